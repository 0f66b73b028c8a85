import { afterAll, beforeAll, describe } from 'vitest';
import { demoAccount, startPlatform, type RunningPlatform, type StartPlatformOptions } from '../src/testing.js';
import type { DemoAccount } from '../src/seed/demoAccounts.js';
import { TEST_SEED_SCALE } from './seedScale.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (own database per suite, dropped after). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export { TEST_SEED_SCALE } from './seedScale.js';

/**
 * Runs `body` once per backend against one shared platform per backend. `body` receives a getter,
 * valid inside tests and hooks.
 */
export function describeEachDb(
  name: string,
  body: (ctx: () => TestContext) => void,
  options: StartPlatformOptions | (() => Promise<StartPlatformOptions>) = {},
): void {
  for (const backend of BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        const opts = typeof options === 'function' ? await options() : options;
        const platform = await startPlatform({ seedScale: TEST_SEED_SCALE, ...opts, backend });
        ctx = new TestContext(platform);
      });
      afterAll(async () => {
        await ctx?.platform.close();
      });
      body(() => {
        if (!ctx) throw new Error('platform not started');
        return ctx;
      });
    });
  }
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestContext {
  private tokens = new Map<string, string>();

  constructor(readonly platform: RunningPlatform) {}

  get db() {
    return this.platform.db;
  }

  async request<T = any>(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(opts.body);
    }
    // Redirects are answers to check (the SAML ACS answers 303 to the console), not to follow.
    const res = await fetch(this.platform.url + path, { method, headers, body: payload, redirect: 'manual' });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the text
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  get<T = any>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }

  post<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('POST', path, { body, token });
  }

  login(email: string, password: string) {
    return this.post('/v2/auth', { email, password });
  }

  /** Access token of a demo account (logged in once per suite). */
  async tokenOf(key: DemoAccount['key']): Promise<string> {
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const account = demoAccount(key);
    const res = await this.login(account.email, account.password);
    if (res.status !== 200 || !res.body.accessToken)
      throw new Error(`login ${key}: ${res.status} ${JSON.stringify(res.body)}`);
    this.tokens.set(key, res.body.accessToken);
    return res.body.accessToken;
  }
}

/** Every error answer has this shape. */
export function expectErrorShape(body: any, status: number, errorCode?: string) {
  if (typeof body !== 'object' || body === null) throw new Error(`not a JSON error body: ${body}`);
  const keys = ['error', 'errorMessage', 'errorCode'];
  for (const k of keys)
    if (typeof body[k] !== 'string' || !body[k]) throw new Error(`missing ${k} in ${JSON.stringify(body)}`);
  if (errorCode && body.errorCode !== errorCode)
    throw new Error(`status ${status}: expected ${errorCode}, got ${JSON.stringify(body)}`);
  if (JSON.stringify(body).includes('    at ')) throw new Error('stack trace leaked');
}
