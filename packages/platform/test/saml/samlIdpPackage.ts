/**
 * The npm package `saml-idp` (mcguinness/saml-idp: an Express app on the `samlp` library) as an independent
 * identity provider: its own code signs, builds and posts the Responses, none of the platform's or of
 * test/saml/idp.ts. Started as a child process on loopback, driven over HTTP as a browser drives it: its
 * sign-in page, then its auto-submitting form whose SAMLResponse is taken out and posted to the ACS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newKeyPair } from './idp.js';

export interface SamlIdpPackage {
  url: string;
  entityId: string;
  metadataUrl: string;
  /**
   * Signs `email` in at the IdP and answers the SAMLResponse its page posts, and where to: unsolicited
   * (IdP-initiated, the IdP's home page) or, given an authorize URL of ours, answering that AuthnRequest.
   */
  signIn(email: string, authorizeUrl?: string): Promise<{ samlResponse: string; action: string }>;
  close(): Promise<void>;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x3D;': '=',
  '&#61;': '=',
  '&lt;': '<',
  '&gt;': '>',
};
const unescapeHtml = (value: string) => value.replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity);

/** The value of the form field `name` in an HTML page (either attribute order). */
function fieldOf(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const value = input && /value=(["'])(.*?)\1/.exec(input)?.[2];
  return value === undefined ? undefined : unescapeHtml(value);
}

async function waitForMetadata(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`saml-idp exited with ${child.exitCode}: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`saml-idp did not answer at ${url}: ${output()}`);
}

/** Starts saml-idp on 127.0.0.1:`port` for the service provider `sp` (its ACS and entity id). */
export async function startSamlIdpPackage(options: {
  port: number;
  sp: { acsUrl: string; audience: string };
}): Promise<SamlIdpPackage> {
  const dir = await mkdtemp(join(tmpdir(), 'vakt-saml-idp-'));
  const keys = await newKeyPair('saml-idp package');
  await writeFile(join(dir, 'key.pem'), keys.key, { mode: 0o600 });
  await writeFile(join(dir, 'cert.pem'), keys.cert);
  const entityId = 'urn:vakt-test:saml-idp';
  const run = createRequire(import.meta.url).resolve('saml-idp/bin/run.js');
  let output = '';
  const child = spawn(
    process.execPath,
    [
      run,
      ...['--host', '127.0.0.1', '--port', String(options.port), '--issuer', entityId],
      ...['--acsUrl', options.sp.acsUrl, '--audience', options.sp.audience],
      ...['--cert', join(dir, 'cert.pem'), '--key', join(dir, 'key.pem')],
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${options.port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForMetadata(`${url}/metadata`, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }

  async function signIn(email: string, authorizeUrl?: string) {
    // The page a browser sees first: the IdP's user form (with the AuthnRequest in a hidden field when
    // the SP sent one), in a session kept by a cookie.
    const start = authorizeUrl ? `${url}/saml/sso${new URL(authorizeUrl).search}` : `${url}/`;
    const page = await fetch(start);
    if (!page.ok) throw new Error(`saml-idp ${start} answered ${page.status}: ${output}`);
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const html = await page.text();
    const form = new URLSearchParams({
      userName: email,
      email,
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      firstName: 'Saml',
      lastName: 'Idp',
    });
    const authnRequest = fieldOf(html, '_authnRequest');
    if (authnRequest) form.set('_authnRequest', authnRequest);
    const answer = await fetch(`${url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: form.toString(),
    });
    const posted = await answer.text();
    const samlResponse = fieldOf(posted, 'SAMLResponse');
    const action = /<form[^>]*action="([^"]*)"/.exec(posted)?.[1];
    if (!answer.ok || !samlResponse || !action) {
      throw new Error(`saml-idp sign-in answered ${answer.status} without a SAMLResponse form: ${output}`);
    }
    return { samlResponse, action: unescapeHtml(action) };
  }

  return { url, entityId, metadataUrl: `${url}/metadata`, signIn, close };
}
