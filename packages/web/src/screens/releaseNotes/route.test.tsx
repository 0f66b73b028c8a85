import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { relayEnvironment } from '../../relay/environment';
import { routes } from '../../router/routes';
import { session } from '../../session/session';

const user = { id: 'VXNlcjox', displayName: 'Ada', email: 'ada@vakt.test', roles: ['ADMIN' as const], language: 'EN' };

describe('release note routes', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // queries stay in flight: this is about what the page requests and where a path lands
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    relayEnvironment.reset();
  });
  afterEach(() => {
    session.clear({ keepLastVisited: false });
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await Promise.all([import('../../shell/SignedInApp'), import('./ReleaseNotesScreen')]);
  });

  const operations = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
      return [body.operationName, body.variables] as const;
    });

  function renderAt(path: string) {
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
  }

  it('preloads the list as its URL says (search, sort)', async () => {
    renderAt('/release-notes?q=console&sort=NAME.asc');
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('ReleaseNotesScreenQuery'));
    expect(operations().find(([name]) => name === 'ReleaseNotesScreenQuery')![1]).toMatchObject({
      first: 50,
      search: 'console',
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
  });

  it('sends an unknown sub-path back to the list, newest first', async () => {
    const router = renderAt('/release-notes/old/path');
    await waitFor(() => expect(router.state.location.pathname).toBe('/release-notes'));
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('ReleaseNotesScreenQuery'));
    expect(operations().find(([name]) => name === 'ReleaseNotesScreenQuery')![1]).toMatchObject({
      search: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });
});
