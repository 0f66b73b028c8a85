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

describe('incident routes', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // queries stay in flight: this is about what the page requests
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    relayEnvironment.reset();
  });
  afterEach(() => {
    session.clear({ keepLastVisited: false });
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await Promise.all([import('../../shell/SignedInApp'), import('./IncidentsScreen')]);
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

  it('/incidents preloads its one query as the URL says (status, view, dates, search, page)', async () => {
    renderAt('/incidents?status=ONGOING&view=OPERATIONAL&startDate=2026-05-01&q=brand&page=2&after=c50');
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('IncidentsScreenQuery'));
    const incidents = operations().filter(([name]) => name.startsWith('Incidents'));
    expect(incidents).toHaveLength(1);
    expect(incidents[0]![1]).toEqual({
      first: 50,
      after: 'c50',
      search: 'brand',
      view: 'OPERATIONAL',
      status: 'ONGOING',
      startDate: '2026-05-01',
      endDate: null,
    });
  });

  it('a hand-edited URL falls back to the defaults', async () => {
    renderAt('/incidents?status=LOST&view=ALL&startDate=yesterday');
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('IncidentsScreenQuery'));
    expect(operations().find(([name]) => name === 'IncidentsScreenQuery')![1]).toMatchObject({
      view: 'COMPREHENSIVE',
      status: null,
      startDate: null,
      after: null,
    });
  });
});
