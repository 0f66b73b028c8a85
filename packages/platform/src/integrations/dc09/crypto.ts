/**
 * SIA DC-09 encryption (the sender's side; docs/integrations.md "Encryption").
 *
 * The rules, as the standard (DC-09 2013 and later) and the receivers that implement it (pysiaalarm,
 * dc09_spt, fioletoven/dc09) read them:
 * - AES in CBC mode with an all-zero IV; the key is 128, 192 or 256 bits (16, 24 or 32 bytes).
 * - An encrypted frame marks its id with `*` ("*SIA-DCS", "*NULL", "*ACK"); the header (sequence, receiver,
 *   line, account) stays in clear, followed by `[` and the cipher text as upper-case hex, which ends the
 *   body. CRC and length cover the hex text like any other body.
 * - The plain text is everything that follows `[` in an unencrypted frame (the data, `]`, extended data
 *   blocks and the timestamp), preceded by pad characters and `|`. The pad makes the whole a multiple of 16
 *   bytes (1 to 16 characters here) and is random (the zero IV leaves the first block to the pad): never
 *   `|`, `[` or `]`. No other padding (no PKCS#7).
 * - The timestamp `_HH:MM:SS,MM-DD-YYYY` is mandatory in encrypted messages: without it a recorded frame
 *   could be replayed unchanged.
 * - A receiver answers an encrypted message with an encrypted ACK (same rules; pysiaalarm pads with `0`
 *   and leaves out the `|`, both are read); NAK and DUH may come in clear.
 */
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

export const KEY_BYTES = [16, 24, 32] as const;
export type KeyBits = 128 | 192 | 256;
export const KEY_BITS: readonly KeyBits[] = [128, 192, 256];

const ZERO_IV = Buffer.alloc(16);
const PAD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const cipherName = (key: Uint8Array) => {
  if (!(KEY_BYTES as readonly number[]).includes(key.length))
    throw new RangeError(`a DC-09 key is 16, 24 or 32 bytes, not ${key.length}`);
  return `aes-${key.length * 8}-cbc`;
};

/** `count` random pad characters (letters and digits: never `|`, `[` or `]`). */
export const randomPad = (count: number) =>
  Array.from({ length: count }, () => PAD_ALPHABET[randomInt(PAD_ALPHABET.length)]).join('');

/** How many pad characters go before `|<content>` (1..16, the total a multiple of 16). */
export const padLength = (contentLength: number) => 16 - ((contentLength + 1) % 16);

/** AES-CBC (zero IV, no padding) of `pad|content`, as upper-case hex. `pad` makes tests repeatable. */
export function encryptContent(content: string, key: Uint8Array, pad = randomPad): string {
  const plain = Buffer.from(`${pad(padLength(Buffer.byteLength(content, 'latin1')))}|${content}`, 'latin1');
  const cipher = createCipheriv(cipherName(key), key, ZERO_IV);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(plain), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

/** The plain text of an encrypted block (pad included), or undefined when it is not AES-CBC of whole blocks. */
export function decryptContent(hex: string, key: Uint8Array): string | undefined {
  if (!/^(?:[0-9A-Fa-f]{32})+$/.test(hex)) return undefined;
  const decipher = createDecipheriv(cipherName(key), key, ZERO_IV);
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('latin1');
}

/** Drops the pad and its `|` (pad characters are never `|`, `[` or `]`; some receivers leave out the `|`). */
export function withoutPad(plain: string): string | undefined {
  const m = /^[^|[\]]*\|?/.exec(plain);
  return m ? plain.slice(m[0].length) : undefined;
}
