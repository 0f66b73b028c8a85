import { describe, expect, it } from 'vitest';
import { readTableState, tableVariablesFromUrl, writeTableState, type TableDefaults } from './tableUrlState';

const defaults: TableDefaults = {
  defaultOrder: { field: 'CREATED_AT', direction: 'DESC' },
  pageSize: 50,
  filters: { status: null },
};

describe('a list state in the URL', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const state = {
      search: 'solna',
      orderBy: { field: 'NAME', direction: 'ASC' as const },
      first: 25,
      after: 'c-25',
      pageIndex: 1,
      filters: { status: 'ACTIVE' },
    };
    const params = writeTableState(new URLSearchParams('tab=users'), '', state, defaults);
    expect(params.toString()).toBe('tab=users&q=solna&sort=NAME.asc&size=25&page=2&after=c-25&status=ACTIVE');
    expect(readTableState(params, '', defaults)).toEqual(state);
    expect(writeTableState(params, '', readTableState(new URLSearchParams(), '', defaults), defaults).toString()).toBe(
      'tab=users',
    );
  });

  it('keeps two tables on one page apart by prefix', () => {
    const users = writeTableState(
      new URLSearchParams('tab=users'),
      'users',
      { ...readTableState(new URLSearchParams(), 'users', defaults), search: 'ada' },
      defaults,
    );
    const both = writeTableState(
      users,
      'networks',
      { ...readTableState(users, 'networks', defaults), search: 'lan' },
      defaults,
    );
    expect(both.toString()).toBe('tab=users&users.q=ada&networks.q=lan');
    expect(readTableState(both, 'users', defaults).search).toBe('ada');
    expect(readTableState(both, 'networks', defaults).search).toBe('lan');
    expect(readTableState(both, '', defaults).search).toBeNull();
  });

  it('falls back to the defaults for values a hand-edited URL gets wrong', () => {
    const state = readTableState(new URLSearchParams('sort=name;drop&size=7&page=3&q=%20%20'), '', defaults);
    expect(state).toEqual({
      search: null,
      orderBy: defaults.defaultOrder,
      first: 50,
      after: null,
      pageIndex: 0,
      filters: { status: null },
    });
    // a table without orderBy ignores a sort
    expect(
      readTableState(new URLSearchParams('sort=NAME.asc'), '', { ...defaults, defaultOrder: null }).orderBy,
    ).toBeNull();
  });

  it('gives a route loader the variables the URL asks for', () => {
    const request = new Request('http://console.test/clients?sort=USER_COUNT.desc&q=nacka&size=10');
    expect(tableVariablesFromUrl(request, { defaultOrder: defaults.defaultOrder })).toEqual({
      first: 10,
      after: null,
      search: 'nacka',
      orderBy: { field: 'USER_COUNT', direction: 'DESC' },
    });
  });
});
