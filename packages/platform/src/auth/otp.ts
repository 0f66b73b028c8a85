import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Keyed with the challenge id so equal codes of different challenges hash differently. */
export function hashOtp(challengeId: number, code: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

export function otpMatches(storedHash: string, challengeId: number, code: string, secret: Uint8Array): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashOtp(challengeId, code, secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
