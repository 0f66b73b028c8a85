import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CATEGORIES, CLIENT_DETAIL, defaultPolicyCategory } from '../../../test/support/clientOperations.js';
import { useStack } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

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
    expect(category.deviceOutputControl).toEqual([{ device: { id: picked.device.id, name: picked.device.name }, outputCodes: [picked.outputCode] }]);

    const calls = suite.stack.proxy.calls;
    expect(new Set(calls).size).toBe(calls.length);
    // The lookups share the first pages the detail page shows (limit 50), continuing in pages of 500.
    const lookups = calls.filter((call) => /\/(users|networks|devices)\?limit=500&|\/documents\/search/.test(call));
    for (const call of lookups) expect(call).toMatch(/^GET \/backoffice\/clients\/1\/(users|networks|devices)\?limit=500&offset=50$|^GET \/backoffice\/documents\/search\?clientId=1&limit=100$/);
    expect(calls).toContain('GET /backoffice/documents/search?clientId=1&limit=100');
    expect(calls.filter((call) => /^GET \/backoffice\/users\/\d+$/.test(call))).toEqual([]);
  });

  it('reports a reference outside the client as a field error on its input path', async () => {
    const stranger = await suite.stack.gateway.graphql('{ searchUsers(clientId: "' + toGlobalId('Client', 5) + '", first: 50) { id } }', {}, { accessToken: suite.accessToken });
    const members = new Set(picked.users.map((user) => user.id));
    const outsider = stranger.data.searchUsers.find((user: any) => !members.has(user.id));
    const inClient = await suite.stack.gateway.graphql('{ searchUsers(clientId: "' + CLIENT + '", first: 100) { id } }', {}, { accessToken: suite.accessToken });
    expect(inClient.data.searchUsers.map((user: any) => user.id)).not.toContain(outsider.id);

    const answer = await suite.stack.gateway.graphql(
      `mutation ($id: ID!, $input: AlertPolicyInput!) { updateClientPolicy(id: $id, input: $input) { errors { field code } client { id } } }`,
      { id: CLIENT, input: { categories: [{ ...defaultPolicyCategory('PUBLIC_ALERT'), enforced: true, selectedUserIds: [outsider.id] }] } },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientPolicy).toEqual({
      client: null,
      errors: [{ field: 'categories.PUBLIC_ALERT.selectedUserIds', code: 'NOT_IN_CLIENT' }],
    });
  });
});
