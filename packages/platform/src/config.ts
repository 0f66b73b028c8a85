import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

export interface Config {
  host: string
  port: number
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  mailFrom: string
  jwtSecret: Uint8Array
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  otpTtlSeconds: number
  seedScale: number
  logLevel: string
}

type Env = Record<string, string | undefined>

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`)
  return n
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
  }
}

/** JWT_SECRET if set; otherwise generated once into <dataDir>/secrets.json (mode 600). */
export async function loadJwtSecret(env: Env, dataDir: string): Promise<Uint8Array> {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET)
  const file = join(dataDir, 'secrets.json')
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret?: string }
    if (saved.jwtSecret) return Buffer.from(saved.jwtSecret, 'base64')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  const secret = randomBytes(32)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify({ jwtSecret: secret.toString('base64') }, null, 2), { mode: 0o600, flag: 'wx' })
  return secret
}

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const dataDir = configFromEnv(env, new Uint8Array()).dataDir
  return configFromEnv(env, await loadJwtSecret(env, dataDir))
}
