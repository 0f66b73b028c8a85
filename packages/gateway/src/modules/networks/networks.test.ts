import { beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../test/support/png.js';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// Demo accounts (packages/platform/src/seed/demoAccounts.ts): clientadmin@vakt.test administers client 2 only.
const OWN_CLIENT = toGlobalId('Client', 2);
const OTHER_CLIENT = toGlobalId('Client', 1);

const ROW_FIELDS = `id name type address status latitude longitude createdAt userCount deviceCount relaysCount
  relaysEnabled integrationStatuses integrationStatus client { id name }`;

const NETWORKS = `query ($first: Int, $after: String, $orderBy: NetworkOrder, $search: String, $filter: NetworkFilter) {
  networks(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROW_FIELDS} } }
  }
}`;

/** What the web's network screen asks for: the detail and the first page of every tab. */
const SCREEN = `query ($id: ID!) {
  node(id: $id) {
    ... on Network {
      ${ROW_FIELDS}
      description logo { url contentType } viewerCan { edit delete }
      owner { id displayName email }
      settings {
        enableNotificationRange notificationRange notifySelectedUsersOutsideOfRange { id displayName }
        disallowMemberPosts disallowMemberComments onlyNotifyAdmins displayMemberLocation confirmIncidents
        enableDynamicEmergencyAlert enableDynamicPanicAlert enableDynamicNetworkAlert enableDynamicSafeAssistAlert
        enableClustering excludeFromOperationalView allowSOSAlerts allowPublicAlerts
      }
      members(first: 50, orderBy: { field: JOINED, direction: DESC }) {
        totalCount edges { node { memberType joined isActive status user { id displayName email } } }
      }
      devices(first: 50) { totalCount edges { node { id name dalmId status relaysCount } } }
      relays(first: 50) { totalCount edges { node { id enabled createdAt device { id name } } } }
      documents(first: 50) { totalCount edges { node { document { id name } extension type clientNames } } }
      incidents(first: 20) { pageInfo { hasNextPage endCursor } edges { cursor node { id } } }
      notificationSettings { type email push sound recipients { clientAdmin clientUsers networkAdmin networkUsers } }
      integrations { id kind status }
    }
  }
}`;

const NETWORK_PAYLOAD = `network { id name type description address latitude longitude status userCount deviceCount
  owner { id } client { id } viewerCan { edit delete } } errors { field code message }`;
const CREATE = `mutation ($input: NetworkInput!) { createNetwork(input: $input) { ${NETWORK_PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: NetworkInput!) { updateNetwork(id: $id, input: $input) { ${NETWORK_PAYLOAD} } }`;

let sequence = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${sequence++}`;

const networkInput = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName('GW net'),
  type: 'PRIVATE',
  description: 'Neighbourhood watch',
  address: 'Drottninggatan 1, Stockholm',
  latitude: 59.33,
  longitude: 18.06,
  clientId: OWN_CLIENT,
  ...extra,
});

const restId = (globalId: string) => fromGlobalId(globalId)!.restId;

describe('networks: the list, node(), the network screen and every network mutation through the graph', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let ownMembers: string[];
  let ownDevices: string[];
  let relayDevices: string[];

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const createNetwork = async (extra: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(CREATE, { input: networkInput(extra) }, accessToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createNetwork.errors).toEqual([]);
    return answer.data.createNetwork.network as { id: string; name: string };
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const client = await graphql(
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Client {
              users(first: 6) {
                edges {
                  node {
                    status
                    user {
                      id
                    }
                  }
                }
              }
              devices(first: 200) {
                edges {
                  node {
                    id
                    relaysCount
                  }
                }
              }
            }
          }
        }
      `,
      { id: OWN_CLIENT },
    );
    expect(client.errors).toBeUndefined();
    ownMembers = client.data.node.users.edges
      .filter((edge: any) => edge.node.status === 'ACTIVE')
      .map((edge: any) => edge.node.user.id);
    ownDevices = client.data.node.devices.edges.map((edge: any) => edge.node.id).slice(0, 4);
    relayDevices = client.data.node.devices.edges
      .filter((edge: any) => (edge.node.relaysCount ?? 0) > 0)
      .map((edge: any) => edge.node.id);
    expect(ownMembers.length).toBeGreaterThanOrEqual(3);
    expect(ownDevices.length).toBeGreaterThanOrEqual(2);
  });

  describe('the list', () => {
    it('costs one REST call for a page with every row field, filters and order mapped to the query', async () => {
      const answer = await graphql(NETWORKS, {
        first: 10,
        orderBy: { field: 'NAME', direction: 'ASC' },
        filter: { clientId: OWN_CLIENT, status: 'ACTIVE', type: 'PRIVATE' },
      });

      expect(answer.errors).toBeUndefined();
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/networks?clientId=2&status=active&type=private&limit=10&offset=0&sort=name&order=asc',
      ]);
      const nodes = answer.data.networks.edges.map((edge: any) => edge.node);
      expect(nodes.length).toBeGreaterThan(0);
      const names = nodes.map((node: any) => node.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      for (const node of nodes) {
        expect(node).toMatchObject({ type: 'PRIVATE', status: 'ACTIVE', client: { id: OWN_CLIENT } });
        expect(node.client.name).not.toBe('');
        expect(typeof node.userCount).toBe('number');
        expect(
          node.integrationStatus === null || ['ERROR', 'PENDING', 'SUCCESS'].includes(node.integrationStatus),
        ).toBe(true);
      }
    });

    it('pages with offset cursors, searches by text, and answers the DELETED filter without a call', async () => {
      const whole = await graphql(NETWORKS, { first: 6 });
      const first = await graphql(NETWORKS, { first: 3 });
      const second = await graphql(NETWORKS, { first: 3, after: first.data.networks.pageInfo.endCursor });
      const ids = (page: any) => page.data.networks.edges.map((edge: any) => edge.node.id);
      expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
      expect(whole.data.networks.totalCount).toBeGreaterThan(6);

      const name = whole.data.networks.edges[0].node.name as string;
      suite.stack.proxy.reset();
      const searched = await graphql(NETWORKS, { first: 5, search: name });
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/networks?limit=5&offset=0&q=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      ]);
      expect(searched.data.networks.edges.map((edge: any) => edge.node.name)).toContain(name);

      suite.stack.proxy.reset();
      const deleted = await graphql(NETWORKS, { first: 5, filter: { status: 'DELETED' } });
      expect(deleted.data.networks).toMatchObject({ totalCount: 0, edges: [] });
      expect(suite.stack.proxy.calls).toEqual([]);
    });

    it('reads the detail-only fields (owner, description) with GET /networks/{id}, once per network', async () => {
      const answer = await graphql('{ networks(first: 3) { edges { node { id owner { id } description } } } }');
      expect(answer.errors).toBeUndefined();
      const ids = answer.data.networks.edges.map((edge: any) => restId(edge.node.id));
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/networks?limit=3&offset=0',
        ...ids.map((id: string) => `GET /backoffice/networks/${id}`),
      ]);
    });

    it("answers the rows' viewerCan with one call for the page (the viewer's roles), as the detail would", async () => {
      const page = '{ networks(first: 20) { edges { node { id viewerCan { edit delete } } } } }';
      const admin = await graphql(page);
      expect(admin.errors).toBeUndefined();
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/networks?limit=20&offset=0',
        `GET /backoffice/users/${restId(suite.session.userId)}`,
      ]);
      for (const edge of admin.data.networks.edges) expect(edge.node.viewerCan).toEqual({ edit: true, delete: true });

      const own = await graphql(page, {}, clientAdmin.accessToken);
      const first = own.data.networks.edges[0].node;
      expect(first.viewerCan).toEqual({ edit: true, delete: false });
      const detail = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on Network { viewerCan { edit delete } } } }',
        { id: first.id },
        clientAdmin.accessToken,
      );
      expect(detail.data.node.viewerCan).toEqual(first.viewerCan);
    });

    it("costs two calls for the console's own NetworksScreenQuery at 50 rows (persisted): the page and the viewer", async () => {
      const answer = await suite.stack.gateway.persisted(
        'NetworksScreenQuery',
        { first: 50, orderBy: { field: 'CREATED_AT', direction: 'DESC' } },
        { accessToken: clientAdmin.accessToken },
      );
      expect(answer.errors).toBeUndefined();
      expect(suite.stack.proxy.calls.sort()).toEqual(
        [
          'GET /backoffice/networks?limit=50&offset=0&sort=createdAt&order=desc',
          `GET /backoffice/users/${restId(clientAdmin.userId)}`,
        ].sort(),
      );
    });

    it("reads picker networks' row fields (address, counts) in one call by ids, a network without a client too", async () => {
      const answer = await graphql(
        '{ searchNetworks(withoutClients: true, first: 3) { id name address userCount client { id } } }',
      );
      expect(answer.errors).toBeUndefined();
      const found = answer.data.searchNetworks;
      expect(found.length).toBeGreaterThan(0);
      const ids = found.map((network: any) => Number(restId(network.id))).sort((a: number, b: number) => a - b);
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/networks/search?withoutClients=true&limit=3',
        `GET /backoffice/networks?${ids.map((id: number) => `ids=${id}`).join('&')}&limit=${ids.length}`,
      ]);
      for (const network of found) {
        expect(network.client).toBeNull();
        expect(typeof network.userCount).toBe('number');
        // The same address as the network's own record.
        const own = await graphql('query ($id: ID!) { node(id: $id) { ... on Network { address } } }', {
          id: network.id,
        });
        expect(network.address).toBe(own.data.node.address);
      }
    });

    it("answers a client-admin only its own client's networks", async () => {
      const answer = await graphql(NETWORKS, { first: 50 }, clientAdmin.accessToken);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.networks.edges.length).toBeGreaterThan(0);
      for (const edge of answer.data.networks.edges) expect(edge.node.client.id).toBe(OWN_CLIENT);
    });
  });

  describe('node() and the network screen', () => {
    it('answers the detail and the row by id, and null for a network out of scope or unknown', async () => {
      const own = await createNetwork({ ownerId: ownMembers[0] });
      suite.stack.proxy.reset();
      const answer = await graphql(
        `query ($id: ID!) { node(id: $id) { ... on Network { ${ROW_FIELDS} description owner { id displayName } viewerCan { edit delete } } } }`,
        { id: own.id },
        clientAdmin.accessToken,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node).toMatchObject({
        id: own.id,
        name: own.name,
        type: 'PRIVATE',
        description: 'Neighbourhood watch',
        status: 'ACTIVE',
        latitude: 59.33,
        longitude: 18.06,
        userCount: 1,
        deviceCount: 0,
        relaysCount: 0,
        relaysEnabled: null,
        integrationStatuses: [],
        integrationStatus: null,
        client: { id: OWN_CLIENT },
        owner: { id: ownMembers[0] },
        viewerCan: { edit: true, delete: false },
      });
      expect(answer.data.node.owner.displayName).not.toBe('');
      const id = restId(own.id);
      expect(suite.stack.proxy.calls.sort()).toEqual(
        [`GET /backoffice/networks/${id}`, `GET /backoffice/networks?ids=${id}&limit=1`].sort(),
      );

      const foreign = await graphql(
        '{ networks(first: 1, filter: { clientId: "' + OTHER_CLIENT + '" }) { edges { node { id } } } }',
      );
      const foreignId = foreign.data.networks.edges[0].node.id;
      const hidden = await graphql(
        'query ($id: ID!) { node(id: $id) { id } }',
        { id: foreignId },
        clientAdmin.accessToken,
      );
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data.node).toBeNull();
      const unknown = await graphql('query ($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('Network', 999999) });
      expect(unknown.data.node).toBeNull();
    });

    it('costs a bounded set of REST calls, each once, for the whole network screen', async () => {
      const seeded = await graphql(
        '{ networks(first: 1, orderBy: { field: CREATED_AT, direction: ASC }) { edges { node { id } } } }',
      );
      const id = seeded.data.networks.edges[0].node.id as string;
      suite.stack.proxy.reset();

      const answer = await graphql(SCREEN, { id });
      expect(answer.errors).toBeUndefined();
      const network = answer.data.node;
      expect(network.id).toBe(id);
      expect(network.members.totalCount).toBe(network.userCount);
      expect(network.devices.totalCount).toBe(network.deviceCount);
      expect(network.notificationSettings.map((setting: any) => setting.type)).toEqual([
        'integration-failed',
        'integration-success',
      ]);
      expect(network.settings.enableClustering === null || typeof network.settings.enableClustering === 'boolean').toBe(
        true,
      );

      const calls = suite.stack.proxy.calls;
      expect(new Set(calls).size).toBe(calls.length);
      const n = restId(id);
      const base = `/backoffice/networks/${n}`;
      const fixed = [
        `GET ${base}`,
        `GET /backoffice/networks?ids=${n}&limit=1`,
        `GET ${base}/settings`,
        `GET ${base}/users?limit=50&offset=0&sort=joined&order=desc`,
        `GET ${base}/devices?limit=50&offset=0`,
        `GET ${base}/relays?limit=50&offset=0`,
        `GET ${base}/documents?limit=50&offset=0`,
        `GET /backoffice/incidents/list?networkId=${n}&limit=20`,
        `GET ${base}/notification-settings`,
        `GET /v2/integrations/${n}`,
      ];
      expect(calls).toEqual(expect.arrayContaining(fixed));
      // At most one more: the users the settings select, by ids in the client's member list (one call).
      const rest = calls.filter((call) => !fixed.includes(call));
      expect(rest.length).toBeLessThanOrEqual(1);
      for (const call of rest) expect(call).toMatch(/^GET \/backoffice\/clients\/\d+\/users\?(ids=\d+&)+limit=\d+$/);
    });

    it("costs each call once for the console's own NetworkScreenQuery (persisted)", async () => {
      const seeded = await graphql(
        '{ networks(first: 1, orderBy: { field: CREATED_AT, direction: ASC }) { edges { node { id } } } }',
      );
      const id = seeded.data.networks.edges[0].node.id as string;
      suite.stack.proxy.reset();

      const answer = await suite.stack.gateway.persisted(
        'NetworkScreenQuery',
        { id },
        { accessToken: suite.accessToken },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node.id).toBe(id);
      const calls = suite.stack.proxy.calls;
      expect(new Set(calls).size).toBe(calls.length);
      const n = restId(id);
      const base = `/backoffice/networks/${n}`;
      const fixed = [
        `GET /backoffice/users/${restId(suite.session.userId)}`,
        `GET ${base}`,
        `GET /backoffice/networks?ids=${n}&limit=1`,
        `GET ${base}/settings`,
        `GET /v2/integrations/${n}`,
        `GET ${base}/users?limit=50&offset=0&sort=joined&order=desc`,
        `GET ${base}/devices?limit=50&offset=0`,
        `GET ${base}/relays?limit=50&offset=0`,
        `GET ${base}/documents?limit=50&offset=0`,
        `GET /backoffice/incidents/list?networkId=${n}&limit=20`,
        `GET ${base}/notification-settings`,
      ];
      expect(calls).toEqual(expect.arrayContaining(fixed));
      // The viewer, the detail, the counts, the eight tabs; at most one more (the settings' selected users).
      expect(calls.length).toBeLessThanOrEqual(fixed.length + 1);
    });

    it('pages the incidents with cursors, like Query.incidents', async () => {
      const list = await graphql('{ incidents(first: 1) { edges { node { id networkName } } } }');
      expect(list.errors).toBeUndefined();
      const all = await graphql('{ networks(first: 50) { edges { node { id name } } } }');
      const byName = new Map(all.data.networks.edges.map((edge: any) => [edge.node.name, edge.node.id]));
      const networkId = byName.get(list.data.incidents.edges[0]?.node.networkName) as string | undefined;
      if (!networkId) throw new Error('the newest incident has no network in the first page of networks');

      const page = (after?: string) =>
        graphql(
          'query ($id: ID!, $after: String) { node(id: $id) { ... on Network { incidents(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id networkName } } } } } }',
          { id: networkId, after },
        );
      const first = await page();
      expect(first.errors).toBeUndefined();
      const incidents = first.data.node.incidents;
      expect(incidents.edges.length).toBeGreaterThan(0);
      for (const edge of incidents.edges) expect(byName.get(edge.node.networkName)).toBe(networkId);
      if (incidents.pageInfo.hasNextPage) {
        const second = await page(incidents.pageInfo.endCursor);
        const firstIds = incidents.edges.map((edge: any) => edge.node.id);
        for (const edge of second.data.node.incidents.edges) expect(firstIds).not.toContain(edge.node.id);
      }
    });
  });

  describe('writes', () => {
    it('creates and updates a network; the payload is the written record with no read after it', async () => {
      suite.stack.proxy.reset();
      const answer = await graphql(CREATE, { input: networkInput({ ownerId: ownMembers[0], type: 'OPEN' }) });
      expect(answer.errors).toBeUndefined();
      const created = answer.data.createNetwork.network;
      expect(created).toMatchObject({
        type: 'OPEN',
        address: 'Drottninggatan 1, Stockholm',
        latitude: 59.33,
        status: 'ACTIVE',
        owner: { id: ownMembers[0] },
        client: { id: OWN_CLIENT },
        viewerCan: { edit: true, delete: true },
        userCount: 1,
      });
      // The counts come from the list row (one call by id); everything else from the POST's answer.
      expect(suite.stack.proxy.calls).toEqual([
        'POST /backoffice/networks',
        `GET /backoffice/networks?ids=${restId(created.id)}&limit=1`,
      ]);

      const updated = await graphql(UPDATE, {
        id: created.id,
        input: networkInput({ name: 'Renamed ' + created.name, type: 'PUBLIC', ownerId: null, description: null }),
      });
      expect(updated.errors).toBeUndefined();
      expect(updated.data.updateNetwork.network).toMatchObject({
        name: 'Renamed ' + created.name,
        type: 'PUBLIC',
        description: null,
        owner: null,
      });
    });

    it('answers refused fields as payload errors on the input names', async () => {
      const answer = await graphql(CREATE, {
        input: networkInput({ name: ' ', latitude: 91, longitude: 181, description: 'x'.repeat(301) }),
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.createNetwork.network).toBeNull();
      const errors = answer.data.createNetwork.errors;
      expect(errors.map((error: any) => [error.field, error.code]).sort()).toEqual(
        [
          ['description', 'TOO_LONG'],
          ['latitude', 'OUT_OF_RANGE'],
          ['longitude', 'OUT_OF_RANGE'],
          ['name', 'REQUIRED'],
        ].sort(),
      );
      for (const error of errors) expect(error.message).not.toBe('');

      // A client-admin picks only its own client.
      const foreign = await graphql(
        CREATE,
        { input: networkInput({ clientId: OTHER_CLIENT }) },
        clientAdmin.accessToken,
      );
      expect(foreign.data.createNetwork).toEqual({
        network: null,
        errors: [expect.objectContaining({ field: 'clientId', code: 'NOT_FOUND' })],
      });
    });

    it('deletes (admins only): the network leaves node() and the list', async () => {
      const network = await createNetwork();
      const refused = await graphql(
        'mutation ($id: ID!) { deleteNetwork(id: $id) { deletedId } }',
        { id: network.id },
        clientAdmin.accessToken,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const deleted = await graphql('mutation ($id: ID!) { deleteNetwork(id: $id) { deletedId } }', { id: network.id });
      expect(deleted.data.deleteNetwork).toEqual({ deletedId: network.id });
      const gone = await graphql('query ($id: ID!) { node(id: $id) { id } }', { id: network.id });
      expect(gone.data.node).toBeNull();
      const listed = await graphql(NETWORKS, { first: 5, search: network.name });
      expect(listed.data.networks.totalCount).toBe(0);
    });

    it('saves settings: left out keeps, an explicit null clustering means "use device settings"', async () => {
      const network = await createNetwork();
      const save = (input: Record<string, unknown>) =>
        graphql(
          `
            mutation ($id: ID!, $input: NetworkSettingsInput!) {
              updateNetworkSettings(id: $id, input: $input) {
                network {
                  settings {
                    enableNotificationRange
                    notificationRange
                    enableClustering
                    confirmIncidents
                    enableDynamicSafeAssistAlert
                    notifySelectedUsersOutsideOfRange {
                      id
                    }
                  }
                }
                errors {
                  field
                  code
                }
              }
            }
          `,
          { id: network.id, input },
        );

      const first = await save({
        enableNotificationRange: true,
        notificationRange: 20000,
        enableClustering: true,
        enableDynamicSafeAssistAlert: true,
        notifySelectedUsersOutsideOfRange: [ownMembers[1], ownMembers[0]],
      });
      expect(first.errors).toBeUndefined();
      expect(first.data.updateNetworkSettings.network.settings).toMatchObject({
        enableNotificationRange: true,
        notificationRange: 20000,
        enableClustering: true,
        confirmIncidents: false,
        enableDynamicSafeAssistAlert: true,
      });
      expect(
        first.data.updateNetworkSettings.network.settings.notifySelectedUsersOutsideOfRange
          .map((user: any) => user.id)
          .sort(),
      ).toEqual([ownMembers[0], ownMembers[1]].sort());

      const kept = await save({ confirmIncidents: true });
      expect(kept.data.updateNetworkSettings.network.settings).toMatchObject({
        enableClustering: true,
        confirmIncidents: true,
        notificationRange: 20000,
      });
      const cleared = await save({ enableClustering: null });
      expect(cleared.data.updateNetworkSettings.network.settings.enableClustering).toBeNull();

      const refused = await save({ notificationRange: 5 });
      expect(refused.data.updateNetworkSettings).toEqual({
        network: null,
        errors: [{ field: 'notificationRange', code: 'OUT_OF_RANGE' }],
      });
    });

    it('adds members (one by one and from the client), changes and removes them; the owner stays', async () => {
      const network = await createNetwork({ ownerId: ownMembers[0] });
      const members = `members(first: 50) { totalCount edges { node { memberType user { id } } } }`;

      const added = await graphql(
        `mutation ($id: ID!, $userIds: [ID!]!) { addNetworkMembers(id: $id, userIds: $userIds) { network { userCount ${members} } errors { field code } } }`,
        { id: network.id, userIds: [ownMembers[1]] },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data.addNetworkMembers.network.userCount).toBe(2);
      expect(added.data.addNetworkMembers.network.members.totalCount).toBe(2);

      const unknown = await graphql(
        'mutation ($id: ID!, $userIds: [ID!]!) { addNetworkMembers(id: $id, userIds: $userIds) { network { id } errors { field code } } }',
        { id: network.id, userIds: [toGlobalId('User', 999999)] },
      );
      expect(unknown.data.addNetworkMembers).toEqual({
        network: null,
        errors: [{ field: 'userIds', code: 'NOT_FOUND' }],
      });

      const setType = (userId: string, memberType: string) =>
        graphql(
          'mutation ($id: ID!, $userId: ID!, $memberType: NetworkMemberType!) { setNetworkMemberType(id: $id, userId: $userId, memberType: $memberType) { member { memberType user { id } } errors { field code message } } }',
          { id: network.id, userId, memberType },
        );
      const promoted = await setType(ownMembers[1], 'ADMIN');
      expect(promoted.data.setNetworkMemberType).toEqual({
        member: { memberType: 'ADMIN', user: { id: ownMembers[1] } },
        errors: [],
      });
      const owner = await setType(ownMembers[0], 'MEMBER');
      expect(owner.errors).toBeUndefined();
      expect(owner.data.setNetworkMemberType).toEqual({
        member: null,
        errors: [{ field: 'userId', code: 'OWNER_CANNOT_BE_CHANGED', message: expect.any(String) }],
      });

      const remove = (userId: string) =>
        graphql(
          'mutation ($id: ID!, $userId: ID!) { removeNetworkMember(id: $id, userId: $userId) { network { userCount } errors { field code } } }',
          { id: network.id, userId },
        );
      expect((await remove(ownMembers[0])).data.removeNetworkMember).toEqual({
        network: null,
        errors: [{ field: 'userId', code: 'OWNER_CANNOT_BE_REMOVED' }],
      });
      expect((await remove(ownMembers[1])).data.removeNetworkMember).toEqual({ network: { userCount: 1 }, errors: [] });

      const client = await graphql('query ($id: ID!) { node(id: $id) { ... on Network { client { userCount } } } }', {
        id: network.id,
      });
      const fromClient = await graphql(
        'mutation ($id: ID!, $clientId: ID!) { addNetworkMembersFromClient(id: $id, clientId: $clientId) { network { userCount } errors { field code } } }',
        { id: network.id, clientId: OWN_CLIENT },
      );
      expect(fromClient.errors).toBeUndefined();
      expect(fromClient.data.addNetworkMembersFromClient.network.userCount).toBeGreaterThan(1);
      expect(fromClient.data.addNetworkMembersFromClient.network.userCount).toBeLessThanOrEqual(
        client.data.node.client.userCount,
      );

      // A client-admin adds the members of its own clients only.
      const foreignClient = await graphql(
        'mutation ($id: ID!, $clientId: ID!) { addNetworkMembersFromClient(id: $id, clientId: $clientId) { network { id } errors { field code } } }',
        { id: network.id, clientId: OTHER_CLIENT },
        clientAdmin.accessToken,
      );
      expect(foreignClient.data.addNetworkMembersFromClient).toEqual({
        network: null,
        errors: [{ field: 'clientId', code: 'NOT_FOUND' }],
      });
    });

    it('adds and removes devices', async () => {
      const network = await createNetwork();
      const added = await graphql(
        'mutation ($id: ID!, $deviceIds: [ID!]!) { addNetworkDevices(id: $id, deviceIds: $deviceIds) { network { deviceCount devices(first: 10) { edges { node { id } } } } errors { field code } } }',
        { id: network.id, deviceIds: ownDevices.slice(0, 2) },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data.addNetworkDevices.network.deviceCount).toBe(2);
      expect(added.data.addNetworkDevices.network.devices.edges.map((edge: any) => edge.node.id).sort()).toEqual(
        ownDevices.slice(0, 2).sort(),
      );

      const unknown = await graphql(
        'mutation ($id: ID!, $deviceIds: [ID!]!) { addNetworkDevices(id: $id, deviceIds: $deviceIds) { network { id } errors { field code } } }',
        { id: network.id, deviceIds: [toGlobalId('Device', 999999)] },
      );
      expect(unknown.data.addNetworkDevices).toEqual({
        network: null,
        errors: [{ field: 'deviceIds', code: 'NOT_FOUND' }],
      });

      const removed = await graphql(
        'mutation ($id: ID!, $deviceId: ID!) { removeNetworkDevice(id: $id, deviceId: $deviceId) { network { deviceCount } errors { field } } }',
        { id: network.id, deviceId: ownDevices[0] },
      );
      expect(removed.data.removeNetworkDevice).toEqual({ network: { deviceCount: 1 }, errors: [] });
    });

    it('saves the notification settings, answering the full list', async () => {
      const network = await createNetwork();
      const answer = await graphql(
        `
          mutation ($id: ID!, $input: [NotificationSettingInput!]!) {
            updateNetworkNotificationSettings(id: $id, input: $input) {
              network {
                notificationSettings {
                  type
                  email
                  push
                  sound
                  recipients {
                    networkAdmin
                    networkUsers
                  }
                }
              }
              errors {
                field
                code
              }
            }
          }
        `,
        {
          id: network.id,
          input: [
            {
              type: 'integration-success',
              email: true,
              push: false,
              sound: true,
              recipients: { clientAdmin: false, clientUsers: false, networkAdmin: true, networkUsers: true },
            },
          ],
        },
      );
      expect(answer.errors).toBeUndefined();
      const settings = answer.data.updateNetworkNotificationSettings.network.notificationSettings;
      expect(settings).toEqual([
        expect.objectContaining({ type: 'integration-failed', email: true }),
        // push off forces sound off
        {
          type: 'integration-success',
          email: true,
          push: false,
          sound: false,
          recipients: { networkAdmin: true, networkUsers: true },
        },
      ]);

      const setting = {
        type: 'integration-failed',
        email: true,
        push: true,
        sound: true,
        recipients: { clientAdmin: true, clientUsers: false, networkAdmin: true, networkUsers: false },
      };
      const twice = await graphql(
        'mutation ($id: ID!, $input: [NotificationSettingInput!]!) { updateNetworkNotificationSettings(id: $id, input: $input) { network { id } errors { field code } } }',
        { id: network.id, input: [setting, setting] },
      );
      expect(twice.data.updateNetworkNotificationSettings).toEqual({
        network: null,
        errors: [{ field: '1.type', code: 'DUPLICATE' }],
      });
    });

    it("refuses a client-admin's writes to another client's network as not found", async () => {
      const foreign = await createNetwork({ clientId: OTHER_CLIENT });
      const answer = await graphql(
        'mutation ($id: ID!, $input: NetworkInput!) { updateNetwork(id: $id, input: $input) { network { id } errors { field } } }',
        { id: foreign.id, input: networkInput() },
        clientAdmin.accessToken,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const settings = await graphql(
        'mutation ($id: ID!) { updateNetworkSettings(id: $id, input: { confirmIncidents: true }) { network { id } } }',
        { id: foreign.id },
        clientAdmin.accessToken,
      );
      expect(settings.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('relays and the logo', () => {
    it("lists a device's relay in its network, switches it off and finds it again through node()", async () => {
      expect(relayDevices.length).toBeGreaterThan(0);
      const network = await createNetwork();
      const added = await graphql(
        'mutation ($id: ID!, $deviceIds: [ID!]!) { addNetworkDevices(id: $id, deviceIds: $deviceIds) { network { relaysCount relaysEnabled relays(first: 10) { totalCount edges { node { id enabled createdAt device { id name } network { id } } } } } errors { field } } }',
        { id: network.id, deviceIds: [relayDevices[0]] },
      );
      expect(added.errors).toBeUndefined();
      const withRelay = added.data.addNetworkDevices.network;
      expect(withRelay).toMatchObject({ relaysCount: 1, relaysEnabled: true, relays: { totalCount: 1 } });
      const relay = withRelay.relays.edges[0].node;
      expect(relay).toMatchObject({ enabled: true, device: { id: relayDevices[0] }, network: { id: network.id } });
      expect(relay.device.name).not.toBe('');

      suite.stack.proxy.reset();
      const switched = await graphql(
        'mutation ($id: ID!) { setRelayEnabled(id: $id, enabled: false) { relay { id enabled network { relaysEnabled } } errors { field } } }',
        { id: relay.id },
      );
      expect(switched.errors).toBeUndefined();
      expect(switched.data.setRelayEnabled).toEqual({
        relay: { id: relay.id, enabled: false, network: { relaysEnabled: false } },
        errors: [],
      });
      expect(suite.stack.proxy.calls[0]).toBe(`PUT /backoffice/relays/${restId(relay.id).split('/')[1]}`);

      // node(): the relay by its id, with the device's other fields from the network's devices tab (one call).
      suite.stack.proxy.reset();
      const found = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on Relay { id enabled device { id dalmId status } } } }',
        { id: relay.id },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data.node).toMatchObject({ id: relay.id, enabled: false, device: { id: relayDevices[0] } });
      expect(found.data.node.device.status).toMatch(/^(OK|INACTIVE|ALARM)$/);
      const n = restId(network.id);
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/networks/${n}/relays?limit=500&offset=0`,
        `GET /backoffice/networks/${n}/devices?ids=${restId(relayDevices[0])}&limit=1`,
      ]);

      // Another client's admin: the relay does not exist.
      const foreign = await createNetwork({ clientId: OTHER_CLIENT });
      const hidden = await graphql(
        'query ($id: ID!) { node(id: $id) { id } }',
        { id: toGlobalId('Relay', `${restId(foreign.id)}/${restId(relay.id).split('/')[1]}`) },
        clientAdmin.accessToken,
      );
      expect(hidden.data.node).toBeNull();
    });

    it('uploads a logo through the same-origin proxy, attaches it, serves it back and removes it', async () => {
      const network = await createNetwork();
      const png = makePng(300, 200);
      const request = (input: Record<string, unknown>) =>
        graphql(
          'mutation ($id: ID!, $input: LogoUploadInput!) { requestNetworkLogoUpload(id: $id, input: $input) { upload { url uploadId expiresAt } errors { field code } } }',
          { id: network.id, input },
        );

      const refused = await request({ filename: 'logo.gif', size: 6 * 1024 * 1024, contentType: 'image/gif' });
      expect(refused.errors).toBeUndefined();
      expect(refused.data.requestNetworkLogoUpload.upload).toBeNull();
      expect(
        refused.data.requestNetworkLogoUpload.errors.map((error: any) => [error.field, error.code]).sort(),
      ).toEqual([
        ['contentType', 'INVALID_CONTENT_TYPE'],
        ['size', 'TOO_LARGE'],
      ]);

      const answer = await request({ filename: 'logo.png', size: png.length, contentType: 'image/png' });
      expect(answer.errors).toBeUndefined();
      const upload = answer.data.requestNetworkLogoUpload.upload;
      expect(upload.url).toMatch(/^\/uploads\/.+/);
      const stored = await fetch(new URL(upload.url, suite.stack.gateway.url), {
        method: 'PUT',
        body: new Uint8Array(png),
        headers: { 'content-type': 'image/png' },
      });
      expect([200, 201]).toContain(stored.status);

      const logoOf = (input: Record<string, unknown>) =>
        graphql(
          'mutation ($id: ID!, $input: NetworkInput!) { updateNetwork(id: $id, input: $input) { network { logo { url contentType } } errors { field code } } }',
          { id: network.id, input: networkInput({ name: network.name, ...input }) },
        );
      const attached = await logoOf({ logoUploadId: upload.uploadId });
      expect(attached.errors).toBeUndefined();
      expect(attached.data.updateNetwork.errors).toEqual([]);
      const logo = attached.data.updateNetwork.network.logo;
      expect(logo).toMatchObject({ contentType: 'image/png' });
      expect(logo.url).toMatch(/^\/files\/.+/);
      const served = await fetch(new URL(logo.url, suite.stack.gateway.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/png/);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(png.subarray(0, 8));

      // An upload is attached once.
      const again = await logoOf({ logoUploadId: upload.uploadId });
      expect(again.data.updateNetwork).toEqual({
        network: null,
        errors: [{ field: 'logoUploadId', code: 'NOT_FOUND' }],
      });
      const removed = await logoOf({ removeLogo: true });
      expect(removed.data.updateNetwork).toEqual({ network: { logo: null }, errors: [] });
    });
  });
});
