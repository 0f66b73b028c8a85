import { describe, expect, it } from 'vitest';
import { CLIENT_PAYLOAD_FIELDS } from '../../../test/support/clientOperations.js';
import { useStack } from '../../../test/support/stack.js';
import { restIdOf, toGlobalId } from '../../ids.js';
import { multiAlertGlobalId } from '../multiAlerts/multiAlert.js';

// clientadmin@vakt.test is an admin member of client 2 only (packages/platform/src/seed/demoAccounts.ts).
const OWN = toGlobalId('Client', 2);
const OTHER = toGlobalId('Client', 1);

describe('clients: a client-admin and another client', () => {
  const suite = useStack({ signInAs: 'clientadmin@vakt.test' });

  const graphql = (query: string, variables: Record<string, unknown>) =>
    suite.stack.gateway.graphql(query, variables, { accessToken: suite.accessToken });

  it('lists only its own client', async () => {
    const answer = await graphql(
      '{ clients { totalCount edges { node { id viewerCan { edit delete changeDisplay } } } } }',
      {},
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.clients.edges.map((edge: any) => edge.node.id)).toEqual([OWN]);
    expect(answer.data.clients.totalCount).toBe(1);
  });

  it('reads its own client and gets null for the other one through node()', async () => {
    const answer = await graphql(
      'query ($own: ID!, $other: ID!) { own: node(id: $own) { id } other: node(id: $other) { id } }',
      { own: OWN, other: OTHER },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ own: { id: OWN }, other: null });
  });

  it.each([
    [
      'updateClient',
      `mutation ($id: ID!) { updateClient(id: $id, input: { name: "Taken over" }) { ${CLIENT_PAYLOAD_FIELDS} } }`,
    ],
    [
      'updateClientAlertScreen',
      `mutation ($id: ID!) { updateClientAlertScreen(id: $id, input: [{ category: SOS_EMERGENCY, caption: "x", color: "#000000" }]) { ${CLIENT_PAYLOAD_FIELDS} } }`,
    ],
    [
      'updateClientNotificationSettings',
      `mutation ($id: ID!) { updateClientNotificationSettings(id: $id, input: []) { ${CLIENT_PAYLOAD_FIELDS} } }`,
    ],
    [
      'requestClientIconUpload',
      'mutation ($id: ID!) { requestClientIconUpload(id: $id, input: { filename: "a.png", size: 100, contentType: "image/png" }) { url } }',
    ],
    ['deleteClient', 'mutation ($id: ID!) { deleteClient(id: $id) { deletedId } }'],
    [
      'createMultiAlert',
      'mutation ($id: ID!) { createMultiAlert(clientId: $id, input: { name: "x", draft: true, alertCategory: SOS_EMERGENCY, selectedNetworkIds: [], selectedNetworksRadiusEnabled: false, selectedNetworksRadius: 100, createPublicAlert: false, alertAllAvailableNetworks: false, alertAllAvailableUsers: false, publicRadiusEnabled: false, publicRadius: 100, notifySelectedUserIdsOutsideOfRange: [], overwriteAll: false, selectedUserIds: [], enableConfirmationComment: false, enableTwoStepConfirmation: false, streamingEnabled: false, sound: DEFAULT }) { multiAlert { id } errors { field } } }',
    ],
  ])('gets NOT_FOUND from %s on the other client', async (_, mutation) => {
    const answer = await graphql(mutation, { id: OTHER });

    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(answer.data).toBeNull();
    for (const call of suite.stack.proxy.calls)
      expect(call).toMatch(new RegExp(`/backoffice/clients/${restIdOf('Client', OTHER)}(/|$)`));
  });

  it('gets NOT_FOUND for a multi-alert of the other client', async () => {
    const id = multiAlertGlobalId(1, 1);
    const read = await graphql('query ($id: ID!) { node(id: $id) { id } }', { id });
    const draft = await graphql(
      'mutation ($id: ID!) { setMultiAlertDraft(id: $id, draft: false) { multiAlert { id } } }',
      { id },
    );
    const remove = await graphql('mutation ($id: ID!) { deleteMultiAlert(id: $id) { deletedId } }', { id });

    expect(read.data.node).toBeNull();
    expect(draft.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(remove.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
