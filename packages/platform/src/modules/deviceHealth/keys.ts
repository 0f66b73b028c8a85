import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device's ingest key: `vdk_<deviceId>_<secret>` (32 random bytes, base64url). Only the secret's sha-256 is
 * stored (devices.ingest_key_hash); the key is shown once, when issued.
 */
export function newIngestKey(deviceId: number): { key: string; hash: Buffer } {
  const secret = randomBytes(32).toString('base64url');
  return { key: `vdk_${deviceId}_${secret}`, hash: hashSecret(secret) };
}

/** The device id and secret of a key, or null when it is not shaped like one. */
export function parseIngestKey(key: string): { deviceId: number; secret: string } | null {
  const match = /^vdk_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match) return null;
  const deviceId = Number(match[1]);
  return deviceId <= 2147483647 ? { deviceId, secret: match[2]! } : null;
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(secret: string, stored: Buffer | Uint8Array | null): boolean {
  if (!stored || stored.length !== 32) return false;
  return timingSafeEqual(hashSecret(secret), Buffer.from(stored));
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();
