import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { relayEnvironment } from '../../relay/environment';
import { routes } from '../../router/routes';
import { session } from '../../session/session';
import { presetPeriod } from './period';

const user = { id: 'VXNlcjox', displayName: 'Ada', email: 'ada@vakt.test', roles: ['ADMIN' as const], language: 'EN' };

describe('statistics routes', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // queries stay in flight: this is about what each page requests
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    relayEnvironment.reset();
  });
  afterEach(() => {
    session.clear({ keepLastVisited: false });
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await Promise.all([import('../../shell/SignedInApp'), import('./StatisticsScreen'), import('./AnalysisScreen')]);
  });

  const operations = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
      return [body.operationName, body.variables] as const;
    });

  it('preloads one query per page with the filters of the URL, or the page defaults', async () => {
    session.signIn('token', user);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/statistics?from=2025-01-01&to=2025-12-31&interval=WEEK&clients=c1,c2'],
    });
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nProvider>
          <RelayEnvironmentProvider environment={relayEnvironment.get()}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </ChakraProvider>,
    );
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('StatisticsScreenQuery'));
    expect(operations().find(([name]) => name === 'StatisticsScreenQuery')![1]).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      interval: 'WEEK',
      clientIds: ['c1', 'c2'],
      pickedClients: ['c1', 'c2'],
    });
    await router.navigate('/daily-statistics');
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('AnalysisScreenQuery'));
    expect(operations().find(([name]) => name === 'AnalysisScreenQuery')![1]).toEqual({
      ...presetPeriod('DAYS_30'),
      clientIds: null,
      pickedClients: [],
    });
    expect(operations().map(([name]) => name)).toEqual(['ShellQuery', 'StatisticsScreenQuery', 'AnalysisScreenQuery']);
  });
});
