import { beforeAll, describe, expect, it } from 'vitest';
import { ensureClients } from '../../../test/support/clientFixtures.js';
import { CLIENT_DETAIL, CLIENT_LIST } from '../../../test/support/clientOperations.js';
import { useStack } from '../../../test/support/stack.js';
import { restIdOf, toGlobalId } from '../../ids.js';

describe('clients: list and detail pages', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  beforeAll(async () => {
    await ensureClients(suite.stack.gateway, suite.accessToken, 60);
  });

  const list = (variables: Record<string, unknown>) =>
    suite.stack.gateway.graphql(CLIENT_LIST, variables, { accessToken: suite.accessToken });

  it.each([10, 50])(
    'costs one REST call for %i rows with counts, organization, viewerCan and displayed',
    async (first) => {
      const answer = await list({ first });

      expect(answer.errors).toBeUndefined();
      expect(answer.data.clients.edges).toHaveLength(first);
      expect(answer.data.clients.totalCount).toBeGreaterThanOrEqual(60);
      expect(suite.stack.proxy.calls).toEqual([`GET /backoffice/clients?limit=${first}&offset=0`]);
      const withOrganization = answer.data.clients.edges.find((edge: any) => edge.node.organization);
      if (withOrganization) expect(withOrganization.node.organization.name).toEqual(expect.any(String));
    },
  );

  it('pages with offset cursors, without gaps or repeats', async () => {
    const whole = await list({ first: 20 });
    const first = await list({ first: 10 });
    suite.stack.proxy.reset();
    const second = await list({ first: 10, after: first.data.clients.pageInfo.endCursor });

    expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/clients?limit=10&offset=10']);
    const ids = (page: any) => page.data.clients.edges.map((edge: any) => edge.node.id);
    expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
    expect(second.data.clients.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const afterThird = await list({ first: 2, after: whole.data.clients.edges[2].cursor });
    expect(ids(afterThird)).toEqual(ids(whole).slice(3, 5));
  });

  it('caps first at 200 and refuses a malformed cursor', async () => {
    // Ids only: the full row at first: 1000 is over the operation cost limit (graphql/limits.ts).
    const capped = await suite.stack.gateway.graphql(
      '{ clients(first: 1000) { edges { node { id } } } }',
      {},
      { accessToken: suite.accessToken },
    );
    expect(capped.errors).toBeUndefined();
    expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/clients?limit=200&offset=0']);

    const bad = await list({ first: 2, after: 'garbage' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('maps ClientOrder and search to sort, order and q', async () => {
    const byName = await list({ first: 5, orderBy: { field: 'NAME', direction: 'ASC' } });
    const byUsers = await list({ first: 5, orderBy: { field: 'USER_COUNT', direction: 'DESC' } });
    const searched = await list({ first: 5, search: 'Fixture client 00' });

    expect(suite.stack.proxy.calls).toEqual([
      'GET /backoffice/clients?limit=5&offset=0&sort=name&order=asc',
      'GET /backoffice/clients?limit=5&offset=0&sort=userCount&order=desc',
      'GET /backoffice/clients?limit=5&offset=0&q=Fixture+client+00',
    ]);
    expect(byName.errors).toBeUndefined();
    const userCounts = byUsers.data.clients.edges.map((edge: any) => edge.node.userCount);
    expect(userCounts).toEqual([...userCounts].sort((a: number, b: number) => b - a));
    expect(searched.data.clients.totalCount).toBe(9);
    for (const edge of searched.data.clients.edges) expect(edge.node.name).toMatch(/^Fixture client 00/);
  });

  it('reads the detail page with each REST call at most once', async () => {
    const id = toGlobalId('Client', 1);
    const answer = await suite.stack.gateway.graphql(CLIENT_DETAIL, { id }, { accessToken: suite.accessToken });

    expect(answer.errors).toBeUndefined();
    const client = answer.data.node;
    expect(client).toMatchObject({ __typename: 'Client', id });
    expect(client.policy.categories).toHaveLength(5);
    expect(client.alertScreen.map((entry: any) => entry.category)).toEqual([
      'SOS_EMERGENCY',
      'PUBLIC_ALERT',
      'NETWORK_ALERT',
      'SAFE_ASSIST',
      'SUMMON',
    ]);
    expect(client.subscriptionSummary).toHaveLength(6);
    expect(client.samlSettings).not.toBeNull();

    const calls = suite.stack.proxy.calls;
    expect(new Set(calls).size).toBe(calls.length);
    const base = '/backoffice/clients/1';
    expect(calls).toEqual(
      expect.arrayContaining([
        `GET ${base}`,
        `GET ${base}/network-summary`,
        `GET ${base}/subscription-summary`,
        `GET ${base}/users?limit=50&offset=0`,
        `GET ${base}/networks?limit=50&offset=0`,
        `GET ${base}/devices?limit=50&offset=0`,
        `GET ${base}/policy`,
        `GET ${base}/multi-alerts?limit=50&offset=0`,
        `GET ${base}/settings`,
        `GET ${base}/saml-settings`,
        `GET ${base}/notification-settings`,
      ]),
    );
    // Anything else looks up what the policy, multi-alerts and SAML settings refer to, by ids (the client's
    // members, networks, devices; documents through their picker), never by paging a list.
    const pages = new Set([
      `GET ${base}`,
      ...[
        'network-summary',
        'subscription-summary',
        'policy',
        'settings',
        'saml-settings',
        'notification-settings',
      ].map((sub) => `GET ${base}/${sub}`),
    ]);
    for (const call of calls.filter((call) => !pages.has(call))) {
      expect(call).toMatch(
        /^GET \/backoffice\/clients\/1\/(users|networks|devices|multi-alerts)\?limit=50&offset=0$|^GET \/backoffice\/clients\/1\/(users|networks|devices)\?(ids=\d+&)+limit=\d+$|^GET \/backoffice\/documents\/search\?clientId=1&(ids=\d+&)+limit=\d+$/,
      );
    }
  });

  it('maps client networks: type, integration statuses and the worst of them', async () => {
    const answer = await suite.stack.gateway.graphql(
      CLIENT_DETAIL,
      { id: toGlobalId('Client', 1) },
      { accessToken: suite.accessToken },
    );
    for (const { node } of answer.data.node.networks.edges) {
      expect(['PUBLIC', 'OPEN', 'PRIVATE']).toContain(node.network.type);
      const worst = ['ERROR', 'PENDING', 'SUCCESS'].find((status) => node.integrationStatuses.includes(status)) ?? null;
      expect(node.integrationStatus).toBe(worst);
    }
  });

  it('resolves a listed client through node() without calling the platform again', async () => {
    const answer = await suite.stack.gateway.graphql(
      `query ($first: Int) { clients(first: $first) { edges { node { id } } } }`,
      { first: 3 },
      { accessToken: suite.accessToken },
    );
    const ids = answer.data.clients.edges.map((edge: any) => edge.node.id);
    suite.stack.proxy.reset();
    const nodes = await suite.stack.gateway.graphql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Client { name } } }',
      { ids },
      { accessToken: suite.accessToken },
    );

    expect(nodes.data.nodes.map((node: any) => node.id)).toEqual(ids);
    expect(suite.stack.proxy.calls).toEqual(
      ids.map((id: string) => `GET /backoffice/clients/${restIdOf('Client', id)}`),
    );
  });

  it('serves the pickers from the search calls', async () => {
    const answer = await suite.stack.gateway.graphql(
      `query ($clientId: ID) {
        searchClients(query: "Stock", first: 5) { id name }
        searchUsers(clientId: $clientId, first: 5) { id displayName email }
        searchNetworks(clientId: $clientId, first: 5) { id name type }
        searchDevices(clientId: $clientId, first: 5) { id name dalmId }
        searchDocuments(first: 5) { id name }
      }`,
      { clientId: toGlobalId('Client', 1) },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(suite.stack.proxy.calls.sort()).toEqual(
      [
        'GET /backoffice/clients/search?q=Stock&limit=5',
        'GET /backoffice/users/search?clientId=1&limit=5',
        'GET /backoffice/networks/search?clientId=1&limit=5',
        'GET /backoffice/devices/search?clientId=1&limit=5',
        'GET /backoffice/documents/search?limit=5',
      ].sort(),
    );
    expect(answer.data.searchClients.every((client: any) => /stock/i.test(client.name))).toBe(true);
  });

  it('loads the fields a picker row lacks from the full record, only when selected', async () => {
    const answer = await suite.stack.gateway.graphql(
      `query ($clientId: ID) {
        searchClients(query: "Stockholms", first: 1) { id name userCount organization { name } }
        searchUsers(clientId: $clientId, first: 1) { id roles }
        searchNetworks(clientId: $clientId, first: 1) { id address }
        searchDevices(clientId: $clientId, first: 1) { id status isOnline }
      }`,
      { clientId: toGlobalId('Client', 1) },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.searchClients[0]).toMatchObject({
      userCount: expect.any(Number),
      organization: { name: expect.any(String) },
    });
    expect(answer.data.searchUsers[0].roles).toEqual(expect.any(Array));
    expect(answer.data.searchDevices[0]).toMatchObject({
      status: expect.stringMatching(/^(OK|INACTIVE|ALARM)$/),
      isOnline: expect.any(Boolean),
    });
    const userId = restIdOf('User', answer.data.searchUsers[0].id);
    const clientId = restIdOf('Client', answer.data.searchClients[0].id);
    const networkId = restIdOf('Network', answer.data.searchNetworks[0].id);
    const deviceId = restIdOf('Device', answer.data.searchDevices[0].id);
    expect(suite.stack.proxy.calls).toEqual(
      expect.arrayContaining([
        `GET /backoffice/clients/${clientId}`,
        `GET /backoffice/users/${userId}`,
        `GET /backoffice/clients/1/networks?ids=${networkId}&limit=1`,
        `GET /backoffice/clients/1/devices?ids=${deviceId}&limit=1`,
      ]),
    );
    expect(new Set(suite.stack.proxy.calls).size).toBe(suite.stack.proxy.calls.length);
  });
});
