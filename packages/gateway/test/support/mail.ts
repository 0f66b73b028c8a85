import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Stack } from './stack.js';

/**
 * The newest one-time code e-mailed to `email`. Without SMTP the platform writes each message to
 * <outboxDir>/<timestamp>-<to>.eml; the code is the 6-digit number in the body.
 */
export async function readOneTimeCode(stack: Stack, email: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(stack.platform.outboxDir).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`-${email}.eml`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const message = await readFile(join(stack.platform.outboxDir, newest), 'utf8');
      const body = message.slice(message.search(/\r?\n\r?\n/));
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no one-time code mailed to ${email} in ${stack.platform.outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
