import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const CLIENT_3 = toGlobalId('Client', 3);
const CLIENT_1 = toGlobalId('Client', 1);

describe('clients: members, networks, SAML, notification settings and show/hide', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  it('adds an existing user, makes them admin, removes them; the payloads carry the updated client', async () => {
    const before = await graphql('query ($id: ID!) { node(id: $id) { ... on Client { userCount } } }', {
      id: CLIENT_3,
    });
    const candidates = await graphql('query ($id: ID!) { searchUsers(excludeClientId: $id, first: 1) { id } }', {
      id: CLIENT_3,
    });
    const userId = candidates.data.searchUsers[0].id;

    suite.stack.proxy.reset();
    const added = await graphql(
      'mutation ($id: ID!, $userIds: [ID!]!) { addUsersToClient(id: $id, userIds: $userIds) { client { userCount } errors { field } } }',
      {
        id: CLIENT_3,
        userIds: [userId],
      },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addUsersToClient).toEqual({ client: { userCount: before.data.node.userCount + 1 }, errors: [] });
    expect(suite.stack.proxy.calls).toEqual(['PUT /backoffice/clients/3/users', 'GET /backoffice/clients/3']);

    const promoted = await graphql(
      'mutation ($id: ID!, $userId: ID!) { setClientUserAdmin(id: $id, userId: $userId, isAdmin: true) { clientUser { isAdmin user { id } } errors { field } } }',
      { id: CLIENT_3, userId },
    );
    expect(promoted.data.setClientUserAdmin).toEqual({
      clientUser: { isAdmin: true, user: { id: userId } },
      errors: [],
    });

    const removed = await graphql(
      'mutation ($id: ID!, $userId: ID!) { removeUserFromClient(id: $id, userId: $userId) { removedId client { userCount } } }',
      {
        id: CLIENT_3,
        userId,
      },
    );
    expect(removed.data.removeUserFromClient).toEqual({
      removedId: userId,
      client: { userCount: before.data.node.userCount },
    });
  });

  it('refuses to remove the owner member with CONFLICT', async () => {
    const members = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { users(first: 200) { edges { node { memberType user { id } } } } } } }',
      { id: CLIENT_3 },
    );
    const owner = members.data.node.users.edges.find((edge: any) => edge.node.memberType === 'OWNER').node.user.id;

    const answer = await graphql(
      'mutation ($id: ID!, $userId: ID!) { removeUserFromClient(id: $id, userId: $userId) { removedId } }',
      { id: CLIENT_3, userId: owner },
    );

    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', errorCode: 'OWNER_CANNOT_BE_REMOVED' });
  });

  it('removes a network and adds it back', async () => {
    const networks = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { networkCount networks(first: 1) { edges { node { network { id } } } } } } }',
      { id: CLIENT_3 },
    );
    const { networkCount } = networks.data.node;
    const networkId = networks.data.node.networks.edges[0].node.network.id;

    const removed = await graphql(
      'mutation ($id: ID!, $networkId: ID!) { removeNetworkFromClient(id: $id, networkId: $networkId) { removedId client { networkCount } } }',
      {
        id: CLIENT_3,
        networkId,
      },
    );
    expect(removed.data.removeNetworkFromClient).toEqual({
      removedId: networkId,
      client: { networkCount: networkCount - 1 },
    });

    const added = await graphql(
      'mutation ($id: ID!, $ids: [ID!]!) { addNetworksToClient(id: $id, networkIds: $ids) { client { networkCount } errors { field } } }',
      {
        id: CLIENT_3,
        ids: [networkId],
      },
    );
    expect(added.data.addNetworksToClient).toEqual({ client: { networkCount }, errors: [] });
  });

  it('offers devices for the devices tab, moves them in all or nothing (refused ones named) and takes one out', async () => {
    const sql = (text: string, params: unknown[] = []) => suite.stack.platform.db.query<any>(text, params);
    const tag = `GW dev ${Date.now().toString(36)}`;
    const [movable] = await sql(
      `INSERT INTO devices (client_id, name, type, serial_number) VALUES (1, $1, 'sensor', gen_random_uuid()::text) RETURNING id`,
      [`${tag} a`],
    );
    const [owned] = await sql(
      `INSERT INTO devices (client_id, name, type, serial_number, owner_user_id)
       SELECT 1, $1, 'sensor', gen_random_uuid()::text, min(user_id) FROM client_users
        WHERE client_id = 1 AND user_id NOT IN (SELECT user_id FROM client_users WHERE client_id = 3) RETURNING id`,
      [`${tag} b`],
    );
    const movableId = toGlobalId('Device', movable.id);
    const ownedId = toGlobalId('Device', owned.id);

    suite.stack.proxy.reset();
    const offered = await graphql(
      `
        query ($id: ID!, $query: String) {
          node(id: $id) {
            ... on Client {
              viewerCan {
                addExistingDevices
                removeDevices
              }
              deviceCandidates(query: $query) {
                id
                name
                kind
              }
            }
          }
        }
      `,
      { id: CLIENT_3, query: tag },
    );
    expect(offered.errors).toBeUndefined();
    expect(offered.data.node).toEqual({
      viewerCan: { addExistingDevices: true, removeDevices: true },
      deviceCandidates: [{ id: movableId, name: `${tag} a`, kind: 'SENSOR' }],
    });
    expect(suite.stack.proxy.calls).toEqual([
      'GET /backoffice/clients/3',
      `GET /backoffice/clients/3/devices/candidates?q=${encodeURIComponent(tag).replace(/%20/g, '+')}&limit=20&offset=0`,
    ]);

    const ADD = `mutation ($id: ID!, $deviceIds: [ID!]!) { addDevicesToClient(id: $id, deviceIds: $deviceIds) {
      client { deviceCount } errors { field code refused { pickedId name code } } } }`;
    const before = (
      await graphql('query ($id: ID!) { node(id: $id) { ... on Client { deviceCount } } }', { id: CLIENT_3 })
    ).data.node.deviceCount;
    const refused = await graphql(ADD, { id: CLIENT_3, deviceIds: [movableId, ownedId] });
    expect(refused.data.addDevicesToClient).toEqual({
      client: null,
      errors: [
        {
          field: 'deviceIds',
          code: 'OWNER_NOT_IN_CLIENT',
          refused: [{ pickedId: ownedId, name: `${tag} b`, code: 'OWNER_NOT_IN_CLIENT' }],
        },
      ],
    });
    const added = await graphql(ADD, { id: CLIENT_3, deviceIds: [movableId] });
    expect(added.data.addDevicesToClient).toEqual({ client: { deviceCount: before + 1 }, errors: [] });

    const removed = await graphql(
      'mutation ($id: ID!, $deviceId: ID!) { removeDeviceFromClient(id: $id, deviceId: $deviceId) { removedId client { deviceCount } } }',
      { id: CLIENT_3, deviceId: movableId },
    );
    expect(removed.data.removeDeviceFromClient).toEqual({ removedId: movableId, client: { deviceCount: before } });
  });

  it('saves SAML settings and answers them with the selected networks resolved', async () => {
    const networks = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { networks(first: 2) { edges { node { network { id name } } } } } } }',
      { id: CLIENT_1 },
    );
    const selected = networks.data.node.networks.edges.map((edge: any) => edge.node.network);

    const answer = await graphql(
      `
        mutation ($id: ID!, $input: ClientSamlSettingsInput!) {
          updateClientSamlSettings(id: $id, input: $input) {
            client {
              samlSettings {
                samlMetadataUrl
                samlEmailDomains
                samlSelectedNetworks {
                  id
                  name
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
        id: CLIENT_1,
        input: {
          samlMetadataUrl: 'https://idp.example.com/metadata.xml',
          samlSelectedNetworkIds: selected.map((network: any) => network.id),
        },
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientSamlSettings.client.samlSettings).toMatchObject({
      samlMetadataUrl: 'https://idp.example.com/metadata.xml',
      samlSelectedNetworks: selected,
    });
  });

  it('saves notification settings', async () => {
    const current = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { notificationSettings { type email push sound recipients { clientAdmin clientUsers networkAdmin networkUsers } } } } }',
      { id: CLIENT_1 },
    );
    const settings = current.data.node.notificationSettings;
    expect(settings.map((setting: any) => setting.type)).toContain('battery-low');
    const changed = settings.map((setting: any) =>
      setting.type === 'battery-low'
        ? {
            ...setting,
            email: !setting.email,
            push: false,
            sound: true,
            recipients: { ...setting.recipients, networkUsers: true },
          }
        : setting,
    );

    const answer = await graphql(
      `
        mutation ($id: ID!, $input: [NotificationSettingInput!]!) {
          updateClientNotificationSettings(id: $id, input: $input) {
            client {
              notificationSettings {
                type
                email
                push
                sound
                recipients {
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
      { id: CLIENT_1, input: changed },
    );

    expect(answer.errors).toBeUndefined();
    const batteryLow = answer.data.updateClientNotificationSettings.client.notificationSettings.find(
      (setting: any) => setting.type === 'battery-low',
    );
    // Push off forces sound off on the platform.
    expect(batteryLow).toEqual({
      type: 'battery-low',
      email: !settings.find((s: any) => s.type === 'battery-low').email,
      push: false,
      sound: false,
      recipients: { networkUsers: true },
    });
  });

  it('lets a multi-client-admin hide a client and show it again; admins may not', async () => {
    const { accessToken: multi } = await suite.stack.signIn('multiadmin@vakt.test');
    const SET =
      'mutation ($input: SetClientsDisplayInput!) { setClientsDisplay(input: $input) { clients { id displayed } } }';

    const hidden = await graphql(SET, { input: { hide: [CLIENT_1], display: [] } }, multi);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data.setClientsDisplay.clients).toEqual([{ id: CLIENT_1, displayed: false }]);
    const picker = await graphql('{ searchClients(first: 20) { id } }', {}, multi);
    expect(picker.data.searchClients.map((client: any) => client.id)).not.toContain(CLIENT_1);

    const shown = await graphql(SET, { input: { hide: [], display: [CLIENT_1] } }, multi);
    expect(shown.data.setClientsDisplay.clients).toEqual([{ id: CLIENT_1, displayed: true }]);

    const refused = await graphql(SET, { input: { hide: [CLIENT_1], display: [] } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
