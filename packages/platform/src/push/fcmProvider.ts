import { createSign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PushMessage, PushProvider, PushResult } from './provider.js';

/**
 * Firebase Cloud Messaging HTTP v1: POST <endpoint>/v1/projects/<project>/messages:send with an OAuth2
 * access token that the service account's key obtains by the JWT bearer grant (RS256, signed here with
 * node:crypto) from the account's token_uri. The token is kept until a minute before it expires.
 */
export interface FcmOptions {
  /** FCM_PROJECT_ID; the service account's project_id when left out. */
  projectId?: string;
  /** FCM_SERVICE_ACCOUNT_FILE: the service account's JSON key file. */
  serviceAccountFile: string;
  /** FCM_ENDPOINT: default https://fcm.googleapis.com. */
  endpoint?: string;
  timeoutMs?: number;
  /** The clock of the JWT times and the token's expiry (tests). */
  now?: () => number;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri: string;
  project_id?: string;
}

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_ENDPOINT = 'https://fcm.googleapis.com';
/** Errors where sending the same message again cannot succeed. */
const FINAL_ERRORS = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'SENDER_ID_MISMATCH']);

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The signed JWT of the bearer grant (RFC 7523) for one service account. */
export function grantAssertion(account: ServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: FCM_SCOPE,
      aud: account.token_uri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** FCM's error code: the FcmError detail (UNREGISTERED, ...) or the status (INVALID_ARGUMENT, ...). */
function fcmErrorCode(body: unknown, httpStatus: number): string {
  const error = (body as { error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] } })?.error;
  const detail = error?.details?.find((d) => d['@type']?.endsWith('FcmError') && d.errorCode)?.errorCode;
  return detail ?? error?.status ?? `HTTP_${httpStatus}`;
}

/** FCM data values are strings. */
const stringValues = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as const));

export function fcmPushProvider(opts: FcmOptions): PushProvider {
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const endpoint = (opts.endpoint || DEFAULT_ENDPOINT).replace(/\/+$/, '');
  let account: Promise<ServiceAccount> | undefined;
  let token: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  const loadAccount = () =>
    (account ??= readFile(opts.serviceAccountFile, 'utf8').then((text) => {
      const parsed = JSON.parse(text) as Partial<ServiceAccount>;
      if (!parsed.client_email || !parsed.private_key || !parsed.token_uri)
        throw new Error(`${opts.serviceAccountFile}: not a service account key (client_email, private_key, token_uri)`);
      return parsed as ServiceAccount;
    })).catch((err: unknown) => {
      account = undefined;
      throw err;
    });

  async function fetchToken(): Promise<string> {
    const sa = await loadAccount();
    const res = await fetch(sa.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: grantAssertion(sa, Math.floor(now() / 1000)),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new Error(`OAuth token refused: HTTP ${res.status}`);
    const seconds = Number(body.expires_in) || 3600;
    token = { value: body.access_token, until: now() + (seconds - 60) * 1000 };
    return token.value;
  }

  /** One token request at a time; every send waiting for it shares the answer. */
  const accessToken = async () => {
    if (token && token.until > now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    description: `FCM ${endpoint}`,
    async send(m: PushMessage): Promise<PushResult> {
      let bearer: string;
      let projectId: string | undefined;
      try {
        bearer = await accessToken();
        projectId = opts.projectId || (await loadAccount()).project_id;
      } catch (err) {
        return { ok: false, final: false, error: err instanceof Error ? err.message : String(err) };
      }
      if (!projectId) return { ok: false, final: false, error: 'FCM_PROJECT_ID is not set' };
      const res = await fetch(`${endpoint}/v1/projects/${encodeURIComponent(projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: m.token,
            notification: { title: m.title, body: m.body },
            data: stringValues(m.data),
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) {
        await res.body?.cancel();
        return { ok: true };
      }
      const code = fcmErrorCode(await res.json().catch(() => null), res.status);
      // A token the service no longer takes: the next send asks for a new one.
      if (res.status === 401) token = undefined;
      return {
        ok: false,
        error: code,
        final: FINAL_ERRORS.has(code),
        ...(code === 'UNREGISTERED' ? { unregistered: true } : {}),
      };
    },
  };
}
