import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from './auth.js';
import { REPO_ROOT } from './services.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** The console's persisted document of that operation name, as relay-compiler wrote it. */
export function persistedId(operationName: string): string {
  const documents: Record<string, string> = JSON.parse(
    readFileSync(join(REPO_ROOT, 'packages/web/persisted-operations.json'), 'utf8'),
  );
  const pattern = new RegExp(`^\\s*(query|mutation) ${operationName}\\b`);
  const id = Object.keys(documents).find((key) => pattern.test(documents[key]));
  if (!id) throw new Error(`no persisted operation ${operationName}: build the web app (relay-compiler)`);
  return id;
}

/** POST /graphql as the console does (CSRF header), with a persisted `documentId` or a free-form `query`. */
export async function graphql(
  gatewayUrl: string,
  payload: { documentId?: string; query?: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Answer> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify(payload),
    signal: signal ?? AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export interface GatewaySession {
  accessToken: string;
  /** "name=value" of the refresh cookie, to send back as a Cookie header. */
  refreshCookie: string;
}

/** Signs in with the console's persisted login mutation; the refresh token comes back as a cookie. */
export async function signInThroughGateway(
  gatewayUrl: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<GatewaySession> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify({
      documentId: persistedId('CredentialsFormLoginMutation'),
      variables: { input: { email, password: DEMO_PASSWORD } },
    }),
  });
  const body = await response.json();
  const login = body.data?.login;
  const cookie = response.headers.getSetCookie().find((value) => /refresh/i.test(value.split('=')[0]));
  if (login?.status !== 'SIGNED_IN' || !login.accessToken || !cookie)
    throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return { accessToken: login.accessToken, refreshCookie: cookie.split(';')[0] };
}

/** The login mutation with a wrong password: the answer's login payload, or its errors. */
export function failedLogin(gatewayUrl: string, email: string, headers: Record<string, string> = {}): Promise<Answer> {
  return graphql(
    gatewayUrl,
    {
      documentId: persistedId('CredentialsFormLoginMutation'),
      variables: { input: { email, password: 'wrong-password-1' } },
    },
    headers,
  );
}
