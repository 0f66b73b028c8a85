import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { SystemScreenQuery } from './__generated__/SystemScreenQuery.graphql';
import type { Language } from '../../i18n/language';
import { toGlobalId } from '../../router/globalId';
import { actionLogVariables, dayBoundary } from './actionLogVariables';
import { SystemScreen, systemScreenQuery } from './SystemScreen';

const ADA = 'VXNlcjox';
const BOB = 'VXNlcjo3';

const named = (key: string | null, type: Parameters<typeof toGlobalId>[0], id: string | number, name: string) => ({
  key,
  logId: String(id),
  name,
  nodeId: toGlobalId(type, id),
  releaseNote: false,
  section: null,
});
const hidden = (key: string | null, id: number) => ({
  key,
  logId: String(id),
  name: null,
  nodeId: null,
  releaseNote: false,
  section: null,
});

const ENTRIES = [
  {
    id: 'log-2',
    entityType: 'user',
    entityId: BOB,
    action: 'update',
    createdAt: '2026-11-20T10:15:00.000Z',
    actor: { id: ADA, displayName: 'Ada Admin' },
    entity: named(null, 'User', 7, 'Bob Builder'),
    changes: [
      { field: 'firstName', before: '"Bob"', after: '"Robert"', references: [] },
      { field: 'phoneNumber', before: null, after: '"+46701234567"', references: [] },
    ],
  },
  {
    id: 'log-1',
    entityType: 'network',
    entityId: 'TmV0d29yazoxMg==',
    action: 'addMembers',
    createdAt: '2026-11-19T08:00:00.000Z',
    actor: null,
    entity: named(null, 'Network', 12, 'Skolor'),
    changes: [],
  },
  {
    id: 'log-0',
    entityType: 'systemNotification',
    entityId: '0',
    action: 'sendReminder',
    createdAt: '2026-11-18T08:00:00.000Z',
    actor: null,
    entity: null,
    changes: [],
  },
];

/** A reminder sent with a release note to two users, one of them since deleted or another tenant's. */
const REMINDER = {
  ...ENTRIES[2]!,
  changes: [
    {
      field: 'docId',
      before: null,
      after: '21',
      references: [{ ...named('docId', 'Document', 21, 'Release 3.2'), releaseNote: true }],
    },
    {
      field: 'userIds',
      before: null,
      after: '[232,233]',
      references: [named('userIds', 'User', 232, 'Anna Svensson'), hidden('userIds', 233)],
    },
  ],
};

/** A client's admin flag, its policy's SOS networks and a field no catalog names yet. */
const CLIENT_CHANGE = {
  ...ENTRIES[0]!,
  id: 'log-3',
  entityType: 'client',
  entityId: toGlobalId('Client', 2),
  action: 'setUserAdmin',
  entity: named(null, 'Client', 2, 'Skåne Vakt'),
  changes: [
    {
      field: 'member',
      before: '{"userId":232,"isAdmin":false}',
      after: '{"userId":232,"isAdmin":true}',
      references: [named('userId', 'User', 232, 'Anna Svensson')],
    },
    {
      field: 'sosSelectedNetworks',
      before: '[]',
      after: '[12]',
      references: [named('sosSelectedNetworks', 'Network', 12, 'Skolor')],
    },
    {
      field: 'deviceIds',
      before: null,
      after: '[40]',
      references: [{ ...named('deviceIds', 'Device', 40, 'Hall hub'), nodeId: toGlobalId('FlicHub', 'HUB-40') }],
    },
    { field: 'brandNewSetting', before: 'false', after: 'true', references: [] },
  ],
};

const LONG_ANSWER = `<p>Hold the <b>SOS</b> button &amp; wait</p><script>window.injected = true</script><p>${'Then wait for the call. '.repeat(12)}</p>`;

/** A FAQ answer stored whole, HTML and all. */
const FAQ_CHANGE = {
  ...ENTRIES[0]!,
  id: 'log-4',
  entityType: 'faqQuestion',
  entityId: '5',
  action: 'update',
  entity: null,
  changes: [{ field: 'answer', before: '"<p>Old</p>"', after: JSON.stringify(LONG_ANSWER), references: [] }],
};

const changeTexts = (row: HTMLElement) =>
  within(row)
    .getAllByTestId('action-change')
    .map((item) => item.textContent);

function renderSystem(search = '?tab=actions', entries: readonly object[] = ENTRIES, language?: Language) {
  const environment = createMockEnvironment();
  const params = new URLSearchParams(search);
  const queryRef = loadQuery<SystemScreenQuery>(
    environment,
    systemScreenQuery,
    actionLogVariables(Object.fromEntries(params)),
  );
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      ActionLogConnection: () => ({
        totalCount: entries.length,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: entries.map((node) => ({ cursor: (node as { id: string }).id, node })),
      }),
      Node: () => ({ __typename: 'User', id: BOB }),
      // the filtered entity's name (nodes(ids:)); the rows' actors come with the entries above
      User: (context) =>
        (context as { path?: readonly string[] }).path?.[0] === 'filterEntity'
          ? { id: BOB, displayName: 'Bob Builder' }
          : undefined,
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <SystemScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: `/system${search}`, language },
  );
}

describe('SystemScreen: the actions log', () => {
  it('lists who changed what and when, with each field before and after, and links users', async () => {
    renderSystem();
    const table = await screen.findByRole('table', { name: 'Actions log' });
    expect(screen.getByRole('tab', { name: 'Actions log' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/users/1');
    expect(within(first).getByText('User')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Bob Builder' }).getAttribute('href')).toBe('/users/7');
    expect(within(first).getByText('Changed')).toBeTruthy();
    expect(changeTexts(first)).toEqual(['First name: Bob → Robert', 'Phone number: — → +46701234567']);
    // an entity with a page links to it by name; one without (a system notification) is named only
    expect(within(rows[1]!).getByRole('link', { name: 'Skolor' }).getAttribute('href')).toBe('/networks/12');
    expect(within(rows[1]!).getByText('Members added')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('System notification')).toBeTruthy();
    expect(within(rows[2]!).getByText('Reminder sent')).toBeTruthy();
    expect(document.title).toContain('Messages');
  });

  it('sv: fields by their Swedish labels, ids as names linking to their pages, a hidden id as its number', async () => {
    renderSystem('?tab=actions', [REMINDER], 'sv');
    const table = await screen.findByRole('table', { name: 'Ändringslogg' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Systemmeddelande')).toBeTruthy();
    expect(within(row).getByText('Påminnelse skickad')).toBeTruthy();
    expect(changeTexts(row)).toEqual([
      'Dokument: — → Release 3.2',
      'Användare: — → Anna Svensson, #233 (borttagen eller inte synlig)',
    ]);
    // a release note opens under /release-notes, a user at its profile; the hidden one links nowhere
    expect(within(row).getByRole('link', { name: 'Release 3.2' }).getAttribute('href')).toBe('/release-notes/21');
    expect(within(row).getByRole('link', { name: 'Anna Svensson' }).getAttribute('href')).toBe('/users/232');
    expect(within(row).getAllByRole('link')).toHaveLength(2);
    expect(row.textContent).not.toMatch(/docId|userIds|232/);
  });

  it('es: nested ids, policy fields by category, devices by their own page, an unknown field as words', async () => {
    renderSystem('?tab=actions', [CLIENT_CHANGE, REMINDER], 'es');
    const table = await screen.findByRole('table', { name: 'Registro de acciones' });
    const [, row, reminder] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Skåne Vakt' }).getAttribute('href')).toBe('/clients/2');
    expect(changeTexts(row!)).toEqual([
      'Miembro: Usuario: Anna Svensson; Administrador: No → Usuario: Anna Svensson; Administrador: Sí',
      'Emergencia SOS – Redes seleccionadas: — → Skolor',
      'Dispositivos: — → Hall hub',
      'Brand new setting: No → Sí',
    ]);
    expect(within(row!).getAllByRole('link', { name: 'Anna Svensson' })[0]!.getAttribute('href')).toBe('/users/232');
    expect(within(row!).getByRole('link', { name: 'Hall hub' }).getAttribute('href')).toBe('/flic-hubs/HUB-40');
    expect(within(row!).getByRole('link', { name: 'Skolor' }).getAttribute('href')).toBe('/networks/12');
    expect(changeTexts(reminder!)).toEqual([
      'Documento: — → Release 3.2',
      'Usuarios: — → Anna Svensson, #233 (eliminado o no visible)',
    ]);
  });

  it('a whole HTML answer shows as a short text excerpt that opens on request, never as markup', async () => {
    renderSystem('?tab=actions', [FAQ_CHANGE]);
    const table = await screen.findByRole('table', { name: 'Actions log' });
    const change = within(table).getByTestId('action-change');
    expect(change.querySelector('b, p, script')).toBeNull();
    expect((window as { injected?: boolean }).injected).toBeUndefined();
    const text = change.textContent!;
    expect(text.startsWith('Answer: Old → Hold the SOS button & wait Then wait for the call.')).toBe(true);
    expect(text).toContain('…');
    expect(text.length).toBeLessThan(220);
    act(() => fireEvent.click(within(change).getByRole('button', { name: 'Show all' })));
    expect(change.textContent).toContain(`${'Then wait for the call. '.repeat(12).trim()}`);
    expect(within(change).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('the Changes link of a profile filters to that entity, named, with a way back to all changes', async () => {
    const { router, environment } = renderSystem(`?tab=actions&entity=${BOB}`);
    const banner = await screen.findByTestId('action-log-entity');
    expect(banner.textContent).toContain('Showing the changes to Bob Builder');
    act(() => fireEvent.click(within(banner).getByRole('button', { name: 'Show all changes' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('entity')).toBeNull());
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        entity: null,
        entityIds: [],
      }),
    );
  });

  it('filters by type and dates are kept in the URL and sent as the filter', async () => {
    const { router, environment } = renderSystem();
    await screen.findByRole('table', { name: 'Actions log' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'client' } }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('client'));
    act(() => fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01'));
    expect(router.state.location.search).toContain('tab=actions');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        type: 'client',
        from: new Date(2026, 10, 1).toISOString(),
      }),
    );
  });

  it('an empty log explains itself; an empty filtered log says the filters are why', async () => {
    renderSystem('?tab=actions', []);
    expect((await screen.findByTestId('action-log-empty')).textContent).toContain('No changes recorded yet');
  });

  it('an empty filtered log says the filters are why', async () => {
    renderSystem('?tab=actions&type=client', []);
    expect((await screen.findByTestId('action-log-empty')).textContent).toContain('No changes match these filters');
  });
});

describe('action log variables', () => {
  it('turns URL days into the instants of a whole local day and ids into lists', () => {
    const variables = actionLogVariables({ first: 25, from: '2026-11-01', to: '2026-11-02', user: ADA });
    expect(variables).toMatchObject({
      first: 25,
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 2, 23, 59, 59, 999).toISOString(),
      user: ADA,
      userIds: [ADA],
      entityIds: [],
    });
  });

  it('ignores days that are not days', () => {
    expect(dayBoundary('2026-02-31')).toBeNull();
    expect(dayBoundary('yesterday')).toBeNull();
    expect(dayBoundary(null)).toBeNull();
  });
});
