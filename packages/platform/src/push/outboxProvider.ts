import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PushProvider } from './provider.js';

/**
 * Without a push service: each message becomes <dir>/<time>-<id>.json (`{ token, platform, title, body,
 * data }`, mode 0600), as the mail outbox writes e-mails. Never fails but for the disk.
 */
export function outboxPushProvider(dir: string): PushProvider {
  return {
    description: `outbox ${dir}`,
    async send(m) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}.json`);
      const content = { token: m.token, platform: m.platform, title: m.title, body: m.body, data: m.data };
      await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      return { ok: true };
    },
  };
}
