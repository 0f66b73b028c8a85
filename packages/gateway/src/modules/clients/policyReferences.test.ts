import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CATEGORIES, CLIENT_DETAIL, defaultPolicyCategory } from '../../../test/support/clientOperations.js';
import { useStack } from '../../../test/support/stack.js';
import { restIdOf, toGlobalId } from '../../ids.js';

const CLIENT = toGlobalId('Client', 1);

describe('clients: what the policy refers to resolves through the lookups, each call once', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let picked: { users: any[]; network: any; device: any; outputCode: string; document: any };

  beforeAll(async () => {
    const answer = await suite.stack.gateway.graphql(
      `query ($id: ID!) {
        node(id: $id) { ... on Client {
          users(first: 3) { edges { node { user { id displayName } } } }
          networks(first: 1) { edges { node { network { id name } } } }
          devices(first: 20) { edges { node { id name outputs { code name } } } }
        } }
        searchDocuments(clientId: $id, first: 1) { id name }
      }`,
      { id: CLIENT },
      { accessToken: suite.accessToken },
    );
    if (answer.errors) throw new Error(answer.text);
    const client = answer.data.node;
    const device = client.devices.edges.map((edge: any) => edge.node).find((node: any) => node.outputs.length > 0);
    picked = {
      users: client.users.edges.map((edge: any) => edge.node.user),
      network: client.networks.edges[0]?.node.network,
      device,
      outputCode: device?.outputs[0].code,
      document: answer.data.searchDocuments[0],
    };
  });

  it('saves a policy with users, networks, a document and device outputs, and reads them back by name', async () => {
    expect(picked.users.length).toBeGreaterThanOrEqual(2);
    expect(picked.network).toBeDefined();
    expect(picked.device).toBeDefined();
    expect(picked.document).toBeDefined();

    const sos = {
      ...defaultPolicyCategory('SOS_EMERGENCY'),
      enforced: true,
      selectedUserIds: [picked.users[0].id, picked.users[1].id],
      notifySelectedUserIdsOutsideOfRange: [picked.users[1].id],
      selectedNetworkIds: [picked.network.id],
      selectedNetworksRadiusEnabled: true,
      selectedNetworksRadius: 2000,
      documentId: picked.document.id,
      enableDeviceOutputControl: true,
      deviceOutputControl: [{ deviceId: picked.device.id, outputCodes: [picked.outputCode] }],
    };
    const saved = await suite.stack.gateway.graphql(
      `mutation ($id: ID!, $input: AlertPolicyInput!) { updateClientPolicy(id: $id, input: $input) { errors { field code message } client { id } } }`,
      { id: CLIENT, input: { categories: [sos, ...ALERT_CATEGORIES.slice(1).map(defaultPolicyCategory)] } },
      { accessToken: suite.accessToken },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateClientPolicy.errors).toEqual([]);

    suite.stack.proxy.reset();
    const detail = await suite.stack.gateway.graphql(CLIENT_DETAIL, { id: CLIENT }, { accessToken: suite.accessToken });

    expect(detail.errors).toBeUndefined();
    const category = detail.data.node.policy.categories[0];
    expect(category.selectedUsers).toEqual(picked.users.slice(0, 2));
    expect(category.notifySelectedUsersOutsideOfRange).toEqual([picked.users[1]]);
    expect(category.selectedNetworks).toEqual([picked.network]);
    expect(category.document).toEqual(picked.document);
    expect(category.deviceOutputControl).toEqual([
      { device: { id: picked.device.id, name: picked.device.name }, outputCodes: [picked.outputCode] },
    ]);

    const calls = suite.stack.proxy.calls;
    expect(new Set(calls).size).toBe(calls.length);
    // References are read by ids (never by paging a list): the chosen device and document each in a call of their own kind.
    expect(calls.filter((call) => /[?&]offset=(?!0(&|$))/.test(call))).toEqual([]);
    expect(calls).toContain(`GET /backoffice/clients/1/devices?ids=${restIdOf('Device', picked.device.id)}&limit=1`);
    expect(calls).toContain(
      `GET /backoffice/documents/search?clientId=1&ids=${restIdOf('Document', picked.document.id)}&limit=1`,
    );
    const askedUsers = calls
      .filter((call) => call.startsWith('GET /backoffice/clients/1/users?ids='))
      .flatMap((call) => [...call.matchAll(/ids=(\d+)/g)].map((m) => m[1]));
    expect(askedUsers).toEqual(
      expect.arrayContaining(picked.users.slice(0, 2).map((user) => restIdOf('User', user.id))),
    );
    expect(new Set(askedUsers).size).toBe(askedUsers.length);
    expect(calls.filter((call) => /^GET \/backoffice\/users\/\d+$/.test(call))).toEqual([]);
  });

  it('reports a reference outside the client as a field error on its input path', async () => {
    const stranger = await suite.stack.gateway.graphql(
      '{ searchUsers(clientId: "' + toGlobalId('Client', 5) + '", first: 50) { id } }',
      {},
      { accessToken: suite.accessToken },
    );
    const members = new Set(picked.users.map((user) => user.id));
    const outsider = stranger.data.searchUsers.find((user: any) => !members.has(user.id));
    const inClient = await suite.stack.gateway.graphql(
      '{ searchUsers(clientId: "' + CLIENT + '", first: 100) { id } }',
      {},
      { accessToken: suite.accessToken },
    );
    expect(inClient.data.searchUsers.map((user: any) => user.id)).not.toContain(outsider.id);

    const answer = await suite.stack.gateway.graphql(
      `mutation ($id: ID!, $input: AlertPolicyInput!) { updateClientPolicy(id: $id, input: $input) { errors { field code } client { id } } }`,
      {
        id: CLIENT,
        input: {
          categories: [{ ...defaultPolicyCategory('PUBLIC_ALERT'), enforced: true, selectedUserIds: [outsider.id] }],
        },
      },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientPolicy).toEqual({
      client: null,
      errors: [{ field: 'categories.PUBLIC_ALERT.selectedUserIds', code: 'NOT_IN_CLIENT' }],
    });
  });

  it('costs a fixed number of calls for a client with thousands of members and networks, and names the references right', async () => {
    const { db } = suite.stack.platform;
    const created = await suite.stack.gateway.graphql(
      'mutation { createClient(input: { name: "Large client", contactEmail: "large@example.vakt.test" }) { client { id } errors { code } } }',
      {},
      { accessToken: suite.accessToken },
    );
    const clientId: string = created.data.createClient.client.id;
    const restId = Number(restIdOf('Client', clientId));
    await db.query('UPDATE clients SET organization_id = 1 WHERE id = $1', [restId]); // so it has SAML settings too
    // 3000 members: member n joined n minutes ago, so the oldest sit at the end of the member list's default order.
    await db.query(
      `WITH added AS (
         INSERT INTO users (email, first_name, last_name, organization_id)
         SELECT 'large' || g || '@scale.vakt.test', 'Large', 'Member ' || g, 1 FROM generate_series(1, 3000) g RETURNING id, last_name)
       INSERT INTO client_users (client_id, user_id, added_at)
       SELECT $1, id, now() - split_part(last_name, ' ', 2)::int * interval '1 minute' FROM added`,
      [restId],
    );
    await db.query(
      `INSERT INTO networks (client_id, name, type, added_to_client_at)
       SELECT $1, 'Large network ' || g, 'private', now() - g * interval '1 minute' FROM generate_series(1, 700) g`,
      [restId],
    );
    const userIdOf = async (lastName: string) =>
      (
        await db.query<{ id: number }>('SELECT id FROM users WHERE last_name = $1 AND email LIKE $2', [
          lastName,
          'large%',
        ])
      )[0]!.id;
    const [oldest, nextOldest, middle] = await Promise.all(['Member 3000', 'Member 2999', 'Member 1500'].map(userIdOf));
    const [deepNetwork] = await db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = $1 AND name = $2', [
      restId,
      'Large network 700',
    ]);

    const sos = {
      ...defaultPolicyCategory('SOS_EMERGENCY'),
      enforced: true,
      selectedUserIds: [toGlobalId('User', oldest), toGlobalId('User', nextOldest)],
      notifySelectedUserIdsOutsideOfRange: [toGlobalId('User', middle)],
      selectedNetworkIds: [toGlobalId('Network', deepNetwork!.id)],
    };
    const saved = await suite.stack.gateway.graphql(
      `mutation ($id: ID!, $input: AlertPolicyInput!) { updateClientPolicy(id: $id, input: $input) { errors { field code } client { id } } }`,
      { id: clientId, input: { categories: [sos] } },
      { accessToken: suite.accessToken },
    );
    expect(saved.data.updateClientPolicy.errors).toEqual([]);

    suite.stack.proxy.reset();
    const detail = await suite.stack.gateway.graphql(
      CLIENT_DETAIL,
      { id: clientId },
      { accessToken: suite.accessToken },
    );

    expect(detail.errors).toBeUndefined();
    expect(detail.data.node.users.totalCount).toBe(3000);
    expect(detail.data.node.networks.totalCount).toBe(700);
    const category = detail.data.node.policy.categories[0];
    expect(category.selectedUsers).toEqual([
      { id: toGlobalId('User', oldest), displayName: 'Large Member 3000' },
      { id: toGlobalId('User', nextOldest), displayName: 'Large Member 2999' },
    ]);
    expect(category.notifySelectedUsersOutsideOfRange).toEqual([
      { id: toGlobalId('User', middle), displayName: 'Large Member 1500' },
    ]);
    expect(category.selectedNetworks).toEqual([
      { id: toGlobalId('Network', deepNetwork!.id), name: 'Large network 700' },
    ]);

    const base = `/backoffice/clients/${restId}`;
    const userIds = [oldest, nextOldest, middle].sort((a, b) => a - b);
    expect([...suite.stack.proxy.calls].sort()).toEqual(
      [
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
        // The three users of the policy in one call, the network in another: 13 calls for 3000 members.
        `GET ${base}/users?${userIds.map((id) => `ids=${id}`).join('&')}&limit=3`,
        `GET ${base}/networks?ids=${deepNetwork!.id}&limit=1`,
      ].sort(),
    );
  });
});
