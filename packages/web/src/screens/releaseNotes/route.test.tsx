import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteHarness } from '../../test/routeKit';

describe('release note routes', () => {
  const { operations, renderAt } = useRouteHarness(() => [import('./ReleaseNotesScreen')]);

  it('preloads the list as its URL says (search, sort)', async () => {
    renderAt('/release-notes?q=console&sort=NAME.asc');
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('ReleaseNotesScreenQuery'));
    expect(operations().find(([name]) => name === 'ReleaseNotesScreenQuery')![1]).toMatchObject({
      first: 50,
      search: 'console',
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
  });

  it('sends an unknown sub-path back to the list, newest first', async () => {
    const router = renderAt('/release-notes/old/path');
    await waitFor(() => expect(router.state.location.pathname).toBe('/release-notes'));
    await waitFor(() => expect(operations().map(([name]) => name)).toContain('ReleaseNotesScreenQuery'));
    expect(operations().find(([name]) => name === 'ReleaseNotesScreenQuery')![1]).toMatchObject({
      search: null,
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });
});
