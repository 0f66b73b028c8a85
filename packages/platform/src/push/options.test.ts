import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushOptionsFromEnv, pushProviderOf } from './index.js';

describe('push options from the environment', () => {
  it('defaults to the outbox every second; off turns the sender off', () => {
    expect(pushOptionsFromEnv({})).toEqual({ intervalMs: 1000, provider: 'outbox' });
    expect(pushOptionsFromEnv({ PUSH_INTERVAL_MS: '250', PUSH_PROVIDER: 'OUTBOX' })).toEqual({
      intervalMs: 250,
      provider: 'outbox',
    });
    expect(pushOptionsFromEnv({ PUSH_INTERVAL_MS: 'off' })).toBe(false);
  });

  it('fcm needs the service account file; project and endpoint are optional', () => {
    expect(
      pushOptionsFromEnv({
        PUSH_PROVIDER: 'fcm',
        FCM_SERVICE_ACCOUNT_FILE: '/etc/vakt/fcm.json',
        FCM_PROJECT_ID: 'vakt-prod',
        FCM_ENDPOINT: 'http://127.0.0.1:9000',
      }),
    ).toEqual({
      intervalMs: 1000,
      provider: 'fcm',
      fcm: { serviceAccountFile: '/etc/vakt/fcm.json', projectId: 'vakt-prod', endpoint: 'http://127.0.0.1:9000' },
    });
    expect(() => pushOptionsFromEnv({ PUSH_PROVIDER: 'fcm' })).toThrow(/FCM_SERVICE_ACCOUNT_FILE/);
    expect(() => pushOptionsFromEnv({ PUSH_PROVIDER: 'apns' })).toThrow(/outbox or fcm/);
    expect(() => pushOptionsFromEnv({ PUSH_INTERVAL_MS: '10' })).toThrow(/PUSH_INTERVAL_MS/);
    expect(() =>
      pushOptionsFromEnv({ PUSH_PROVIDER: 'fcm', FCM_SERVICE_ACCOUNT_FILE: 'x.json', FCM_ENDPOINT: 'fcm.local' }),
    ).toThrow(/FCM_ENDPOINT/);
  });

  it('the outbox provider writes under <data folder>/push-outbox', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vakt-push-opt-'));
    try {
      expect(pushProviderOf({ intervalMs: 1000, provider: 'outbox' }, dir).description).toBe(
        `outbox ${join(dir, 'push-outbox')}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
