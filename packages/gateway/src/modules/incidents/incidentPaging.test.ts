import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';

const PAGE = /* GraphQL */ `
  query ($first: Int, $after: String, $last: Int, $before: String) {
    incidents(first: $first, after: $after, last: $last, before: $before) {
      edges {
        cursor
        node {
          id
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

interface Page {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
}

const idsOf = (page: Page) => page.edges.map((edge) => edge.node.id);

describe('incidents connection both ways', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  async function page(variables: Record<string, unknown>): Promise<Page> {
    const answer = await suite.stack.gateway.graphql(PAGE, variables, { accessToken: suite.accessToken });
    expect(answer.errors).toBeUndefined();
    return answer.data.incidents;
  }

  it('pages older, then newer back to the same first page', async () => {
    const all = idsOf(await page({ first: 15 }));
    const first = await page({ first: 5 });
    expect(first.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const second = await page({ first: 5, after: first.pageInfo.endCursor });
    expect(idsOf(second)).toEqual(all.slice(5, 10));
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    suite.stack.proxy.reset();
    const back = await page({ last: 5, before: second.pageInfo.startCursor });
    expect(suite.stack.proxy.calls).toEqual([
      expect.stringMatching(/^GET \/backoffice\/incidents\/list\?limit=5&before=[\w-]+$/),
    ]);
    expect(idsOf(back)).toEqual(idsOf(first));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    // and older again from there
    expect(idsOf(await page({ first: 5, after: back.pageInfo.endCursor }))).toEqual(all.slice(5, 10));
  });

  it('pages both ways from any edge, not only the page ends', async () => {
    const all = idsOf(await page({ first: 15 }));
    const second = await page({ first: 5, after: (await page({ first: 5 })).pageInfo.endCursor });

    // newer than the third row of the second page: the two rows above it
    expect(idsOf(await page({ last: 2, before: second.edges[2].cursor }))).toEqual(all.slice(5, 7));
    // more than the page holds above it: the rest come from the page before
    expect(idsOf(await page({ last: 4, before: second.edges[2].cursor }))).toEqual(all.slice(3, 7));
    const top = await page({ first: 5 });
    expect(idsOf(await page({ last: 3, before: top.edges[3].cursor }))).toEqual(all.slice(0, 3));
    expect(idsOf(await page({ last: 3, before: top.edges[0].cursor }))).toEqual([]);

    const newer = await page({ last: 4, before: second.edges[4].cursor });
    expect(idsOf(newer)).toEqual(all.slice(5, 9));
    // older than a row of a newer page
    expect(idsOf(await page({ first: 3, after: newer.edges[1].cursor }))).toEqual(all.slice(7, 10));
    expect(idsOf(await page({ first: 3, after: newer.edges[0].cursor }))).toEqual(all.slice(6, 9));
  });

  it('reads the first 20 when neither first nor last is given, and refuses mixed directions', async () => {
    const plain = await page({});
    expect(plain.edges).toHaveLength(20);
    expect(suite.stack.proxy.calls.at(-1)).toBe('GET /backoffice/incidents/list?limit=20');

    const mixed = await suite.stack.gateway.graphql(
      PAGE,
      { first: 2, before: plain.pageInfo.startCursor },
      { accessToken: suite.accessToken },
    );
    expect(mixed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const both = await suite.stack.gateway.graphql(PAGE, { first: 2, last: 2 }, { accessToken: suite.accessToken });
    expect(both.errors?.[0].message).toBe('Give first or last, not both.');
    const old = await suite.stack.gateway.graphql(
      PAGE,
      { last: 2, before: Buffer.from('["x",1]').toString('base64url') },
      { accessToken: suite.accessToken },
    );
    expect(old.errors?.[0].extensions?.errorCode).toBe('INVALID_CURSOR');
  });
});
