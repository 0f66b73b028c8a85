import { randomInt } from 'node:crypto';

/** Characters that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
export const PASSWORD_CLASSES = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#$%&*+-=?@_',
] as const;

export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * A password from the CSPRNG: `length` characters over the unambiguous alphabet, at least one of each
 * class (lower, upper, digit, symbol), the positions of those shuffled too.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const all = PASSWORD_CLASSES.join('');
  const chars = PASSWORD_CLASSES.map((c) => c[randomInt(c.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
