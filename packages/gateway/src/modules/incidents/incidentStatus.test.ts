import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../ids.js';
import { useStack } from '../../../test/support/stack.js';
import { networkOfClient, raiseAlarm } from '../../../test/support/incidentAlarms.js';

const SET_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $status: IncidentStatus!) {
    setIncidentStatus(id: $id, status: $status) {
      incident {
        id
        status
        confirmedAt
        finalizedAt
        statusChangedAt
        viewerCanChangeStatus
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const LIST = /* GraphQL */ `
  query (
    $status: IncidentStatus
    $networkId: ID
    $search: String
    $startDate: Date
    $endDate: Date
    $view: IncidentView
  ) {
    incidents(
      first: 50
      status: $status
      networkId: $networkId
      search: $search
      startDate: $startDate
      endDate: $endDate
      view: $view
    ) {
      edges {
        node {
          id
          status
          name
          description
          createdAt
          networkName
          network {
            id
            name
          }
        }
      }
      summary {
        unconfirmed
        ongoing
        finalized
      }
    }
    incidentCounters(view: $view) {
      unconfirmed
      ongoing
      confirmed
      finalized
    }
  }
`;

interface Node {
  id: string;
  status: string;
  name: string;
  description: string | null;
  createdAt: string;
  network: { id: string; name: string } | null;
}

describe('incident filters and status changes', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  const list = (variables: Record<string, unknown>, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(LIST, variables, { accessToken });
  const nodesOf = (answer: { data: { incidents: { edges: { node: Node }[] } } }) =>
    answer.data.incidents.edges.map((edge) => edge.node);

  it('filters by status, network, search and dates on the platform, with the summary of the other filters', async () => {
    const all = await list({});
    expect(all.errors).toBeUndefined();
    const ongoing = await list({ status: 'ONGOING' });
    expect(suite.stack.proxy.calls.some((call) => /list\?limit=50&filter=pending$/.test(call))).toBe(true);
    expect(nodesOf(ongoing).length).toBeGreaterThan(0);
    expect(nodesOf(ongoing).every((node) => node.status === 'ONGOING')).toBe(true);
    // the summary leaves the status filter out: the three boxes stay as they were
    expect(ongoing.data.incidents.summary).toEqual(all.data.incidents.summary);

    const network = nodesOf(all).find((node) => node.network)!.network!;
    const inNetwork = nodesOf(await list({ networkId: network.id }));
    expect(inNetwork.length).toBeGreaterThan(0);
    expect(inNetwork.every((node) => node.network?.id === network.id && node.network.name === network.name)).toBe(true);

    const word = nodesOf(all)[0].name.split(' ').at(-1)!;
    const found = nodesOf(await list({ search: `  ${word} ` }));
    expect(found.length).toBeGreaterThan(0);
    expect(suite.stack.proxy.calls).toContain(
      `GET /backoffice/incidents/list?limit=50&search=${encodeURIComponent(word)}`,
    );

    const day = nodesOf(all)[5].createdAt.slice(0, 10);
    const start = new Date(`${day}T00:00:00Z`).getTime() - 2 * 86_400_000;
    const end = new Date(`${day}T00:00:00Z`).getTime() + 2 * 86_400_000;
    const ranged = nodesOf(await list({ startDate: day, endDate: day }));
    expect(ranged.length).toBeGreaterThan(0);
    for (const node of ranged) {
      expect(Date.parse(node.createdAt)).toBeGreaterThan(start);
      expect(Date.parse(node.createdAt)).toBeLessThan(end);
    }

    suite.stack.proxy.reset();
    const operational = await list({ view: 'OPERATIONAL' });
    expect(operational.errors).toBeUndefined();
    expect(suite.stack.proxy.calls.sort()).toEqual([
      'GET /backoffice/incidents/counters?view=operational',
      'GET /backoffice/incidents/list?limit=50&view=operational',
    ]);
  });

  it('moves an incident on, refuses a way back as a field error, and the counters follow', async () => {
    const network = await networkOfClient(suite.stack, suite.accessToken, 2);
    const alarm = await raiseAlarm(suite.stack, suite.accessToken, network.restId, 'Larm på Storgatan');
    const id = toGlobalId('Incident', alarm.uid);
    const before = (await list({})).data.incidentCounters;

    const confirmed = await suite.stack.gateway.graphql(
      SET_STATUS,
      { id, status: 'CONFIRMED' },
      { accessToken: suite.accessToken },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.setIncidentStatus.errors).toEqual([]);
    expect(confirmed.data.setIncidentStatus.incident).toMatchObject({
      id,
      status: 'CONFIRMED',
      finalizedAt: null,
      viewerCanChangeStatus: true,
    });
    expect(confirmed.data.setIncidentStatus.incident.confirmedAt).toEqual(expect.any(String));
    expect(confirmed.data.setIncidentStatus.incident.statusChangedAt).toEqual(expect.any(String));

    const after = (await list({})).data.incidentCounters;
    expect(after.confirmed).toBe(before.confirmed + 1);
    expect(after.unconfirmed + after.ongoing).toBe(before.unconfirmed + before.ongoing - 1);

    const back = await suite.stack.gateway.graphql(
      SET_STATUS,
      { id, status: 'ONGOING' },
      { accessToken: suite.accessToken },
    );
    expect(back.data.setIncidentStatus).toEqual({
      incident: null,
      errors: [{ field: 'status', code: 'INVALID_TRANSITION', message: expect.any(String) }],
    });

    const finalized = await suite.stack.gateway.graphql(
      SET_STATUS,
      { id, status: 'FINALIZED' },
      { accessToken: suite.accessToken },
    );
    expect(finalized.data.setIncidentStatus.incident).toMatchObject({
      status: 'FINALIZED',
      viewerCanChangeStatus: false,
    });
    expect(finalized.data.setIncidentStatus.incident.finalizedAt).toEqual(expect.any(String));
  });

  it("keeps a client-admin to their client: another client's incident is not found, bad ids are refused", async () => {
    const other = await networkOfClient(suite.stack, suite.accessToken, 7);
    const alarm = await raiseAlarm(suite.stack, suite.accessToken, other.restId, 'Other client alarm');
    const clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');

    const refused = await suite.stack.gateway.graphql(
      SET_STATUS,
      { id: toGlobalId('Incident', alarm.uid), status: 'CONFIRMED' },
      { accessToken: clientAdmin.accessToken },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const own = nodesOf(await list({}, clientAdmin.accessToken));
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((node) => node.name === 'Other client alarm')).toBe(false);

    const badId = await suite.stack.gateway.graphql(
      SET_STATUS,
      { id: toGlobalId('Network', 1), status: 'CONFIRMED' },
      { accessToken: suite.accessToken },
    );
    expect(badId.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
