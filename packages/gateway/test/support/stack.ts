import { startPlatform } from '@vakt/platform/testing';
import { startCountingProxy, type CountingProxy } from './countingProxy.js';
import { startGateway, type TestGateway } from './gatewayClient.js';

export const DEMO_PASSWORD = 'Vakt!demo1';

export interface Stack {
  platform: Awaited<ReturnType<typeof startPlatform>>;
  proxy: CountingProxy;
  gateway: TestGateway;
  /** Signs in through the gateway (refresh token in the body) and returns the tokens. */
  signIn(email: string): Promise<{ accessToken: string; refreshToken: string; userId: string }>;
  close(): Promise<void>;
}

/** The real platform (seeded PGlite) -> counting proxy -> the gateway, all over loopback HTTP. */
export async function startStack(options: { seedScale?: number } = {}): Promise<Stack> {
  const platform = await startPlatform(options);
  const proxy = await startCountingProxy(platform.url);
  const gateway = await startGateway({ platformUrl: proxy.url, webDist: '/nonexistent/vakt-web-dist' });
  return {
    platform,
    proxy,
    gateway,
    async signIn(email) {
      const answer = await gateway.graphql(
        `mutation ($email: String!, $password: String!) {
          login(input: { email: $email, password: $password, refreshTokenDelivery: BODY }) {
            status accessToken refreshToken viewer { id }
          }
        }`,
        { email, password: DEMO_PASSWORD },
      );
      const login = answer.data?.login;
      if (login?.status !== 'SIGNED_IN') throw new Error(`sign-in of ${email} failed: ${answer.text}`);
      return { accessToken: login.accessToken, refreshToken: login.refreshToken, userId: login.viewer.id };
    },
    async close() {
      await gateway.close();
      await proxy.close();
      await platform.close();
    },
  };
}
