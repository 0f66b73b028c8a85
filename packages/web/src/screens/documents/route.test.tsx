import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteHarness } from '../../test/routeKit';

describe('document routes', () => {
  const { operations, names, renderAt } = useRouteHarness(() => [
    import('./DocumentsScreen'),
    import('./NewDocumentScreen'),
    import('./DocumentScreen'),
  ]);

  it('preloads one query per documents page, release-note form and page included', async () => {
    const router = renderAt('/documents?type=PUBLIC');
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
