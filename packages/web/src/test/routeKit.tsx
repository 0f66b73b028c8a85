import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { relayEnvironment } from '../relay/environment';
import { routes } from '../router/routes';
import { session } from '../session/session';

export const ROUTE_TEST_USER = {
  id: 'VXNlcjox',
  displayName: 'Ada',
  email: 'ada@vakt.test',
  roles: ['ADMIN' as const],
  language: 'EN',
};

/**
 * The whole app's routes in a memory router, signed in, with every request left in flight: for tests of what a
 * page requests and where a path lands. `chunks` names the screens the tested routes load, awaited before the
 * file ends (a chunk still loading after the environment is torn down would fail the run).
 */
export function useRouteHarness(chunks: () => Promise<unknown>[]) {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    relayEnvironment.reset();
  });
  afterEach(() => {
    session.clear({ keepLastVisited: false });
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await Promise.all([import('../shell/SignedInApp'), ...chunks()]);
  });

  /** The GraphQL operations sent so far: [operationName, variables]. */
  const operations = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse((init as RequestInit).body as string) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      return [body.operationName, body.variables] as const;
    });

  return {
    operations,
    names: () => operations().map(([name]) => name),
    renderAt(path: string, user = ROUTE_TEST_USER) {
      session.signIn('token', user);
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      render(
        <ChakraProvider value={defaultSystem}>
          <I18nProvider>
            <RelayEnvironmentProvider environment={relayEnvironment.get()}>
              <RouterProvider router={router} />
            </RelayEnvironmentProvider>
          </I18nProvider>
        </ChakraProvider>,
      );
      return router;
    },
  };
}
