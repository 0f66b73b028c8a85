import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { connection, resolve, waitForOperation } from '../../test/tabKit';
import type { DocumentScreenQuery } from './__generated__/DocumentScreenQuery.graphql';
import { DocumentScreen, documentScreenQuery } from './DocumentScreen';

const ID = 'RG9jdW1lbnQ6Nw';

const user = (id: string, name: string, memberType: string, viewerCanRemove: boolean) => ({
  user: { id, displayName: name, email: `${id}@vakt.test` },
  memberType,
  addedAt: '2026-02-03T10:00:00.000Z',
  viewerCanRemove,
});

function renderDocument(document: Record<string, unknown> = {}, { section }: { section?: string } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DocumentScreenQuery>(environment, documentScreenQuery, { id: ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'Document' }),
      Document: () => ({
        id: ID,
        name: 'Brandrutiner',
        description: null,
        type: 'PUBLIC',
        lang: 'SV',
        section: null,
        releaseNote: false,
        ready: true,
        fileUrl: `/files/public/7.pdf`,
        filename: 'Brandrutiner.pdf',
        extension: 'pdf',
        createdAt: '2026-02-01T09:00:00.000Z',
        viewerCanEdit: true,
        viewerCanManageLinks: true,
        organization: null,
        clients: [{ id: 'client-2', name: 'Nacka kommun' }],
        users: connection([
          user('owner', 'Olle Ägare', 'OWNER', true),
          user('admin', 'Ada Admin', 'MEMBER', false),
          user('member', 'Per Lind', 'MEMBER', true),
        ]),
        networks: connection([]),
        ...document,
      }),
    }),
  );
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <DocumentScreen queryRef={queryRef} section={section ?? null} />
    </Suspense>,
    { environment, path: `/documents/${ID}` },
  );
  return { ...view, environment };
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('%PDF-1.7', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentScreen', { timeout: 20_000 }, () => {
  it('previews a PDF in a frame from the file fetched with the session; a public document offers Copy URL', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' })).toBeTruthy();
    const frame = await screen.findByTitle('Brandrutiner');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:preview-1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/files/public/7.pdf');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Copy URL' })));
    expect(await screen.findByText("The document's URL was copied.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/files/public/7.pdf`);
  });

  it('says there is no preview for other file types and offers Download; a private document has no Copy URL', async () => {
    renderDocument({ type: 'PRIVATE', extension: 'docx', fileUrl: '/files/private/7.docx' });
    expect(await screen.findByText('No preview for this file type. Download it to open it.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Copy URL' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows document_file_error when the preview cannot be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })));
    renderDocument({ type: 'PRIVATE', extension: 'png', fileUrl: '/files/private/7.png' });
    expect(await screen.findByText('The file could not be loaded.')).toBeTruthy();
  });

  it('shows the users and networks tabs only to a viewer who manages links, and not under a section', async () => {
    const first = renderDocument();
    expect(await screen.findByRole('tab', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Networks' })).toBeTruthy();
    first.unmount();

    const second = renderDocument({ viewerCanManageLinks: false });
    await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' });
    expect(screen.queryByRole('tab')).toBeNull();
    second.unmount();

    renderDocument({}, { section: 'manuals' });
    await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('hides Remove on the owner row and where the platform refuses it; read-only without viewerCanEdit', async () => {
    renderDocument();
    const table = await screen.findByRole('table', { name: 'Users with access' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Olle Ägare')).getByTestId('document-owner').textContent).toBe('Owner');
    expect(within(row('Olle Ägare')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(row('Ada Admin')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(row('Per Lind')).getByRole('button', { name: 'Remove Per Lind' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('a removed user leaves the table at once: the tab reloads from the server, not from what it had', async () => {
    const { environment } = renderDocument();
    const table = await screen.findByRole('table', { name: 'Users with access' });
    act(() => fireEvent.click(within(table).getByRole('button', { name: 'Remove Per Lind' })));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Enter' });
    await waitForOperation(environment, 'DocumentUsersTabRemoveMutation');
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { removeDocumentUser: { document: { id: ID }, errors: [] } },
      }),
    );
    const reload = await waitForOperation(environment, 'DocumentUsersTabRefetchQuery');
    act(() =>
      environment.mock.resolveMostRecentOperation(
        MockPayloadGenerator.generate(reload, {
          Node: () => ({ __typename: 'Document' }),
          Document: () => ({
            id: ID,
            name: 'Brandrutiner',
            viewerCanManageLinks: true,
            clients: [{ id: 'client-2' }],
            users: connection([
              user('owner', 'Olle Ägare', 'OWNER', true),
              user('admin', 'Ada Admin', 'MEMBER', false),
            ]),
          }),
        }),
      ),
    );
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Per Lind/ })).toBeNull());
    expect(await screen.findByText('Per Lind no longer has the document.')).toBeTruthy();
  });

  it('a release note opened as a document is "Page not found", also in the page title', async () => {
    renderDocument({ releaseNote: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(document.title).not.toContain('Brandrutiner');
  });

  it('the users picker asks the document for its candidates; Add shares the picks, and refused ones are named', async () => {
    const { environment } = renderDocument();
    await screen.findByRole('table', { name: 'Users with access' });
    const candidates = {
      node: {
        __typename: 'Document',
        id: ID,
        userCandidates: [
          { id: 'u-anna', displayName: 'Anna Berg', email: 'anna@vakt.test' },
          { id: 'u-per', displayName: 'Per Holm', email: 'per@vakt.test' },
        ],
      },
    };
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Add users' })));
    const search = await waitForOperation(environment, 'documentPickersUsersQuery');
    expect(search.request.variables).toEqual({ id: ID, query: null });
    resolve(environment, candidates);
    const anna = await screen.findByRole('option', { name: /Anna Berg/ });
    act(() => fireEvent.click(anna));
    act(() => fireEvent.click(screen.getByRole('option', { name: /Per Holm/ })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 2 users' })));

    const add = await waitForOperation(environment, 'DocumentUsersTabAddMutation');
    expect(add.request.variables).toEqual({ id: ID, userIds: ['u-anna', 'u-per'] });
    resolve(environment, {
      addDocumentUsers: {
        document: null,
        errors: [
          {
            field: 'userIds',
            code: 'NOT_IN_DOCUMENT_CLIENTS',
            message: 'Nothing was added',
            refused: [{ pickedId: 'u-per', name: 'Per Holm', code: 'NOT_IN_DOCUMENT_CLIENTS' }],
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        "Nothing was added. This pick was refused: Per Holm (not of the document's clients). The other pick is still chosen: add it again.",
      ),
    ).toBeTruthy();
    // The refused pick came off the picker; the other one stays, to add again.
    const picks = screen.getByRole('group', { name: 'Add users' });
    expect(within(picks).getByText('Anna Berg')).toBeTruthy();
    expect(within(picks).queryByText('Per Holm')).toBeNull();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 1 user' })));
    const again = await waitForOperation(environment, 'DocumentUsersTabAddMutation');
    expect(again.request.variables).toEqual({ id: ID, userIds: ['u-anna'] });
    resolve(environment, { addDocumentUsers: { document: { id: ID }, errors: [] } });
    expect(await screen.findByText('1 user was added.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Add users' })).toBeNull();
  });

  it('shows the fields read-only with no Save or Delete when the viewer may not edit', async () => {
    renderDocument({ viewerCanEdit: false });
    await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' });
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says why a document is read-only, and keeps its links manageable when the platform allows them', async () => {
    renderDocument({ viewerCanEdit: false, viewerReadOnlyReason: 'PLATFORM_WIDE', clients: [] });
    await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' });
    expect(screen.getByTestId('document-read-only').textContent).toBe(
      "This document is shared with every client, so only the platform's administrators can change it.",
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await screen.findByLabelText('Add users')).toBeTruthy();
  });

  it('shows no read-only notice to a viewer who may edit', async () => {
    renderDocument({ viewerReadOnlyReason: null });
    await screen.findByRole('heading', { level: 1, name: 'Brandrutiner' });
    expect(screen.queryByTestId('document-read-only')).toBeNull();
  });
});
