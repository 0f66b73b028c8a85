import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteHarness } from '../../test/routeKit';

describe('incident routes', () => {
  const { operations, renderAt } = useRouteHarness(() => [import('./IncidentsScreen')]);

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
