import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { SystemScreenQuery } from './__generated__/SystemScreenQuery.graphql';
import { actionLogVariables, dayBoundary, formatChangeValue } from './actionLogVariables';
import { SystemScreen, systemScreenQuery } from './SystemScreen';

const ADA = 'VXNlcjox';
const BOB = 'VXNlcjo3';

const ENTRIES = [
  {
    id: 'log-2',
    entityType: 'user',
    entityId: BOB,
    action: 'update',
    createdAt: '2026-11-20T10:15:00.000Z',
    actor: { id: ADA, displayName: 'Ada Admin' },
    changes: [
      { field: 'firstName', before: '"Bob"', after: '"Robert"' },
      { field: 'phoneNumber', before: null, after: '"+46701234567"' },
    ],
  },
  {
    id: 'log-1',
    entityType: 'network',
    entityId: 'TmV0d29yazoxMg==',
    action: 'addMembers',
    createdAt: '2026-11-19T08:00:00.000Z',
    actor: null,
    changes: [],
  },
  {
    id: 'log-0',
    entityType: 'systemNotification',
    entityId: '0',
    action: 'sendReminder',
    createdAt: '2026-11-18T08:00:00.000Z',
    actor: null,
    changes: [],
  },
];

function renderSystem(search = '?tab=actions', entries = ENTRIES) {
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
        edges: entries.map((node) => ({ cursor: node.id, node })),
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
    { environment, path: `/system${search}` },
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
    expect(within(first).getByRole('link', { name: 'User' }).getAttribute('href')).toBe('/users/7');
    expect(within(first).getByText('Changed')).toBeTruthy();
    const changes = within(first)
      .getAllByTestId('action-change')
      .map((item) => item.textContent);
    expect(changes).toEqual(['firstName Bob → Robert', 'phoneNumber — → +46701234567']);
    // an entity with a page links to it; one without (a system notification) is named only; verbs translated
    expect(within(rows[1]!).getByRole('link', { name: 'Network' }).getAttribute('href')).toBe('/networks/12');
    expect(within(rows[1]!).getByText('Members added')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('System notification')).toBeTruthy();
    expect(within(rows[2]!).getByText('Reminder sent')).toBeTruthy();
    expect(document.title).toContain('Messages');
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

  it('shows change values as a reader expects', () => {
    expect(formatChangeValue('"Robert"')).toBe('Robert');
    expect(formatChangeValue('null')).toBe('—');
    expect(formatChangeValue(null)).toBe('—');
    expect(formatChangeValue('true')).toBe('true');
    expect(formatChangeValue('[1,2]')).toBe('[1,2]');
    expect(formatChangeValue('not json')).toBe('not json');
  });
});
