import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of each file written to `dir` since `after` (ms): the platform's mail outbox (`outbox/`) and push
 * outbox (`push-outbox/`) in the stack's data folder. A folder not made yet holds none.
 */
export function filesWrittenSince(dir: string, after: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= after)
    .map((file) => readFileSync(file, 'utf8'));
}
