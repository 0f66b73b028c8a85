/**
 * An HTTP(S) GET through the outbound policy: http and https only, the checked address connected to
 * (the URL's host name kept as TLS server name and Host header), no redirect followed (a 3xx is a
 * failure), one deadline for the whole exchange, and a cap on the body's size.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { OutboundPolicy } from './policy.js';

/** Why the GET gave nothing usable (the policy's refusal is a DestinationNotAllowed instead). */
export class OutboundHttpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}

export interface GetOptions {
  timeoutMs: number;
  maxBytes: number;
  accept?: string;
}

/** The body of a 2xx answer to GET `url`, as UTF-8 text. */
export async function getText(policy: OutboundPolicy, url: string, options: GetOptions): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundHttpError('not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new OutboundHttpError(`${parsed.protocol} URLs are not fetched (http and https only)`);
  if (parsed.username || parsed.password) throw new OutboundHttpError('URLs with credentials are not fetched');
  const secure = parsed.protocol === 'https:';
  const port = parsed.port ? Number(parsed.port) : secure ? 443 : 80;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const destination = await Promise.race([
    policy.check(parsed.hostname, port),
    new Promise<never>((_, reject) =>
      deadline.addEventListener('abort', () => reject(new OutboundHttpError(`no answer in ${options.timeoutMs} ms`))),
    ),
  ]);
  const request = (secure ? https : http).request({
    host: destination.address,
    family: destination.family,
    port,
    path: `${parsed.pathname}${parsed.search}`,
    method: 'GET',
    agent: false,
    headers: {
      host: parsed.host,
      accept: options.accept ?? '*/*',
      'accept-encoding': 'identity',
    },
    // The certificate is checked against the name typed, not the address connected to.
    ...(secure && !isIP(destination.host) ? { servername: destination.host } : {}),
    signal: deadline,
  });
  return new Promise<string>((resolve, reject) => {
    const fail = (message: string) => {
      request.destroy();
      reject(new OutboundHttpError(message));
    };
    const broken = (err: NodeJS.ErrnoException) =>
      fail(deadline.aborted ? `no answer in ${options.timeoutMs} ms` : `connection failed: ${err.code ?? err.message}`);
    request.on('error', broken);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(`answered ${status}: redirects are not followed`);
      if (status < 200 || status >= 300) return fail(`answered ${status}`);
      if (Number(response.headers['content-length']) > options.maxBytes)
        return fail(`larger than ${options.maxBytes} bytes`);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(`larger than ${options.maxBytes} bytes`);
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', broken);
    });
    request.end();
  });
}

/**
 * For a form that saves a URL to be fetched later: the policy's refusal of its host and port, or
 * undefined (also for a URL that is not http(s): the form's own rules answer that).
 */
export async function urlRefusal(policy: OutboundPolicy, url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  return policy.refusal(parsed.hostname, port);
}
