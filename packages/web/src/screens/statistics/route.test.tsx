import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteHarness } from '../../test/routeKit';
import { presetPeriod } from './period';

describe('statistics routes', () => {
  const { operations, renderAt } = useRouteHarness(() => [import('./StatisticsScreen'), import('./AnalysisScreen')]);

  it('preloads one query per page with the filters of the URL, or the page defaults', async () => {
    const router = renderAt('/statistics?from=2025-01-01&to=2025-12-31&interval=WEEK&clients=c1,c2');
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
