import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// Demo accounts (packages/platform/src/seed/demoAccounts.ts): clientadmin@vakt.test administers client 2 only.
const OWN_CLIENT = 2;
const OTHER_CLIENT = 7;

const LOG = `query ($entity: ID!, $first: Int!) {
  actionLog(first: $first, filter: { entityId: $entity }) {
    totalCount
    edges {
      node {
        action
        actor { id displayName }
        entity { type logId name nodeId }
        changes { field after references { key type logId name nodeId releaseNote section } }
      }
    }
  }
}`;

describe('actionLog: the objects an entry names, by name, in the one call of the page', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let network: { id: number; name: string };
  let own: { id: number; name: string };
  let foreign: { id: number; name: string };

  const graphql = (query: string, variables: Record<string, unknown>, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  beforeAll(async () => {
    const db = suite.stack.platform.db;
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    [network] = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT 1`,
      [OWN_CLIENT],
    );
    // a user of the client-admin's client who is not yet in the network, and one of another tenant only
    const userOf = async (clientId: number, exceptClientId: number) =>
      (
        await db.query<{ id: number; name: string }>(
          `SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name FROM users u
             JOIN client_users cu ON cu.user_id = u.id AND cu.client_id = $1
            WHERE u.deactivated_at IS NULL AND u.first_name IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM client_users x WHERE x.user_id = u.id AND x.client_id = $2)
              AND NOT EXISTS (SELECT 1 FROM network_members m WHERE m.user_id = u.id AND m.network_id = $3)
            ORDER BY u.id LIMIT 1`,
          [clientId, exceptClientId, network!.id],
        )
      )[0]!;
    own = await userOf(OWN_CLIENT, OTHER_CLIENT);
    foreign = await userOf(OTHER_CLIENT, OWN_CLIENT);
    // the admin adds both to a network of client 2: a row the client-admin reads, naming a user it may not see
    const added = await graphql(
      `
        mutation ($id: ID!, $users: [ID!]!) {
          addNetworkMembers(id: $id, userIds: $users) {
            errors {
              field
            }
          }
        }
      `,
      { id: toGlobalId('Network', network.id), users: [toGlobalId('User', own.id), toGlobalId('User', foreign.id)] },
    );
    expect(added.errors).toBeUndefined();
    // 99 more rows like it: a full page of 100
    await db.query(
      `INSERT INTO action_logs (entity_type, entity_id, action, user_id, client_ids, organization_id, payload, created_at)
       SELECT a.entity_type, a.entity_id, a.action, a.user_id, a.client_ids, a.organization_id, a.payload,
              a.created_at - g * interval '1 second'
         FROM action_logs a, generate_series(1, 99) g
        WHERE a.entity_type = 'network' AND a.entity_id = $1 AND a.action = 'addMembers'`,
      [network.id],
    );
  });

  const page = async (accessToken: string) => {
    suite.stack.proxy.reset();
    const answer = await graphql(LOG, { entity: toGlobalId('Network', network.id), first: 100 }, accessToken);
    expect(answer.errors).toBeUndefined();
    // names come with the rows: one upstream call for the whole page of 100, whatever it names
    expect(suite.stack.proxy.calls).toEqual([
      `GET /backoffice/system/actions?entityType=network&entityId=${network.id}&limit=100&offset=0`,
    ]);
    const entries = answer.data.actionLog.edges.map((edge: any) => edge.node);
    expect(entries).toHaveLength(100);
    return entries;
  };

  it('names the entity and the users of a change, with the global ids of their pages', async () => {
    const entries = await page(suite.accessToken);
    for (const entry of entries) {
      expect(entry.entity).toEqual({
        type: 'network',
        logId: String(network.id),
        name: network.name,
        nodeId: toGlobalId('Network', network.id),
      });
      const userIds = entry.changes.find((change: any) => change.field === 'userIds');
      expect(userIds.references).toEqual(
        [own, foreign].map((user) => ({
          key: 'userIds',
          type: 'user',
          logId: String(user.id),
          name: user.name,
          nodeId: toGlobalId('User', user.id),
          releaseNote: false,
          section: null,
        })),
      );
    }
  });

  it("a client-admin reads the row but not the other tenant's user: its id only, no name, no page", async () => {
    const [entry] = await page(clientAdmin.accessToken);
    expect(entry.entity.name).toBe(network.name);
    const userIds = entry.changes.find((change: any) => change.field === 'userIds');
    expect(userIds.references).toEqual([
      expect.objectContaining({ logId: String(own.id), name: own.name, nodeId: toGlobalId('User', own.id) }),
      {
        key: 'userIds',
        type: 'user',
        logId: String(foreign.id),
        name: null,
        nodeId: null,
        releaseNote: false,
        section: null,
      },
    ]);
    expect(JSON.stringify(entry)).not.toContain(foreign.name);
    expect(fromGlobalId(entry.actor.id)).toEqual({ type: 'User', restId: expect.any(String) });
  });
});
