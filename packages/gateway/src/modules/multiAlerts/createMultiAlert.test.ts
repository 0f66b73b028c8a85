import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const CREATE = /* GraphQL */ `
  mutation ($clientId: ID!, $input: MultiAlertInput!) {
    createMultiAlert(clientId: $clientId, input: $input) {
      multiAlert {
        id
        draft
        color
        sound
        description
        alertCategory
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** The required fields only: colour, texts and document are left out, as a caller may. */
const minimalInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'No colour',
  draft: true,
  title: 'No colour chosen',
  alertCategory: 'NETWORK_ALERT',
  selectedNetworkIds: [],
  selectedNetworksRadiusEnabled: false,
  selectedNetworksRadius: 100,
  createPublicAlert: false,
  alertAllAvailableNetworks: false,
  alertAllAvailableUsers: false,
  publicRadiusEnabled: false,
  publicRadius: 100,
  notifySelectedUserIdsOutsideOfRange: [],
  overwriteAll: false,
  selectedUserIds: [],
  enableConfirmationComment: false,
  enableTwoStepConfirmation: false,
  streamingEnabled: false,
  sound: 'UAN',
  ...overrides,
});

describe('createMultiAlert defaults', () => {
  const suite = useStack({ signInAs: 'clientadmin@vakt.test' });
  const create = (input: Record<string, unknown>) =>
    suite.stack.gateway.graphql(
      CREATE,
      { clientId: toGlobalId('Client', '2'), input },
      { accessToken: suite.accessToken },
    );

  it('without a colour: created with the category colour and the default sound', async () => {
    const answer = await create(minimalInput());
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createMultiAlert.errors).toEqual([]);
    expect(answer.data.createMultiAlert.multiAlert).toMatchObject({
      draft: true,
      color: '#7030A0',
      sound: 'UAN',
      description: null,
      alertCategory: 'NETWORK_ALERT',
    });
  });

  it('with colour null: the category colour too; a chosen colour is kept', async () => {
    const withNull = await create(minimalInput({ color: null, alertCategory: 'SUMMON' }));
    expect(withNull.data.createMultiAlert).toMatchObject({ errors: [], multiAlert: { color: '#F0F0F0' } });
    const chosen = await create(minimalInput({ color: '#123abc' }));
    expect(chosen.data.createMultiAlert).toMatchObject({ errors: [], multiAlert: { color: '#123ABC' } });
  });
});
