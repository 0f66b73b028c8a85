import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowList, type AllowRule } from './outbound/index.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  otpTtlSeconds: number;
  seedScale: number;
  logLevel: string;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** How long SIGTERM waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: how long to wait for a connection, and the longest a statement may run (then 503). */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** Connections per platform process; replicas × this must stay below the server's max_connections. */
  databasePoolMax: number;
  /**
   * Which peers' X-Forwarded-For is believed for the client address (sign-in throttling and lockout):
   * TRUST_PROXY, `true`, a hop count, or addresses/subnets (proxy-addr names like `loopback` allowed). Default
   * `loopback`: the gateway on the same host sends the one address it determined (its GATEWAY_TRUST_PROXY).
   * On other hosts than the gateways: their addresses, nothing wider (docs/security.md "Documents, e-mail checks, sign-in lockout, client address").
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Set when S3_BUCKET is: uploads go to that bucket instead of `<dataDir>/uploads`. */
  s3?: S3Config;
  /** The console's public origin (CONSOLE_URL, no trailing slash): SAML entity id and ACS live under it. */
  consoleUrl: string;
  /** SAML_SP_KEY / SAML_SP_CERT (PEM); unset: generated once into the data folder (loadSamlSpKeyPair). */
  samlSp?: SamlSpKeyPair;
  /**
   * OUTBOUND_ALLOW: the private, loopback, ... ranges (with ports) that connections to user-typed
   * destinations may reach after all (docs/security.md "Outbound connections"). Empty: none.
   */
  outboundAllow: AllowRule[];
}

/** The SAML service provider's signing key and its certificate, both PEM. */
export interface SamlSpKeyPair {
  key: string;
  cert: string;
}

/** An S3 or S3-compatible bucket (MinIO, Ceph, R2, ...). */
export interface S3Config {
  bucket: string;
  /** For S3-compatible servers, e.g. http://127.0.0.1:9000; unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the AWS SDK's default chain (AWS_* env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Prepended to every key; '' or ends with '/'. */
  prefix: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const S3_VARS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
];

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** S3 storage when S3_BUCKET is set; another S3_* variable without it is a mistake, not a silent local fallback. */
export function s3FromEnv(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = S3_VARS.find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', !!endpoint),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** Everything except the secret, which may need the data folder (see loadJwtSecret). */
export function configFromEnv(env: Env, jwtSecret: Uint8Array): Config {
  return {
    host: env.PLATFORM_HOST || '127.0.0.1',
    port: int(env, 'PLATFORM_PORT', 4000),
    dataDir: resolve(env.VAKT_DATA_DIR || join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@vakt.local',
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    otpTtlSeconds: int(env, 'OTP_TTL_SECONDS', 300),
    seedScale: int(env, 'SEED_SCALE', 1),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    databaseConnectTimeoutMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    databaseStatementTimeoutMs: int(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10),
    s3: s3FromEnv(env),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    consoleUrl: consoleUrlOf(env.CONSOLE_URL),
    samlSp: samlSpFromEnv(env),
    outboundAllow: parseAllowList(env.OUTBOUND_ALLOW),
  };
}

function consoleUrlOf(raw: string | undefined): string {
  const value = raw?.trim() || 'http://127.0.0.1:3000';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CONSOLE_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CONSOLE_URL must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function samlSpFromEnv(env: Env): SamlSpKeyPair | undefined {
  const key = env.SAML_SP_KEY?.trim();
  const cert = env.SAML_SP_CERT?.trim();
  if (!key && !cert) return undefined;
  if (!key || !cert) throw new Error('SAML_SP_KEY and SAML_SP_CERT go together');
  if (!key.includes('PRIVATE KEY-----')) throw new Error('SAML_SP_KEY must be a PEM private key');
  if (!cert.includes('BEGIN CERTIFICATE-----')) throw new Error('SAML_SP_CERT must be a PEM certificate');
  return { key: `${key}\n`, cert: `${cert}\n` };
}

/**
 * The SAML SP key pair: SAML_SP_KEY / SAML_SP_CERT when set; otherwise a self-signed RSA 2048 certificate
 * (10 years) generated once into <dataDir>/saml-sp.json (mode 600) and reused on restart, like the JWT
 * secret. Two processes generating at once: the file is created exclusively and the loser reads the winner's.
 */
export async function loadSamlSpKeyPair(config: Pick<Config, 'dataDir' | 'samlSp'>): Promise<SamlSpKeyPair> {
  if (config.samlSp) return config.samlSp;
  const file = join(config.dataDir, 'saml-sp.json');
  const saved = await readSpFile(file);
  if (saved) return saved;
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'Vakt SAML service provider' }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000),
    algorithm: 'sha256',
  });
  const pair = { key: pems.private, cert: pems.cert };
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, JSON.stringify(pair, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = await readSpFile(file);
    if (winner) return winner;
    throw err;
  }
  return pair;
}

async function readSpFile(file: string): Promise<SamlSpKeyPair | undefined> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<SamlSpKeyPair>;
    if (saved.key && saved.cert) return { key: saved.key, cert: saved.cert };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return undefined;
}

/** JWT_SECRET if set; otherwise generated once into <dataDir>/secrets.json (mode 600). */
export async function loadJwtSecret(env: Env, dataDir: string): Promise<Uint8Array> {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = join(dataDir, 'secrets.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret) return Buffer.from(saved.jwtSecret, 'base64');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ jwtSecret: secret.toString('base64') }, null, 2), { mode: 0o600, flag: 'wx' });
  return secret;
}

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const dataDir = configFromEnv(env, new Uint8Array()).dataDir;
  return configFromEnv(env, await loadJwtSecret(env, dataDir));
}
