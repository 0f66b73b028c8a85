import { startPlatform } from '@vakt/platform/testing';
import { REFRESH_COOKIE } from '../../src/modules/auth/refreshCookie.js';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startCountingProxy, type CountingProxy } from './countingProxy.js';
import { STACK_SEED_SCALE } from './seedScale.js';
import type { GatewayOptions } from '../../src/server.js';
import { cookiePair, startGateway, type TestGateway } from './gatewayClient.js';

export const DEMO_PASSWORD = 'Vakt!demo1';

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

export interface Stack {
  platform: Awaited<ReturnType<typeof startPlatform>>;
  proxy: CountingProxy;
  gateway: TestGateway;
  /** Signs in through the gateway with the console's persisted login and returns the tokens (refresh token from its cookie). */
  signIn(email: string): Promise<Session>;
  close(): Promise<void>;
}

/**
 * The real platform (seeded PGlite) -> counting proxy -> the gateway, all over loopback HTTP. `env` is the
 * platform's extra environment, e.g. OUTBOUND_ALLOW for a suite's receivers on loopback; `mail` its SMTP.
 */
export async function startStack(
  options: {
    seedScale?: number;
    env?: Record<string, string>;
    gateway?: Partial<GatewayOptions>;
    mail?: { smtpUrl: string };
  } = {},
): Promise<Stack> {
  // At the stacks' scale the platform starts from the run's seeded snapshot (test/globalSetup.ts).
  const platform = await startPlatform({
    seedScale: options.seedScale ?? STACK_SEED_SCALE,
    env: options.env,
    mail: options.mail,
  });
  const proxy = await startCountingProxy(platform.url);
  const gateway = await startGateway({
    platformUrl: proxy.url,
    webDist: '/nonexistent/vakt-web-dist',
    ...options.gateway,
  });
  return {
    platform,
    proxy,
    gateway,
    async signIn(email) {
      // The console's own persisted login: signed-out callers cannot send free-form documents.
      const answer = await gateway.persisted('CredentialsFormLoginMutation', {
        input: { email, password: DEMO_PASSWORD },
      });
      const login = answer.data?.login;
      const refreshCookie = answer.setCookies.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
      if (login?.status !== 'SIGNED_IN' || !refreshCookie)
        throw new Error(`sign-in of ${email} failed: ${answer.text}`);
      const refreshToken = decodeURIComponent(cookiePair(refreshCookie).slice(REFRESH_COOKIE.length + 1));
      // The first signed-in request fetches the platform's key set (GET /v2/auth/jwks) once: done here, so a
      // test that counts the platform calls of its own requests finds none of it.
      await gateway.graphql('{ __typename }', {}, { accessToken: login.accessToken });
      return { accessToken: login.accessToken, refreshToken, userId: login.viewer.id };
    },
    async close() {
      await gateway.close();
      await proxy.close();
      await platform.close();
    },
  };
}

/** What `useStack` hands a suite: read its fields inside tests and hooks, once the suite's beforeAll has run. */
export interface StackSuite {
  readonly stack: Stack;
  /** The sign-in of `signInAs`. */
  readonly session: Session;
  /** `session.accessToken`. */
  readonly accessToken: string;
}

/**
 * The usual suite setup: starts the stack (and signs in as `signInAs`, if given) before all tests,
 * closes it after all of them, and resets the counting proxy (calls and faults) before each test.
 * Call it at the top of a `describe`; a later `beforeAll` of the suite already sees the stack.
 * `platformEnv` is read when the stack starts: a suite whose platform must reach receivers on loopback
 * starts them in a `beforeAll` registered before useStack and answers
 * `{ OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port) }` (the platform refuses loopback otherwise).
 */
export function useStack(
  options: { signInAs?: string; platformEnv?: () => Record<string, string>; gateway?: Partial<GatewayOptions> } = {},
): StackSuite {
  let stack: Stack | undefined;
  let session: Session | undefined;
  beforeAll(async () => {
    stack = await startStack({ env: options.platformEnv?.(), gateway: options.gateway });
    if (options.signInAs) session = await stack.signIn(options.signInAs);
  });
  afterAll(() => stack?.close());
  beforeEach(() => suite.stack.proxy.reset());

  const suite: StackSuite = {
    get stack() {
      if (!stack) throw new Error('useStack: the stack is not started (read it inside a test or hook)');
      return stack;
    },
    get session() {
      if (!session) throw new Error('useStack: no session (pass signInAs, and read it inside a test or hook)');
      return session;
    },
    get accessToken() {
      return suite.session.accessToken;
    },
  };
  return suite;
}
