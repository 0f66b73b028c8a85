import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connection } from '../../test/tabKit';
import { renderWithProviders } from '../../test/render';
import { readSystemState, updateSystemState } from '../system/systemState';
import type { ReleaseNotesScreenQuery } from './__generated__/ReleaseNotesScreenQuery.graphql';
import { ReleaseNotesScreen, releaseNotesScreenQuery } from './ReleaseNotesScreen';

const NOTES = [
  {
    id: 'note-3',
    name: 'Console 2.4',
    extension: 'pdf',
    type: 'PUBLIC',
    description: 'Documents and the help center',
    createdAt: '2026-11-20T10:15:00.000Z',
    unread: true,
    ready: true,
  },
  {
    id: 'note-2',
    name: 'App 5.1',
    extension: 'docx',
    type: 'PRIVATE',
    description: 'Battery warnings',
    createdAt: '2026-10-02T08:00:00.000Z',
    unread: false,
    ready: true,
  },
  {
    id: 'note-1',
    name: 'Draft notes',
    extension: 'pdf',
    type: 'PRIVATE',
    description: null,
    createdAt: '2026-09-01T08:00:00.000Z',
    unread: false,
    ready: false,
  },
];

function renderList({ roles = ['ADMIN'], unread = 2 } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ReleaseNotesScreenQuery>(environment, releaseNotesScreenQuery, {
    first: 50,
    after: null,
    orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    search: null,
  });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'VXNlcjox', roles }),
      Query: () => ({ unreadReleaseNoteCount: unread }),
      DocumentConnection: () => connection(NOTES),
    }),
  );
  const screenElement = (
    <Suspense fallback="loading">
      <ReleaseNotesScreen queryRef={queryRef} />
    </Suspense>
  );
  // the note's page (W1's) is stood in for by the list itself: the same store, so the counts stay visible
  return renderWithProviders(screenElement, {
    environment,
    path: '/release-notes',
    routes: [
      { path: '/release-notes/:id', element: screenElement },
      { path: '/system', element: <p>system page</p> },
    ],
  });
}

const row = (name: string) => screen.getAllByRole('row').find((tr) => tr.textContent?.includes(name))!;
const unreadText = () => screen.getByTestId('release-notes-unread').textContent;

describe('ReleaseNotesScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('lists the notes newest first with a red New badge on unread ones, and an Add button for admins', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Release notes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Console 2.4New',
      'App 5.1',
      'Draft notesNo file yet',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Console 2.4New',
      'PDF',
      'Public',
      'Documents and the help center',
      expect.stringMatching(/^2026-11-20 \d\d:15$/),
    ]);
    expect(within(table).getAllByTestId('release-note-new')).toHaveLength(1);
    expect(unreadText()).toBe('2 new release notes');
    expect(screen.getByRole('link', { name: 'Add release note' }).getAttribute('href')).toBe('/release-notes/new');
    expect(within(table).getByRole('button', { name: /Date/ }).closest('th')!.getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('has no Add button for other roles', async () => {
    renderList({ roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('table', { name: 'Release notes' });
    expect(screen.queryByRole('link', { name: 'Add release note' })).toBeNull();
  });

  it('marks an unread note read at once when opened, and takes the server’s count', async () => {
    const { environment, router } = renderList();
    await screen.findByRole('table', { name: 'Release notes' });
    act(() => fireEvent.click(row('Console 2.4')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/release-notes/note-3'));
    // optimistic: the badge is gone and the count one lower before the server answers
    await screen.findByRole('table', { name: 'Release notes' });
    expect(screen.queryByTestId('release-note-new')).toBeNull();
    expect(unreadText()).toBe('1 new release note');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useMarkReleaseNoteReadMutation');
    expect(operation.request.variables).toEqual({ id: 'note-3' });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          markReleaseNoteRead: {
            document: { id: 'note-3', unread: false },
            unreadReleaseNoteCount: 0,
            errors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(unreadText()).toBe('You have read every release note.'));
  });

  it('puts the badge and the count back when the server refuses', async () => {
    const { environment, router } = renderList();
    await screen.findByRole('table', { name: 'Release notes' });
    act(() => fireEvent.click(row('Console 2.4')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/release-notes/note-3'));
    await screen.findByRole('table', { name: 'Release notes' });
    expect(unreadText()).toBe('1 new release note');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'note-3' });
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(screen.getAllByTestId('release-note-new')).toHaveLength(1));
    expect(unreadText()).toBe('2 new release notes');
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Something went wrong');
  });

  it('opens a read note without calling the server', async () => {
    const { environment, router } = renderList();
    await screen.findByRole('table', { name: 'Release notes' });
    act(() => fireEvent.click(row('App 5.1')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/release-notes/note-2'));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('in select mode (asked by /system) picks one note with radios, preselects the last choice and Send stores it', async () => {
    updateSystemState({ releaseNote: { id: 'note-2', name: 'App 5.1' }, users: [{ id: 'u1', label: 'Ada' }] });
    const { environment, router } = renderList();
    await screen.findByRole('table', { name: 'Release notes' });
    expect(screen.queryByRole('radio')).toBeNull();
    act(() => {
      void router.navigate('/release-notes', {
        state: { selectReleaseNote: true, returnTo: '/system?tab=notifications' },
      });
    });
    const banner = await screen.findByTestId('release-note-select-mode');
    expect((screen.getByRole('radio', { name: 'App 5.1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Draft notes' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Add release note' })).toBeNull();
    expect(sessionStorage.getItem('releaseNotes.selectMode')).toContain('/system?tab=notifications');

    // a row click chooses the note: it neither opens it nor marks it read
    act(() => fireEvent.click(row('Console 2.4')));
    expect((screen.getByRole('radio', { name: 'Console 2.4' }) as HTMLInputElement).checked).toBe(true);
    expect(router.state.location.pathname).toBe('/release-notes');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(banner.textContent).toContain('Chosen: Console 2.4');

    // sorting rewrites the URL without the navigation state: select mode stays
    act(() => fireEvent.click(screen.getByRole('button', { name: /Name/ })));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=NAME.asc'));
    expect(screen.getByTestId('release-note-select-mode')).toBeTruthy();

    act(() =>
      fireEvent.click(within(screen.getByTestId('release-note-select-mode')).getByRole('button', { name: 'Send' })),
    );
    await screen.findByText('system page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/system?tab=notifications');
    const saved = readSystemState();
    expect(saved.releaseNote).toEqual({ id: 'note-3', name: 'Console 2.4' });
    expect(saved.mode).toBe('RELEASE_NOTE');
    // the tab's other choices stay
    expect(saved.users).toEqual([{ id: 'u1', label: 'Ada' }]);
    expect(sessionStorage.getItem('releaseNotes.selectMode')).toBeNull();
  });

  it('shows the plain list when opened afresh (a link without the state), though select mode was left open', async () => {
    sessionStorage.setItem('releaseNotes.selectMode', JSON.stringify({ returnTo: '/system' }));
    const { router } = renderList();
    await screen.findByTestId('release-note-select-mode');
    act(() => {
      void router.navigate('/release-notes');
    });
    await waitFor(() => expect(screen.queryByTestId('release-note-select-mode')).toBeNull());
    expect(screen.queryByRole('radio')).toBeNull();
    expect(sessionStorage.getItem('releaseNotes.selectMode')).toBeNull();
  });

  it('keeps select mode over a reload (session storage) and returns to /system by default', async () => {
    sessionStorage.setItem('releaseNotes.selectMode', JSON.stringify({ returnTo: '//evil.example' }));
    const { router } = renderList();
    const banner = await screen.findByTestId('release-note-select-mode');
    const send = within(banner).getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'App 5.1' })));
    act(() => fireEvent.click(send));
    await screen.findByText('system page');
    expect(router.state.location.pathname).toBe('/system');
    expect(readSystemState().releaseNote).toEqual({ id: 'note-2', name: 'App 5.1' });
  });
});
