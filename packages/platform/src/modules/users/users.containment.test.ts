import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { DEMO_PASSWORD, demoAccount } from '../../seed/demoAccounts.js';
import { uniqueEmail, writeCounts } from './usersTestKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';

/**
 * Containment: an actor changes a user's account only when everything the user reaches lies inside the
 * actor's scope. Seed: clients 1-4 in organization 1, 5-8 in organization 2; orgadmin administers
 * organization 1, multiadmin clients 1, 2 and 5 (it is itself a bridge between the organizations),
 * clientadmin client 2. Each shape below is visible to every role (it is a member of client 2).
 */
type Shape = 'plain' | 'bridgePlain' | 'bridgeClientAdmin' | 'networkBridge' | 'multiadmin';

/** Which roles may change each shape's account; everyone else sees it read-only with the reason. */
const MAY_CHANGE: Record<Shape, Key[]> = {
  plain: ['admin', 'orgadmin', 'multiadmin', 'clientadmin'],
  bridgePlain: ['admin'],
  bridgeClientAdmin: ['admin', 'multiadmin'],
  networkBridge: ['admin'],
  multiadmin: ['admin', 'multiadmin'], // itself
};
/** A role the reader may not give comes first: a client-admin never changes a multi-client admin. */
const reasonOf = (shape: Shape, key: Key) =>
  MAY_CHANGE[shape].includes(key)
    ? null
    : shape === 'multiadmin' && key === 'clientadmin'
      ? 'HIGHER_ROLE'
      : 'REACH_OUTSIDE_SCOPE';
const CODES = { HIGHER_ROLE: 'FORBIDDEN', REACH_OUTSIDE_SCOPE: 'REACH_OUTSIDE_SCOPE' };
const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];

/** Every write on a user's account, each a harmless change. */
const WRITES: {
  name: string;
  send: (t: TestContext, id: number, token: string) => ReturnType<TestContext['request']>;
}[] = [
  {
    name: 'profile',
    send: (t, id, token) => t.request('PUT', `/backoffice/users/${id}`, { token, body: { description: 'changed' } }),
  },
  {
    name: 'e-mail',
    send: (t, id, token) =>
      t.request('PUT', `/backoffice/users/${id}`, { token, body: { email: uniqueEmail('taken') } }),
  },
  {
    name: 'two-factor',
    send: (t, id, token) => t.request('PUT', `/backoffice/users/${id}`, { token, body: { twoFaEnabled: true } }),
  },
  {
    name: 'password',
    send: (t, id, token) =>
      t.request('PUT', `/backoffice/users/${id}/reset-password`, { token, body: { password: 'Taken-over-1' } }),
  },
  {
    name: 'notification settings',
    send: (t, id, token) =>
      t.request('PUT', `/backoffice/users/${id}/notification_settings`, {
        token,
        body: [{ category: 1, isEmail: true, isPush: true, isSound: true }],
      }),
  },
  {
    name: 'alert central settings',
    send: (t, id, token) =>
      t.request('PUT', `/backoffice/users/${id}/alert-central-settings`, {
        token,
        body: [{ kind: 'SOS_Emergency', publicRadius: 500 }],
      }),
  },
];

describeEachDb('users: containment (an account changes only in the hands of who covers all it reaches)', (ctx) => {
  const ids = {} as Record<Shape, number>;

  async function userWith(t: TestContext, roles: number[], memberships: [clientId: number, isAdmin: boolean][]) {
    const [u] = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, first_name, last_name, roles, organization_id, client_id)
       VALUES ($1, $1, 'Bridge', 'Person', $2, 1, 2) RETURNING id`,
      [uniqueEmail('shape'), roles],
    );
    for (const [clientId, isAdmin] of memberships)
      await t.db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $2, $3)', [
        clientId,
        u!.id,
        isAdmin,
      ]);
    return u!.id;
  }

  beforeAll(async () => {
    const t = ctx();
    ids.plain = await userWith(t, [0], [[2, false]]);
    ids.bridgePlain = await userWith(
      t,
      [0],
      [
        [2, false],
        [6, false],
      ],
    );
    ids.bridgeClientAdmin = await userWith(
      t,
      [14],
      [
        [2, true],
        [5, true],
      ],
    );
    ids.networkBridge = await userWith(t, [0], [[2, false]]);
    const [foreignNetwork] = await t.db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = 7 LIMIT 1');
    await t.db.query('INSERT INTO network_members (network_id, user_id) VALUES ($1, $2)', [
      foreignNetwork!.id,
      ids.networkBridge,
    ]);
    ids.multiadmin = demoAccount('multiadmin').id;
  });

  for (const key of KEYS) {
    it(`${key}: reads every shape, with edit rights and the reason as the rule says`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      for (const shape of Object.keys(ids) as Shape[]) {
        const res = await t.get(`/backoffice/users/${ids[shape]}`, token);
        expect(res.status, `${key} reads ${shape}`).toBe(200);
        const allowed = MAY_CHANGE[shape].includes(key);
        expect(res.body.permissions, `${key} on ${shape}`).toMatchObject({
          edit: allowed,
          resetPassword: allowed,
          readOnlyReason: reasonOf(shape, key),
        });
        if (!allowed) expect(res.body.permissions.assignableRoles).toEqual([]);
      }
    });

    it(`${key}: every write on a user account x every shape: done when contained, 403 with the reason and nothing written otherwise`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      for (const shape of Object.keys(ids) as Shape[]) {
        const allowed = MAY_CHANGE[shape].includes(key);
        for (const write of WRITES) {
          // The demo multi-client admin keeps its password and settings for the other tests.
          if (allowed && shape === 'multiadmin') continue;
          const before = await writeCounts(t.db);
          const [row] = await t.db.query('SELECT * FROM users WHERE id = $1', [ids[shape]]);
          const res = await write.send(t, ids[shape], token);
          if (allowed) {
            expect([200, 204], `${key} ${write.name} of ${shape}: ${JSON.stringify(res.body)}`).toContain(res.status);
            continue;
          }
          expect(res.status, `${key} ${write.name} of ${shape}`).toBe(403);
          expectErrorShape(res.body, 403, CODES[reasonOf(shape, key)!]);
          expect(await writeCounts(t.db)).toEqual(before);
          expect((await t.db.query('SELECT * FROM users WHERE id = $1', [ids[shape]]))[0]).toEqual(row);
        }
      }
    });
  }

  it("the reported takeover: organization 1's admin cannot reset the password of a multi-client admin of organization 2's client", async () => {
    const t = ctx();
    const multi = demoAccount('multiadmin');
    const res = await t.request('PUT', `/backoffice/users/${multi.id}/reset-password`, {
      token: await t.tokenOf('orgadmin'),
      body: { password: 'Taken-over-1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toMatch(/outside the ones you administer/);
    expect((await t.login(multi.email, 'Taken-over-1')).status).toBe(401);
    expect((await t.login(multi.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a bridge user changes its own account; the client it administers elsewhere stays hidden from the reader', async () => {
    const t = ctx();
    const multi = demoAccount('multiadmin');
    const own = await t.request('PUT', `/backoffice/users/${multi.id}`, {
      token: await t.tokenOf('multiadmin'),
      body: { description: 'Consultant for two customers' },
    });
    expect(own.status).toBe(200);
    expect(own.body.permissions.edit).toBe(true);
    const read = await t.get(`/backoffice/users/${multi.id}`, await t.tokenOf('orgadmin'));
    expect(read.body.clients.map((c: { id: number }) => c.id)).toEqual([1, 2]);
  });

  it("membership decisions stay the tenant's: a client's own admin adds a bridge user to its network and removes it", async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const [network] = await t.db.query<{ id: number }>(
      `SELECT id FROM networks WHERE client_id = 2 AND status = 'active'
          AND id NOT IN (SELECT network_id FROM network_members WHERE user_id = $1) LIMIT 1`,
      [ids.bridgePlain],
    );
    const added = await t.post(`/backoffice/users/${ids.bridgePlain}/networks`, { ids: [network!.id] }, token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ added: 1 });
    const removed = await t.request('DELETE', `/backoffice/users/${ids.bridgePlain}/networks/${network!.id}`, {
      token,
    });
    expect(removed.status).toBe(204);
  });

  it('single sign-on is set by an administrator who covers the user, never by the user itself, only where an IdP exists', async () => {
    const t = ctx();
    const orgadmin = await t.tokenOf('orgadmin');
    await t.db.query(`UPDATE organizations SET saml_metadata_url = NULL WHERE id = 1`);
    const none = await t.request('PUT', `/backoffice/users/${ids.plain}`, {
      token: orgadmin,
      body: { samlEnabled: true },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ samlEnabled: 'SSO_NOT_CONFIGURED' });

    await t.db.query(`UPDATE organizations SET saml_metadata_url = 'https://idp.example.org/metadata' WHERE id = 1`);
    try {
      const reset = await t.request('PUT', `/backoffice/users/${ids.plain}/reset-password`, {
        token: orgadmin,
        body: { password: 'Before-sso-1' },
      });
      expect(reset.status).toBe(204);
      const on = await t.request('PUT', `/backoffice/users/${ids.plain}`, {
        token: orgadmin,
        body: { samlEnabled: true },
      });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ samlEnabled: true, permissions: { resetPassword: false } });
      const [email] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [ids.plain]);
      expect((await t.login(email!.email, 'Before-sso-1')).status).toBe(401);

      const self = await t.request('PUT', `/backoffice/users/${demoAccount('orgadmin').id}`, {
        token: orgadmin,
        body: { samlEnabled: true },
      });
      expect(self.status).toBe(400);
      expect(self.body.fields).toEqual({ samlEnabled: 'NOT_ALLOWED' });

      const off = await t.request('PUT', `/backoffice/users/${ids.plain}`, {
        token: orgadmin,
        body: { samlEnabled: false },
      });
      expect(off.body).toMatchObject({ samlEnabled: false, permissions: { resetPassword: true } });
      const [log] = await t.db.query<{ payload: any }>(
        `SELECT payload FROM action_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = 'update'
          ORDER BY id DESC LIMIT 1`,
        [ids.plain],
      );
      expect(log!.payload.before.samlEnabled).toBe(true);
      expect(log!.payload.after.samlEnabled).toBe(false);
    } finally {
      await t.db.query(`UPDATE organizations SET saml_metadata_url = NULL WHERE id = 1`);
    }
  });
});
