import { describe, expect, it } from 'vitest';
import {
  ALERT_CATEGORIES,
  CLIENT_PAYLOAD_FIELDS,
  defaultPolicyCategory,
} from '../../../test/support/clientOperations.js';
import { useStack } from '../../../test/support/stack.js';
import { restIdOf, toGlobalId } from '../../ids.js';

const POLICY = /* GraphQL */ `
  mutation ($id: ID!, $input: AlertPolicyInput!) {
    updateClientPolicy(id: $id, input: $input) {
      client {
        id
        policy {
          categories {
            category
            enforced
            disabled
            sound
            createPublicAlert
            publicRadiusEnabled
            publicRadius
            meetingLink
          }
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const MULTI_ALERT_FIELDS =
  'multiAlert { id name draft title alertCategory sound color client { id } } errors { field code message }';

function multiAlertInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Evacuation drill',
    draft: true,
    title: 'Drill',
    description: 'Leave the building by the nearest exit.',
    alertCategory: 'SAFE_ASSIST',
    selectedNetworkIds: [],
    selectedNetworksRadiusEnabled: false,
    selectedNetworksRadius: 100,
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: false,
    publicRadiusEnabled: false,
    publicRadius: 100,
    color: '#FDA82B',
    instructions: null,
    meetingLink: null,
    documentId: null,
    notifySelectedUserIdsOutsideOfRange: [],
    overwriteAll: false,
    selectedUserIds: [],
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    streamingEnabled: false,
    sound: 'UAN',
    ...overrides,
  };
}

/** The five categories at their defaults, with `changes` applied per category. */
function policyInput(changes: Record<string, Record<string, unknown>>) {
  return {
    categories: ALERT_CATEGORIES.map((category) => ({ ...defaultPolicyCategory(category), ...changes[category] })),
  };
}

describe('clients: create, update, policy, multi-alerts, delete (admin)', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientId: string;
  let clientRestId: string;
  let multiAlertId: string;

  const graphql = (query: string, variables: Record<string, unknown>) =>
    suite.stack.gateway.graphql(query, variables, { accessToken: suite.accessToken });

  it('answers field errors as payload data, with client null', async () => {
    const answer = await graphql(
      `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_PAYLOAD_FIELDS} } }`,
      {
        input: { name: 'Broken AB', contactEmail: 'not-an-address', description: 'x'.repeat(301) },
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.createClient.client).toBeNull();
    expect(answer.data.createClient.errors).toEqual(
      expect.arrayContaining([
        { field: 'contactEmail', code: 'INVALID_EMAIL', message: expect.any(String) },
        { field: 'description', code: 'TOO_LONG', message: expect.any(String) },
      ]),
    );
  });

  it('creates a client and returns it without reading it again', async () => {
    const answer = await graphql(
      `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_PAYLOAD_FIELDS} } }`,
      {
        input: {
          name: 'Gateway Test AB',
          contactName: 'Greta Gateway',
          contactEmail: 'greta@gateway.vakt.test',
          contactPhone: '+46 70 123 45 67',
          description: 'Made by the gateway tests',
        },
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.createClient.errors).toEqual([]);
    expect(answer.data.createClient.client).toMatchObject({
      name: 'Gateway Test AB',
      description: 'Made by the gateway tests',
      userCount: 0,
    });
    expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/clients']);
    clientId = answer.data.createClient.client.id;
    clientRestId = restIdOf('Client', clientId)!;
  });

  it('updates the client: the PUT answer is the payload node', async () => {
    const answer = await graphql(
      `mutation ($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_PAYLOAD_FIELDS} } }`,
      {
        id: clientId,
        input: { name: 'Gateway Test AB (renamed)', contactEmail: 'greta@gateway.vakt.test', description: 'Renamed' },
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClient).toEqual({
      client: {
        id: clientId,
        name: 'Gateway Test AB (renamed)',
        description: 'Renamed',
        userCount: 0,
        networkCount: 0,
      },
      errors: [],
    });
    expect(suite.stack.proxy.calls).toEqual([`PUT /backoffice/clients/${clientRestId}`]);
  });

  it('moves the client into an organization, then takes it out again (organizationId null); left out, it stays', async () => {
    const update = (input: Record<string, unknown>) =>
      graphql(
        `
          mutation ($id: ID!, $input: ClientInput!) {
            updateClient(id: $id, input: $input) {
              client {
                id
                organization {
                  id
                }
              }
              errors {
                field
                code
                message
              }
            }
          }
        `,
        { id: clientId, input: { name: 'Gateway Test AB (renamed)', ...input } },
      );
    const organizationId = toGlobalId('Organization', 1);
    const moved = await update({ organizationId });
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateClient.client.organization).toEqual({ id: organizationId });
    const kept = await update({});
    expect(kept.data.updateClient.client.organization).toEqual({ id: organizationId });
    const out = await update({ organizationId: null });
    expect(out.errors).toBeUndefined();
    expect(out.data.updateClient).toEqual({ client: { id: clientId, organization: null }, errors: [] });
  });

  it('refuses a policy with fewer than two categories enabled, as a field error on categories', async () => {
    const disabled = { enforced: true, disabled: true };
    const answer = await graphql(POLICY, {
      id: clientId,
      input: policyInput({
        SOS_EMERGENCY: disabled,
        PUBLIC_ALERT: disabled,
        NETWORK_ALERT: disabled,
        SAFE_ASSIST: disabled,
      }),
    });

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientPolicy.client).toBeNull();
    expect(answer.data.updateClientPolicy.errors).toContainEqual({
      field: 'categories',
      code: 'TOO_FEW_ENABLED',
      message: expect.any(String),
    });
  });

  it.each([
    ['http://zoom.us/j/123', 'INSECURE_LINK'],
    ['https://meetings.example.com/room', 'INVALID_MEETING_LINK'],
  ])('refuses the meeting link %s as %s on categories.SUMMON.meetingLink', async (meetingLink, code) => {
    const answer = await graphql(POLICY, {
      id: clientId,
      input: policyInput({ SUMMON: { enforced: true, meetingLink } }),
    });

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientPolicy).toEqual({
      client: null,
      errors: [{ field: 'categories.SUMMON.meetingLink', code, message: expect.any(String) }],
    });
  });

  it('saves a valid policy and answers the client with the new policy', async () => {
    const answer = await graphql(POLICY, {
      id: clientId,
      input: policyInput({
        SOS_EMERGENCY: {
          enforced: true,
          sound: 'UAN_SHORT',
          createPublicAlert: true,
          publicRadiusEnabled: true,
          publicRadius: 500,
        },
        NETWORK_ALERT: { enforced: true, disabled: true },
        SUMMON: { enforced: true, meetingLink: 'https://meet.jit.si/vakt-drill' },
      }),
    });

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientPolicy.errors).toEqual([]);
    const categories = answer.data.updateClientPolicy.client.policy.categories;
    expect(categories[0]).toMatchObject({
      category: 'SOS_EMERGENCY',
      enforced: true,
      sound: 'UAN_SHORT',
      createPublicAlert: true,
      publicRadius: 500,
    });
    expect(categories[2]).toMatchObject({ category: 'NETWORK_ALERT', disabled: true });
    expect(categories[4]).toMatchObject({ category: 'SUMMON', meetingLink: 'https://meet.jit.si/vakt-drill' });
    expect(suite.stack.proxy.calls[0]).toBe(`PUT /backoffice/clients/${clientRestId}/policy`);
    expect(new Set(suite.stack.proxy.calls).size).toBe(suite.stack.proxy.calls.length);
    expect(suite.stack.proxy.calls).toContain(`GET /backoffice/clients/${clientRestId}`);
  });

  it('creates a draft multi-alert, refusing draft-locked options as field errors', async () => {
    const refused = await graphql(
      `mutation ($clientId: ID!, $input: MultiAlertInput!) { createMultiAlert(clientId: $clientId, input: $input) { ${MULTI_ALERT_FIELDS} } }`,
      {
        clientId,
        input: multiAlertInput({ streamingEnabled: true }),
      },
    );
    expect(refused.errors).toBeUndefined();
    expect(refused.data.createMultiAlert).toEqual({
      multiAlert: null,
      errors: [{ field: 'streamingEnabled', code: 'DRAFT_LOCKED', message: expect.any(String) }],
    });

    suite.stack.proxy.reset();
    const answer = await graphql(
      `mutation ($clientId: ID!, $input: MultiAlertInput!) { createMultiAlert(clientId: $clientId, input: $input) { ${MULTI_ALERT_FIELDS} } }`,
      {
        clientId,
        input: multiAlertInput(),
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.createMultiAlert.errors).toEqual([]);
    expect(answer.data.createMultiAlert.multiAlert).toMatchObject({
      name: 'Evacuation drill',
      draft: true,
      alertCategory: 'SAFE_ASSIST',
      sound: 'UAN',
      color: '#FDA82B',
      client: { id: clientId },
    });
    expect(suite.stack.proxy.calls).toEqual([
      `POST /backoffice/clients/${clientRestId}/multi-alerts`,
      `GET /backoffice/clients/${clientRestId}`,
    ]);
    multiAlertId = answer.data.createMultiAlert.multiAlert.id;
  });

  it('publishes the multi-alert with setMultiAlertDraft(false)', async () => {
    const answer = await graphql(
      `mutation ($id: ID!) { setMultiAlertDraft(id: $id, draft: false) { ${MULTI_ALERT_FIELDS} } }`,
      { id: multiAlertId },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.setMultiAlertDraft.multiAlert).toMatchObject({ id: multiAlertId, draft: false });
    expect(suite.stack.proxy.calls[0]).toMatch(
      new RegExp(`^PUT /backoffice/clients/${clientRestId}/multi-alerts/\\d+/draft$`),
    );
  });

  it('finds the multi-alert through node() and in the client list of multi-alerts', async () => {
    const answer = await graphql(
      `
        query ($id: ID!, $clientId: ID!) {
          node(id: $id) {
            id
            ... on MultiAlert {
              name
              draft
            }
          }
          client: node(id: $clientId) {
            ... on Client {
              multiAlerts {
                totalCount
                edges {
                  node {
                    id
                    draft
                  }
                }
              }
            }
          }
        }
      `,
      { id: multiAlertId, clientId },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.node).toEqual({ id: multiAlertId, name: 'Evacuation drill', draft: false });
    expect(answer.data.client.multiAlerts).toEqual({
      totalCount: 1,
      edges: [{ node: { id: multiAlertId, draft: false } }],
    });
  });

  it('updates the multi-alert', async () => {
    const answer = await graphql(
      `mutation ($id: ID!, $input: MultiAlertInput!) { updateMultiAlert(id: $id, input: $input) { ${MULTI_ALERT_FIELDS} } }`,
      {
        id: multiAlertId,
        input: multiAlertInput({ draft: false, title: 'Drill, updated', sound: 'SIREN', streamingEnabled: true }),
      },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateMultiAlert.multiAlert).toMatchObject({
      id: multiAlertId,
      title: 'Drill, updated',
      sound: 'SIREN',
    });
  });

  it('deletes the multi-alert, then the client', async () => {
    const deletedAlert = await graphql('mutation ($id: ID!) { deleteMultiAlert(id: $id) { deletedId } }', {
      id: multiAlertId,
    });
    expect(deletedAlert.data.deleteMultiAlert).toEqual({ deletedId: multiAlertId });

    const deletedClient = await graphql('mutation ($id: ID!) { deleteClient(id: $id) { deletedId } }', {
      id: clientId,
    });
    expect(deletedClient.errors).toBeUndefined();
    expect(deletedClient.data.deleteClient).toEqual({ deletedId: clientId });

    const gone = await graphql('query ($id: ID!) { node(id: $id) { id } }', { id: clientId });
    expect(gone.data.node).toBeNull();
  });
});
