import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';

const PAGE = /* GraphQL */ `
  query ($first: Int, $after: String) {
    incidents(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          status
          kind
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;

describe('incidents connection', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  const page = (first: number, after?: string) =>
    suite.stack.gateway.graphql(PAGE, { first, after }, { accessToken: suite.accessToken });

  it('pages forward over the platform cursors without gaps or repeats', async () => {
    const all = await page(6);
    expect(all.errors).toBeUndefined();
    const ids = all.data.incidents.edges.map((edge: { node: { id: string } }) => edge.node.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);

    const first = await page(2);
    expect(first.data.incidents.pageInfo.hasNextPage).toBe(true);
    suite.stack.proxy.reset();
    const second = await page(2, first.data.incidents.pageInfo.endCursor);

    expect(suite.stack.proxy.calls).toEqual([
      expect.stringMatching(/^GET \/backoffice\/incidents\/list\?limit=2&after=.+/),
    ]);
    expect(second.data.incidents.pageInfo.hasPreviousPage).toBe(true);
    expect(second.data.incidents.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(ids.slice(2, 4));
  });

  it('continues after any edge cursor, not only the end cursor', async () => {
    const all = await page(4);
    const ids = all.data.incidents.edges.map((edge: { node: { id: string } }) => edge.node.id);

    const afterFirstEdge = await page(2, all.data.incidents.edges[0].cursor);

    expect(afterFirstEdge.data.incidents.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
      ids.slice(1, 3),
    );
  });

  it('caps first at 100 and refuses a malformed cursor', async () => {
    // ids only: the full page at first: 500 is over the operation cost limit and never reaches the platform
    const capped = await suite.stack.gateway.graphql(
      'query ($first: Int) { incidents(first: $first) { edges { node { id } } } }',
      { first: 500 },
      { accessToken: suite.accessToken },
    );
    expect(capped.errors).toBeUndefined();
    expect(capped.data.incidents.edges.length).toBeLessThanOrEqual(100);
    expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/incidents/list?limit=100']);

    const bad = await page(2, 'garbage');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('maps platform statuses to the schema enum', async () => {
    const answer = await page(50);
    for (const edge of answer.data.incidents.edges) {
      expect(['UNCONFIRMED', 'ONGOING', 'CONFIRMED', 'FINALIZED']).toContain(edge.node.status);
    }
  });
});
