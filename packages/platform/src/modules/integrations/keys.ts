/**
 * DC-09 encryption keys of integrations, kept encrypted at rest (docs/integrations.md "Encryption").
 *
 * A key is 16, 24 or 32 random bytes (AES-128, -192, -256), generated here and shown once as hex, or
 * given by the receiving centre. The database holds it sealed: AES-256-GCM under a key derived from the
 * platform's JWT_SECRET with HKDF-SHA256 (info "vakt dc09 key sealing v1", no salt), a random 96-bit IV,
 * and the integration's id as additional data (a sealed key copied onto another integration does not
 * open). Stored as `v1.<base64url of iv | cipher text | tag>`. Changing JWT_SECRET makes the stored keys
 * unreadable: every encrypted integration then needs a new key (the sender logs it and sends nothing).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { KEY_BITS, type KeyBits } from '../../integrations/dc09/index.js';

const HKDF_INFO = 'vakt dc09 key sealing v1';
const VERSION = 'v1';
const sealingKeys = new WeakMap<Uint8Array, Buffer>();

function sealingKey(secret: Uint8Array): Buffer {
  let key = sealingKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), HKDF_INFO, 32));
    sealingKeys.set(secret, key);
  }
  return key;
}

const aad = (integrationId: number) => Buffer.from(`integration:${integrationId}`);

export function sealKey(secret: Uint8Array, integrationId: number, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(aad(integrationId));
  const sealed = Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/** The key, or undefined when it does not open (another JWT_SECRET, another integration's row). */
export function openKey(secret: Uint8Array, integrationId: number, stored: string): Buffer | undefined {
  const [version, data] = stored.split('.');
  if (version !== VERSION || !data) return undefined;
  const sealed = Buffer.from(data, 'base64url');
  if (sealed.length < 12 + 16 + 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), sealed.subarray(0, 12));
    decipher.setAAD(aad(integrationId));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  } catch {
    return undefined;
  }
}

export const isKeyBits = (value: unknown): value is KeyBits => KEY_BITS.includes(value as KeyBits);

export const generateKey = (bits: KeyBits) => randomBytes(bits / 8);

/** How a key given by a receiving centre is written: hex digits, or the characters themselves. */
export type KeyFormat = 'hex' | 'text';

/**
 * A key as typed: `hex` is 32, 48 or 64 hex digits (the bytes they spell); `text` is 16, 24 or 32
 * printable ASCII characters whose bytes are the key (how pysiaalarm and Home Assistant, and panels that
 * ask for "16 characters", take one). Undefined when it is neither.
 */
export function keyFromInput(value: string, format: KeyFormat): Buffer | undefined {
  if (format === 'hex') {
    const hex = value.replace(/\s+/g, '');
    return /^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{48}|[0-9A-Fa-f]{64})$/.test(hex) ? Buffer.from(hex, 'hex') : undefined;
  }
  return /^[\x21-\x7e]+$/.test(value) && [16, 24, 32].includes(value.length) ? Buffer.from(value, 'latin1') : undefined;
}
