// Direct calls to the platform's REST API and data folder: what the tests compare the console against.
import { sign } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { accessTokenKeys } from '../../platform/src/auth/keys.js';

export const DEMO_PASSWORD = 'Vakt!demo1';

export interface Counts {
  users: number;
  clients: number;
  devices: number;
  networks: number;
  incidents: number;
  comments: number;
  integrations: number;
}

export async function restLogin(platformUrl: string, email: string): Promise<string> {
  const response = await fetch(`${platformUrl}/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

export async function restGet<T>(platformUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${platformUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest one-time code e-mailed to `email` (the embedded start writes mail to the outbox folder). */
export function latestCode(dataDir: string, email: string, after = 0): string | undefined {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return undefined;
  }
  const mine = files
    .filter((name) => name.includes(email))
    .map((name) => join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= after)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of mine) {
    const body = readFileSync(file, 'utf8')
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    const code = body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  return undefined;
}

export async function waitForCode(dataDir: string, email: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = latestCode(dataDir, email, after);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code arrived for ${email}`);
}

/** An access token for `userId` that expired a minute ago, signed with the key the platform derives from the stack's secret. */
export function expiredAccessToken(secret: string, userId: number): string {
  const { privateKey, kid } = accessTokenKeys(new TextEncoder().encode(secret));
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(userId), iss: 'vakt-platform', sid: 'expired', ver: 0, iat: now - 960, exp: now - 60 };
  const unsigned = `${encode({ alg: 'EdDSA', typ: 'JWT', kid })}.${encode(claims)}`;
  return `${unsigned}.${sign(null, Buffer.from(unsigned), privateKey).toString('base64url')}`;
}
