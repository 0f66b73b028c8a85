import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';
import { fromGlobalId, restIdOf, toGlobalId } from '../../ids.js';

describe('node and nodes', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  it('round-trips the viewer global id through node()', async () => {
    const viewer = await suite.stack.gateway.graphql('{ viewer { id email } }', {}, { accessToken: suite.accessToken });
    const id = viewer.data.viewer.id as string;
    expect(fromGlobalId(id)).toEqual({ type: 'User', restId: expect.stringMatching(/^\d+$/) });

    const answer = await suite.stack.gateway.graphql(
      'query ($id: ID!) { node(id: $id) { __typename id ... on User { email } } }',
      { id },
      { accessToken: suite.accessToken },
    );
    expect(answer.data.node).toEqual({ __typename: 'User', id, email: viewer.data.viewer.email });
  });

  it('round-trips an incident global id through node()', async () => {
    const list = await suite.stack.gateway.graphql(
      '{ incidents(first: 1) { edges { node { id kind createdAt } } } }',
      {},
      { accessToken: suite.accessToken },
    );
    const incident = list.data.incidents.edges[0]?.node;
    expect(incident).toBeDefined();

    const answer = await suite.stack.gateway.graphql(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Incident { kind createdAt } } }',
      { id: incident.id },
      { accessToken: suite.accessToken },
    );
    expect(answer.data.node).toEqual({ __typename: 'Incident', ...incident });
  });

  it('answers null for unknown types, malformed ids and ids out of reach', async () => {
    const viewer = await suite.stack.gateway.graphql('{ viewer { id } }', {}, { accessToken: suite.accessToken });
    suite.stack.proxy.reset();
    const ids = [viewer.data.viewer.id, toGlobalId('Spaceship', 1), 'not-an-id', toGlobalId('User', 987654321)];

    const answer = await suite.stack.gateway.graphql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.nodes).toEqual([{ id: ids[0] }, null, null, null]);
    const viewerRestId = restIdOf('User', ids[0]);
    expect(suite.stack.proxy.calls.sort()).toEqual(
      [`GET /backoffice/users/${viewerRestId}`, 'GET /backoffice/users/987654321'].sort(),
    );
  });
});
