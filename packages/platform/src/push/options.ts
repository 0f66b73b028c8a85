import type { FcmOptions } from './fcmProvider.js';

/** The push sender (issue 12; docs/rest-contract.md "System notifications and push"). */
export interface PushOptions {
  /** How often each process looks for queued push messages. */
  intervalMs: number;
  /** `outbox` (default): JSON files in <data folder>/push-outbox; `fcm`: Firebase Cloud Messaging. */
  provider: 'outbox' | 'fcm';
  fcm?: Omit<FcmOptions, 'now'>;
}

export const DEFAULT_PUSH_INTERVAL_MS = 1000;

type Env = Record<string, string | undefined>;

/**
 * PUSH_INTERVAL_MS (default 1000, at least 50; `off` runs no sender in this process), PUSH_PROVIDER
 * (outbox | fcm), for fcm FCM_SERVICE_ACCOUNT_FILE (required), FCM_PROJECT_ID, FCM_ENDPOINT.
 */
export function pushOptionsFromEnv(env: Env): PushOptions | false {
  const raw = (env.PUSH_INTERVAL_MS ?? '').trim().toLowerCase();
  if (['off', 'false', 'no'].includes(raw)) return false;
  const intervalMs = raw === '' ? DEFAULT_PUSH_INTERVAL_MS : Number(raw);
  if (!Number.isInteger(intervalMs) || intervalMs < 50)
    throw new Error(`PUSH_INTERVAL_MS must be off or a number of milliseconds >= 50, got "${raw}"`);
  const provider = (env.PUSH_PROVIDER ?? '').trim().toLowerCase() || 'outbox';
  if (provider === 'outbox') return { intervalMs, provider };
  if (provider !== 'fcm') throw new Error(`PUSH_PROVIDER must be outbox or fcm, got "${env.PUSH_PROVIDER}"`);
  const serviceAccountFile = env.FCM_SERVICE_ACCOUNT_FILE?.trim();
  if (!serviceAccountFile)
    throw new Error('PUSH_PROVIDER=fcm needs FCM_SERVICE_ACCOUNT_FILE (the service account JSON)');
  const endpoint = env.FCM_ENDPOINT?.trim();
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error(`FCM_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return {
    intervalMs,
    provider,
    fcm: { serviceAccountFile, projectId: env.FCM_PROJECT_ID?.trim() || undefined, endpoint: endpoint || undefined },
  };
}
