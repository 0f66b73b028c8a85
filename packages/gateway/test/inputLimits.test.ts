import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost } from '../src/graphql/operationCost.js';
import { createSchema } from '../src/graphql/schema.js';
import { toGlobalId } from '../src/ids.js';
import { PERSISTED_DOCUMENTS } from './support/persisted.js';
import { useStack } from './support/stack.js';

/** What the console accepts: with it, refused documents answer 400 (legacy application/json gets 200). */
const RESPONSE_JSON = { accept: 'application/graphql-response+json, application/json' };
const clientIds = (count: number) => Array.from({ length: count }, (_, i) => toGlobalId('Client', (i % 8) + 1));
const userIds = (count: number) => Array.from({ length: count }, (_, i) => toGlobalId('User', i + 1));

/** A client with a page of 100 of its users under it: about 400 per node. */
const HEAVY_NODES = `query ($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on Client { users(first: 100) { edges { node { user { id } } } } } }
}`;

describe('operation cost: list arguments by their length', () => {
  const schema = createSchema();
  const costOf = (document: string, variables: Record<string, unknown> = {}) =>
    operationCost(schema, parse(document), undefined, variables);

  it('nodes(ids:) costs its selection once per id, literal or variable', () => {
    const literal = (count: number) => `{ nodes(ids: [${clientIds(count).map((id) => `"${id}"`)}]) { id } }`;
    expect(costOf(literal(1))).toBe(2);
    expect(costOf(literal(100))).toBe(101);
    expect(costOf(HEAVY_NODES, { ids: clientIds(1) })).toBeGreaterThan(400);
    expect(costOf(HEAVY_NODES, { ids: clientIds(100) })).toBe(100 * costOf(HEAVY_NODES, { ids: clientIds(1) }) - 99);
  });

  it('any other list argument, or list field of an input object, adds its length', () => {
    const statistics =
      'query ($ids: [ID!]) { incidentStatistics(from: "2026-01-01", to: "2026-02-01", clientIds: $ids) { series { count } } }';
    expect(costOf(statistics, { ids: clientIds(60) }) - costOf(statistics, { ids: null })).toBe(60);
    const added = 'mutation ($ids: [ID!]!) { addUsersToClient(id: "x", userIds: $ids) { client { id } } }';
    expect(costOf(added, { ids: userIds(90) }) - costOf(added, { ids: [] })).toBe(90);
    const summary = `mutation ($codes: [String!]) {
      exportIncidentSummary(
        input: { startDate: "2026-01-01", endDate: "2026-02-01", alertTypes: [SUMMON, DEVICE_ALERT], siaCodes: $codes, format: PDF }
      ) { errors { code } }
    }`;
    // siaCodes has a cap of its own (200, the platform's), so only alertTypes (2) counts
    expect(costOf(summary, { codes: ['BA', 'FA', 'PA'] }) - costOf(summary, { codes: [] })).toBe(0);
  });
});

describe('input limits (every caller, before any upstream call)', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  const ask = (document: string, variables: Record<string, unknown> = {}) =>
    suite.stack.gateway.graphql(document, variables, { accessToken: suite.accessToken, headers: RESPONSE_JSON });

  it('refuses nodes(ids:) with 101 ids as LIST_LIMIT_EXCEEDED, with zero platform calls', async () => {
    const answer = await ask('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: clientIds(101) });

    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      {
        message: 'nodes: ids has 101 items; at most 100 are allowed in one request.',
        extensions: {
          code: 'LIST_LIMIT_EXCEEDED',
          field: 'nodes',
          argument: 'ids',
          coordinate: 'Query.nodes(ids:)',
          items: 101,
          maxItems: 100,
        },
      },
    ]);
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('runs 100 ids of a cheap selection, and refuses 100 of a selection whose cost × 100 is over 5000', async () => {
    const cheap = await ask('query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Client { name } } }', {
      ids: clientIds(100),
    });
    expect(cheap.errors).toBeUndefined();
    expect(cheap.data.nodes).toHaveLength(100);
    expect(cheap.data.nodes[0]).toEqual({ id: toGlobalId('Client', 1), name: expect.any(String) });
    expect(suite.stack.proxy.calls.length).toBeGreaterThan(0);

    suite.stack.proxy.reset();
    const heavy = await ask(HEAVY_NODES, { ids: clientIds(100) });
    expect(heavy.status).toBe(400);
    expect(heavy.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'COST_LIMIT_EXCEEDED', maxCost: 5000 }),
      }),
    ]);
    expect(heavy.errors?.[0].extensions?.cost).toBeGreaterThan(40_000);
    expect(suite.stack.proxy.calls).toEqual([]);

    const few = await ask(HEAVY_NODES, { ids: clientIds(2) });
    expect(few.errors).toBeUndefined();
  });

  it('counts a variable list by its length: the same document passes with 10 ids and is refused with 20', async () => {
    const document = `query ($ids: [ID!]!) {
      nodes(ids: $ids) { id ... on Client { users(first: 60) { edges { node { user { id displayName } } } } } }
    }`;
    const ten = await ask(document, { ids: clientIds(10) });
    expect(ten.errors).toBeUndefined();

    suite.stack.proxy.reset();
    const twenty = await ask(document, { ids: clientIds(20) });
    expect(twenty.errors?.map((error) => error.extensions?.code)).toEqual(['COST_LIMIT_EXCEEDED']);
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('refuses any other ID list over 100 too, literal or variable, nested in an input object', async () => {
    const added = await ask(
      'mutation ($ids: [ID!]!) { addUsersToClient(id: "Q2xpZW50OjE", userIds: $ids) { client { id } } }',
      {
        ids: userIds(101),
      },
    );
    expect(added.errors?.[0].extensions).toMatchObject({
      code: 'LIST_LIMIT_EXCEEDED',
      argument: 'userIds',
      maxItems: 100,
    });

    const nested = await ask(
      'mutation ($input: NetworkSettingsInput!) { updateNetworkSettings(id: "TmV0d29yazox", input: $input) { network { id } } }',
      { input: { notifySelectedUsersOutsideOfRange: userIds(1001) } },
    );
    expect(nested.errors?.[0].extensions).toMatchObject({
      code: 'LIST_LIMIT_EXCEEDED',
      argument: 'input.notifySelectedUsersOutsideOfRange',
      coordinate: 'NetworkSettingsInput.notifySelectedUsersOutsideOfRange',
      items: 1001,
      maxItems: 1000,
    });
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('refuses a 200,000-character search naming the argument, with zero platform calls', async () => {
    const answer = await ask('query ($q: String) { searchClients(query: $q) { id } }', { q: 'a'.repeat(200_000) });

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'searchClients: query has 200000 characters; at most 200 are allowed.',
        extensions: {
          code: 'BAD_USER_INPUT',
          errorCode: 'STRING_TOO_LONG',
          field: 'searchClients',
          argument: 'query',
          coordinate: 'Query.searchClients(query:)',
          length: 200_000,
          maxLength: 200,
        },
      },
    ]);
    expect(suite.stack.proxy.calls).toEqual([]);

    // a literal too, and any text field of an input object (the general bound: 10,000)
    const literal = await ask(`{ users(search: "${'b'.repeat(201)}") { totalCount } }`);
    expect(literal.errors?.[0].extensions).toMatchObject({ errorCode: 'STRING_TOO_LONG', argument: 'search' });
    const description = await ask(
      'mutation ($input: NetworkInput!) { updateNetwork(id: "TmV0d29yazox", input: $input) { network { id } } }',
      { input: { name: 'N', address: 'A', description: 'c'.repeat(10_001) } },
    );
    expect(description.errors?.[0].extensions).toMatchObject({
      errorCode: 'STRING_TOO_LONG',
      argument: 'input.description',
      maxLength: 10_000,
    });
    expect(suite.stack.proxy.calls).toEqual([]);

    // 200 characters are a search like any other
    const bound = await ask('query ($q: String) { searchClients(query: $q) { id } }', { q: 'ö'.repeat(200) });
    expect(bound.errors).toBeUndefined();
  });

  it("passes the console's persisted operations with every ID list variable at 100 ids and pages of 100", async () => {
    let filled = 0;
    for (const [documentId, text] of Object.entries(PERSISTED_DOCUMENTS)) {
      const ids = [...text.matchAll(/\$(\w+): \[ID!\]/g)].map((match) => [match[1], clientIds(100)]);
      const pages = [...text.matchAll(/\$(first|last|limit)\b/g)].map((match) => [match[1], 100]);
      if (ids.length === 0 || text.trimStart().startsWith('subscription')) continue;
      filled += 1;
      const response = await fetch(`${suite.stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-yoga-csrf': '1',
          authorization: `Bearer ${suite.accessToken}`,
        },
        body: JSON.stringify({ documentId, variables: Object.fromEntries([...ids, ...pages]) }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      const limited = (body.errors ?? [])
        .map((error) => error.extensions?.code)
        .filter((code) => code === 'LIST_LIMIT_EXCEEDED' || code === 'COST_LIMIT_EXCEEDED');
      expect({ operation: text.split('(')[0].trim(), limited }).toEqual({ operation: expect.any(String), limited: [] });
    }
    expect(filled).toBeGreaterThan(5);
  });

  it('lets bulk operations through at the platform caps: 1000 rows to check, a reminder to 10,000 users', async () => {
    const check = await ask(
      `query ($clientId: ID!, $emails: [String!]!, $usernames: [String!]!, $networkNames: [String!]!) {
        userImportCheck(clientId: $clientId, emails: $emails, usernames: $usernames, networkNames: $networkNames) {
          existingUsers { email }
        }
      }`,
      {
        clientId: toGlobalId('Client', 2),
        emails: Array.from({ length: 1000 }, (_, i) => `bulk-${i}@example.com`),
        usernames: Array.from({ length: 1000 }, (_, i) => `bulk${i}`),
        networkNames: Array.from({ length: 1000 }, (_, i) => `Network ${i}`),
      },
    );
    expect(check.errors).toBeUndefined();
    expect(check.data.userImportCheck.existingUsers).toEqual([]);

    // `action` left out: coercion refuses the input after the limits let its 10,000 ids through
    const reminder = await ask('mutation ($input: ReminderInput!) { sendReminder(input: $input) { users } }', {
      input: { receivers: { userIds: userIds(10_000), clientIds: clientIds(1000) } },
    });
    expect(reminder.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('"action"') })]);
    expect(reminder.errors?.[0].extensions?.code).not.toBe('LIST_LIMIT_EXCEEDED');
    const tooMany = await ask('mutation ($input: ReminderInput!) { sendReminder(input: $input) { users } }', {
      input: { action: 'TEST_ALARM', receivers: { userIds: userIds(10_001) } },
    });
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'LIST_LIMIT_EXCEEDED', maxItems: 10_000 });
  });

  it("passes a platform 4xx to the caller as a clear error with the platform's words, never 'Unexpected error'", async () => {
    suite.stack.proxy.failPath('/backoffice/clients/search', {
      status: 400,
      body: {
        error: 'Bad Request',
        errorCode: 'HEADERS_TOO_LARGE',
        errorMessage: "The request's address and headers are longer than 16 KB.",
      },
    });
    const refused = await ask('{ searchClients(query: "x") { id } }');
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: "The request's address and headers are longer than 16 KB.",
        extensions: { code: 'BAD_USER_INPUT', errorCode: 'HEADERS_TOO_LARGE' },
      }),
    ]);

    // a 4xx the gateway has no code for, in Fastify's own shape (message, not errorMessage)
    suite.stack.proxy.failPath('/backoffice/clients/search', {
      status: 431,
      body: {
        error: 'Request Header Fields Too Large',
        message: 'Exceeded maximum allowed HTTP header size',
        statusCode: 431,
      },
    });
    const bare = await ask('{ searchClients(query: "x") { id } }');
    expect(bare.errors).toEqual([
      expect.objectContaining({
        message: 'Exceeded maximum allowed HTTP header size',
        extensions: { code: 'BAD_REQUEST', errorCode: 'BAD_REQUEST' },
      }),
    ]);
  });
});
