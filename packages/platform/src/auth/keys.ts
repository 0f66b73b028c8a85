import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';

/** The access-token signing key pair and the public key set served at GET /v2/auth/jwks. */
export interface AccessTokenKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** RFC 7638 thumbprint of the public key: the tokens' `kid`. */
  kid: string;
  jwks: { keys: PublicJwk[] };
}

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** Changing it changes every replica's key at once: every access token in flight stops verifying. */
const HKDF_INFO = 'vakt access-token signing key (Ed25519) v1';
/** PKCS#8 wrapping of a 32-byte Ed25519 seed (RFC 8410): version 0, algorithm 1.3.101.112, the seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const derived = new WeakMap<Uint8Array, AccessTokenKeys>();

/**
 * The Ed25519 key pair of JWT_SECRET: HKDF-SHA256 (no salt, a fixed info) gives the 32-byte seed, so every
 * replica with the same secret signs with the same key and no key needs configuring or storing.
 * Derived once per secret.
 */
export function accessTokenKeys(secret: Uint8Array): AccessTokenKeys {
  let keys = derived.get(secret);
  if (!keys) {
    keys = deriveKeys(secret);
    derived.set(secret, keys);
  }
  return keys;
}

function deriveKeys(secret: Uint8Array): AccessTokenKeys {
  const seed = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), HKDF_INFO, 32));
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  const kid = thumbprint(x);
  return {
    privateKey,
    publicKey,
    kid,
    jwks: { keys: [{ kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }] },
  };
}

/** RFC 7638 (and RFC 8037 for OKP): SHA-256 of the required members in lexicographic order, no spaces. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}
