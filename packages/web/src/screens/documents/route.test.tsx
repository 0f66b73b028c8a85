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

describe('document routes', () => {
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
    await Promise.all([
      import('../../shell/SignedInApp'),
      import('./DocumentsScreen'),
      import('./NewDocumentScreen'),
      import('./DocumentScreen'),
    ]);
  });

  const operations = () =>
    fetchMock.mock.calls.map(([, init]) => {
      const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
      return [body.operationName, body.variables] as const;
    });
  const names = () => operations().map(([name]) => name);

  it('preloads one query per documents page, release-note form and page included', async () => {
    session.signIn('token', user);
    const router = createMemoryRouter(routes, { initialEntries: ['/documents?type=PUBLIC'] });
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nProvider>
          <RelayEnvironmentProvider environment={relayEnvironment.get()}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </ChakraProvider>,
    );
    await waitFor(() => expect(names()).toContain('DocumentsScreenQuery'));
    expect(operations().find(([name]) => name === 'DocumentsScreenQuery')![1].filter).toEqual({ type: 'PUBLIC' });
    const pages = [
      ['/documents/new', 'NewDocumentScreenQuery'],
      [`/documents/${btoa('Document:7')}`, 'DocumentScreenQuery'],
      ['/release-notes/new', 'NewDocumentScreenQuery'],
      [`/release-notes/${btoa('Document:8')}`, 'DocumentScreenQuery'],
      ['/documents/new?section=manuals&lang=sv', 'NewDocumentScreenQuery'],
    ] as const;
    for (const [path, operation] of pages) {
      await router.navigate(path);
      await waitFor(() => expect(names()).toContain(operation));
    }
    // one request per page at most (Relay answers /release-notes/new from the same request as /documents/new:
    // the same query with the same variables, still in flight here)
    expect(new Set(names())).toEqual(
      new Set(['ShellQuery', 'DocumentsScreenQuery', 'NewDocumentScreenQuery', 'DocumentScreenQuery']),
    );
    expect(names().filter((name) => name === 'DocumentScreenQuery')).toHaveLength(2);
    expect(names().length).toBeLessThanOrEqual(2 + pages.length);
    await waitFor(() => expect(operations().at(-1)![1]).toEqual({ section: 'manuals', lang: 'SV', withSection: true }));
  });
});
