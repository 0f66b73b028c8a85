import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an upload URL grants: one PUT of one upload row of one client, until `expiresAt` (ms). */
export interface UploadGrant {
  uploadId: number;
  clientId: number;
  expiresAt: number;
}

export type GrantCheck = { valid: true; grant: UploadGrant } | { valid: false };

// A key of its own, derived from the JWT secret, so an upload token can never pass as anything else.
const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('vakt-upload-url-v1').digest();

const mac = (secret: Uint8Array, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

export function signUploadGrant(grant: UploadGrant, secret: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify([grant.uploadId, grant.clientId, grant.expiresAt])).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The grant when the signature is right (expiry is the caller's to judge). */
export function readUploadGrant(token: string, secret: Uint8Array): GrantCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { valid: false };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false };
  try {
    const [uploadId, clientId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (Number.isInteger(uploadId) && Number.isInteger(clientId) && Number.isInteger(expiresAt)) {
      return {
        valid: true,
        grant: { uploadId: uploadId as number, clientId: clientId as number, expiresAt: expiresAt as number },
      };
    }
  } catch {
    // fall through
  }
  return { valid: false };
}
