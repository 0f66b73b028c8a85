import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { connection } from '../../test/tabKit';
import type { DocumentsScreenQuery } from './__generated__/DocumentsScreenQuery.graphql';
import { DocumentsScreen, documentsScreenQuery } from './DocumentsScreen';
import { toDocumentsVariables } from './filters';

const DOCUMENTS = [
  {
    id: 'RG9jdW1lbnQ6MQ',
    name: 'Brandrutiner',
    extension: 'pdf',
    type: 'PUBLIC',
    lang: 'SV',
    ready: true,
    clients: [
      { id: 'client-2', name: 'Nacka kommun' },
      { id: 'client-3', name: 'Borås stad' },
    ],
    organization: { id: 'org-1', name: 'Region Väst' },
    createdAt: '2026-02-01T09:00:00.000Z',
  },
  {
    id: 'RG9jdW1lbnQ6Mg',
    name: 'Larmlista',
    extension: null,
    type: 'BACKOFFICE',
    lang: 'ALL',
    ready: false,
    clients: [],
    organization: null,
    createdAt: '2026-02-02T09:00:00.000Z',
  },
];

function renderDocuments({ roles = ['ADMIN'], path = '/documents' } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DocumentsScreenQuery>(
    environment,
    documentsScreenQuery,
    toDocumentsVariables({
      first: 50,
      after: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
      search: null,
    }) as DocumentsScreenQuery['variables'],
  );
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles }),
      DocumentConnection: () => ({ ...connection(DOCUMENTS), totalCount: 2 }),
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <DocumentsScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/documents/:id', element: <p>document page</p> },
        { path: '/documents/new', element: <p>new document</p> },
      ],
    },
  );
}

describe('DocumentsScreen', { timeout: 20_000 }, () => {
  it('lists name, extension, type, language, clients, organization and created, with a badge for a file that never arrived', async () => {
    renderDocuments();
    const table = await screen.findByRole('table', { name: 'Documents' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const name of ['Name', 'Extension', 'Type', 'Language', 'Clients', 'Organization', 'Created'])
      expect(headers.some((header) => header?.startsWith(name))).toBe(true);
    const first = within(table).getByRole('row', { name: /Brandrutiner/ });
    expect(within(first).getByText('PDF')).toBeTruthy();
    expect(within(first).getByText('Public')).toBeTruthy();
    expect(within(first).getByText('Swedish')).toBeTruthy();
    expect(within(first).getByText('Nacka kommun, Borås stad')).toBeTruthy();
    expect(within(first).getByText('Region Väst')).toBeTruthy();
    expect(within(first).queryByTestId('document-not-ready')).toBeNull();
    const second = within(table).getByRole('row', { name: /Larmlista/ });
    expect(within(second).getByTestId('document-not-ready').textContent).toBe('Not ready');
    expect(within(second).getByText('All languages')).toBeTruthy();
  });

  it('opens a document from its row and adds one with the add action', async () => {
    const { router } = renderDocuments();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(screen.getByRole('link', { name: 'Add document' }).getAttribute('href')).toBe('/documents/new');
    act(() => fireEvent.click(within(table).getByText('Larmlista')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/2'));
  });

  it('filters on the server by type and language, kept in the URL', async () => {
    const { environment, router } = renderDocuments();
    await screen.findByRole('table', { name: 'Documents' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'PRIVATE' } }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.filter).toEqual({ type: 'PRIVATE' }),
    );
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'EN' } }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.filter).toEqual({
        type: 'PRIVATE',
        lang: 'EN',
      }),
    );
    expect(router.state.location.search).toContain('type=PRIVATE');
    expect(router.state.location.search).toContain('lang=EN');
  });
});
