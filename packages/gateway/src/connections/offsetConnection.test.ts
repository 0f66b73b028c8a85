import { describe, expect, it } from 'vitest';
import { offsetListPath, offsetPage, toConnection } from './offsetConnection.js';
import { decodeOffsetCursor, encodeOffsetCursor } from './offsetCursor.js';

describe('offset connections', () => {
  it('defaults first to 50, caps it at 200 and starts after the cursor position', () => {
    expect(offsetPage({})).toEqual({ limit: 50, offset: 0 });
    expect(offsetPage({ first: 1000 })).toEqual({ limit: 200, offset: 0 });
    expect(offsetPage({ first: 10, after: encodeOffsetCursor(9) })).toEqual({ limit: 10, offset: 10 });
  });

  it('refuses malformed cursors and negative sizes', () => {
    expect(() => offsetPage({ after: 'garbage' })).toThrow(/cursor/);
    expect(() => offsetPage({ first: -1 })).toThrow(/negative/);
    expect(decodeOffsetCursor(Buffer.from('offset:-1').toString('base64url'))).toBeNull();
  });

  it('builds the list path with sort, order and search, leaving out what is not given', () => {
    expect(offsetListPath('/backoffice/clients', { first: 10 }, { sort: 'name', order: 'asc', search: ' acme ' })).toBe(
      '/backoffice/clients?limit=10&offset=0&sort=name&order=asc&q=acme',
    );
    expect(offsetListPath('/backoffice/clients', { first: 0 }, { search: '  ' })).toBe(
      '/backoffice/clients?limit=1&offset=0',
    );
  });

  it('gives every edge a cursor of its position and pageInfo from the total', () => {
    const page = toConnection(
      { items: ['c', 'd'], total: 5 },
      { first: 2, after: encodeOffsetCursor(1) },
      (item) => item,
    );
    expect(page.edges.map((edge) => [decodeOffsetCursor(edge.cursor), edge.node])).toEqual([
      [2, 'c'],
      [3, 'd'],
    ]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(page.totalCount).toBe(5);
    expect(toConnection({ items: ['a'], total: 1 }, { first: 0 }, (item) => item).edges).toEqual([]);
  });
});
