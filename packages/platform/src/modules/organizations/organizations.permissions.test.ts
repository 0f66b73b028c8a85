import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import {
  api,
  KEYS,
  lastLogId,
  logsSince,
  newClient,
  newUser,
  organizationBody,
  type Key,
} from './organizationsTestKit.js';

// What each demo account sees: the organizations in scope (own or of a client in scope) and the ones it manages.
const VISIBLE: Record<Key, number[]> = { admin: [1, 2], orgadmin: [1], multiadmin: [1, 2], clientadmin: [1] };
const MANAGES: Record<Key, number[]> = { admin: [1, 2], orgadmin: [1], multiadmin: [], clientadmin: [] };

/** Every /organizations/{id}... call, in an order that leaves the organization in place. */
function everyCall(id: number, userId: number, clientId: number) {
  return [
    ['GET', `/organizations/${id}`, undefined],
    ['PUT', `/organizations/${id}`, { description: 'Changed by the matrix' }],
    ['GET', `/organizations/${id}/network-summary`, undefined],
    ['GET', `/organizations/${id}/subscription-summary`, undefined],
    ['GET', `/organizations/${id}/users`, undefined],
    ['PUT', `/organizations/${id}/users/${userId}`, { isAdmin: true }],
    ['DELETE', `/organizations/${id}/users/${userId}`, undefined],
    ['GET', `/organizations/${id}/clients`, undefined],
    // Attaching a client it already has changes nothing (no audit row); attaching others: rules tests.
    ['POST', `/organizations/${id}/clients`, { clientIds: [clientId] }],
    ['DELETE', `/organizations/${id}/clients/${clientId}`, undefined],
    ['GET', `/organizations/${id}/saml`, undefined],
    ['PUT', `/organizations/${id}/saml`, { samlAllowUserCreation: true }],
  ] as const;
}

describeEachDb('organizations: every endpoint x every role x own/other tenant', (ctx) => {
  let plainToken = '';

  beforeAll(async () => {
    plainToken = (await newUser(ctx(), 1, [0], { clientId: 2 })).token;
    expect(plainToken).toBeTruthy();
  });

  it('a plain user is refused every endpoint (403)', async () => {
    const t = ctx();
    for (const [method, path, body] of [
      ['GET', '/organizations', undefined],
      ['GET', '/organizations/search', undefined],
      ['POST', '/organizations', organizationBody()],
      ['PATCH', '/organizations/display', { hide: [1] }],
      ['DELETE', '/organizations/1?clients=detach', undefined],
      ...everyCall(1, 4, 1),
    ] as const) {
      const res = await t.request(method, `/backoffice${path}`, { token: plainToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
  });

  for (const key of KEYS) {
    it(`${key}: the list, the picker and reads show only its tenants, with its permissions`, async () => {
      const t = ctx();
      const list = await api(t, key, 'GET', '/organizations?limit=500');
      expect(list.status).toBe(200);
      const ids = list.body.items.map((o: any) => o.id);
      if (key === 'admin') expect(ids).toEqual(expect.arrayContaining([1, 2]));
      else expect(ids.sort()).toEqual(VISIBLE[key]);
      expect(list.body.total).toBe(ids.length);
      const picker = await api(t, key, 'GET', '/organizations/search?limit=100');
      expect(picker.body.map((o: any) => o.id)).toEqual(expect.arrayContaining(VISIBLE[key]));
      if (key !== 'admin') expect(picker.body).toHaveLength(VISIBLE[key].length);
      for (const id of [1, 2]) {
        const res = await api(t, key, 'GET', `/organizations/${id}`);
        if (!VISIBLE[key].includes(id)) {
          expectErrorShape(res.body, 404, 'NOT_FOUND');
          expect(res.status).toBe(404);
          continue;
        }
        expect(res.status).toBe(200);
        const manage = MANAGES[key].includes(id);
        expect(res.body.permissions).toEqual({
          edit: manage,
          delete: manage,
          manageUsers: manage,
          manageClients: manage,
          saveSaml: manage,
          changeDisplay: key === 'orgadmin',
        });
        const users = await api(t, key, 'GET', `/organizations/${id}/users?limit=500`);
        await expectOnlyOwnTenant(
          t.db,
          key,
          'user',
          users.body.items.map((u: any) => u.id),
        );
        const clients = await api(t, key, 'GET', `/organizations/${id}/clients?limit=500`);
        await expectOnlyOwnTenant(
          t.db,
          key,
          'client',
          clients.body.items.map((c: any) => c.id),
        );
        expect(clients.body.total).toBe(clients.body.items.length);
      }
    });
  }

  it("the clients tab's picker: those who manage the clients, within their tenants; readers 403, outside 404", async () => {
    const t = ctx();
    for (const key of KEYS) {
      for (const id of [1, 2]) {
        const res = await api(t, key, 'GET', `/organizations/${id}/clients/candidates?limit=100`);
        if (!VISIBLE[key].includes(id)) expectErrorShape(res.body, 404, 'NOT_FOUND');
        else if (!MANAGES[key].includes(id)) expectErrorShape(res.body, 403, 'FORBIDDEN');
        else {
          expect(res.status, `${key} ${id}`).toBe(200);
          const ids = res.body.map((c: { id: number }) => c.id);
          await expectOnlyOwnTenant(t.db, key, 'client', ids);
          const [inside] = await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM clients WHERE id = ANY($1::int[]) AND organization_id = $2',
            [ids, id],
          );
          expect(inside!.n, `${key} ${id}: none of its own clients`).toBe(0);
        }
      }
    }
  });

  it('only an admin adds organizations', async () => {
    const t = ctx();
    for (const key of KEYS) {
      const since = await lastLogId(t);
      const res = await api(t, key, 'POST', '/organizations', organizationBody());
      expect(res.status, key).toBe(key === 'admin' ? 201 : 403);
      expect(await logsSince(t, since), key).toHaveLength(key === 'admin' ? 1 : 0);
      if (key === 'admin') expect(res.body.permissions.edit).toBe(true);
      else expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
  });

  /** A fresh organization with one client and one user, and what the account may do with it. */
  async function fixture(t: TestContext, organizationId?: number) {
    const id = organizationId ?? (await api(t, 'admin', 'POST', '/organizations', organizationBody())).body.id;
    await t.db.query('UPDATE organizations SET saml_allow_user_creation = false WHERE id = $1', [id]);
    const clientId = await newClient(t, id);
    const user = await newUser(t, id, [0], { clientId });
    return { id: id as number, clientId, userId: user.id };
  }

  for (const key of KEYS) {
    it(`${key}: every write it may make is audited once; reads only 403; outside its scope 404 with nothing written`, async () => {
      const t = ctx();
      for (const organizationId of [1, 2]) {
        const { id, clientId, userId } = await fixture(t, organizationId);
        const calls = everyCall(id, userId, clientId);
        const visible = VISIBLE[key].includes(id);
        const manage = MANAGES[key].includes(id);
        for (const [method, path, body] of calls) {
          const since = await lastLogId(t);
          const res = await api(t, key, method, path, body);
          const logs = await logsSince(t, since);
          if (!visible) {
            expect(res.status, `${key} ${method} ${path}`).toBe(404);
            expectErrorShape(res.body, 404, 'NOT_FOUND');
          } else if (method === 'GET' || manage) {
            expect(res.status, `${key} ${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
          } else {
            expect(res.status, `${key} ${method} ${path}`).toBe(403);
            expectErrorShape(res.body, 403, 'FORBIDDEN');
          }
          if (visible && manage && method === 'POST') expect(res.body).toEqual({ added: 0 });
          const writes = visible && manage && method !== 'GET' && method !== 'POST';
          expect(logs, `${key} ${method} ${path}`).toHaveLength(writes ? 1 : 0);
          if (writes)
            expect(logs[0]).toMatchObject({ entity_type: 'organization', entity_id: id, organization_id: id });
        }
        // Nothing moved where the account may not write.
        const [facts] = await t.db.query<{ client_org: number | null; user_org: number | null; allow: boolean }>(
          `SELECT (SELECT organization_id FROM clients WHERE id = $1) AS client_org,
                  (SELECT organization_id FROM users WHERE id = $2) AS user_org,
                  (SELECT saml_allow_user_creation FROM organizations WHERE id = $3) AS allow`,
          [clientId, userId, id],
        );
        if (manage) expect(facts).toEqual({ client_org: null, user_org: null, allow: true });
        else expect(facts).toEqual({ client_org: id, user_org: id, allow: false });
      }
    });
  }

  it('delete: the admin any organization, an organization-admin its own; readers 403, outside 404', async () => {
    const t = ctx();
    const first = await fixture(t);
    const second = await fixture(t);
    const orgAdmin = await newUser(t, second.id, [17]);
    const outsider = await newUser(t, first.id, [17]);
    for (const key of ['multiadmin', 'clientadmin', 'orgadmin'] as const) {
      const res = await api(t, key, 'DELETE', `/organizations/${first.id}?clients=detach`);
      expect(res.status, key).toBe(404);
    }
    const refused = await api(t, outsider.token, 'DELETE', `/organizations/${second.id}?clients=detach`);
    expectErrorShape(refused.body, 404, 'NOT_FOUND');
    const own = await api(t, orgAdmin.token, 'DELETE', `/organizations/${second.id}?clients=detach`);
    expect(own.status, JSON.stringify(own.body)).toBe(204);
    const byAdmin = await api(t, 'admin', 'DELETE', `/organizations/${first.id}?clients=delete`);
    expect(byAdmin.status).toBe(204);
    for (const id of [first.id, second.id])
      expectErrorShape((await api(t, 'admin', 'GET', `/organizations/${id}`)).body, 404, 'NOT_FOUND');
    // On organization 1 the readers are refused (403), not told it is missing.
    for (const key of ['multiadmin', 'clientadmin'] as const) {
      const res = await api(t, key, 'DELETE', '/organizations/1?clients=detach');
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
  });

  it('display: organization-admins hide and show organizations in scope; others 403; outside 400 NOT_FOUND', async () => {
    const t = ctx();
    for (const key of ['admin', 'multiadmin', 'clientadmin'] as const) {
      const res = await api(t, key, 'PATCH', '/organizations/display', { hide: [1] });
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    const outside = await api(t, 'orgadmin', 'PATCH', '/organizations/display', { hide: [2] });
    expectErrorShape(outside.body, 400, 'VALIDATION_FAILED');
    expect(outside.body.fields).toEqual({ hide: 'NOT_FOUND' });
    const since = await lastLogId(t);
    const hide = await api(t, 'orgadmin', 'PATCH', '/organizations/display', { hide: [1] });
    expect(hide.body).toEqual({ hidden: [1] });
    const logs = await logsSince(t, since);
    expect(logs).toEqual([
      expect.objectContaining({
        entity_type: 'organization',
        entity_id: 1,
        action: 'hide',
        organization_id: 1,
        payload: { before: { displayed: true }, after: { displayed: false } },
      }),
    ]);
    const list = await api(t, 'orgadmin', 'GET', '/organizations');
    expect(list.body.items.map((o: any) => [o.id, o.displayed])).toEqual([[1, false]]);
    expect((await api(t, 'orgadmin', 'GET', '/organizations/search')).body).toEqual([]);
    // Another user's choice is its own.
    expect((await api(t, 'admin', 'GET', '/organizations/1')).body.displayed).toBe(true);
    const show = await api(t, 'orgadmin', 'PATCH', '/organizations/display', { display: [1] });
    expect(show.body).toEqual({ hidden: [] });
    expect((await api(t, 'orgadmin', 'GET', '/organizations/search')).body).toEqual([
      { id: 1, name: 'Nordvakt Säkerhet AB' },
    ]);
  });

  it('an organization-admin creates clients in its own organization only; others as before', async () => {
    const t = ctx();
    const own = await api(t, 'orgadmin', 'POST', '/clients', { name: 'Made by the org admin', organizationId: 1 });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ organizationId: 1, permissions: { edit: true } });
    const [log] = await t.db.query<{ action: string; organization_id: number }>(
      "SELECT action, organization_id FROM action_logs WHERE entity_type = 'client' AND entity_id = $1",
      [own.body.id],
    );
    expect(log).toEqual({ action: 'create', organization_id: 1 });
    for (const [key, organizationId] of [
      ['orgadmin', 2],
      ['orgadmin', null],
      ['multiadmin', 1],
      ['clientadmin', 1],
    ] as const) {
      const res = await api(t, key, 'POST', '/clients', { name: 'Refused', organizationId });
      expect(res.status, `${key} ${organizationId}`).toBe(403);
      expectErrorShape(res.body, 403, 'FORBIDDEN');
    }
    expect((await api(t, 'admin', 'POST', '/clients', { name: 'Admin', organizationId: 2 })).status).toBe(201);
  });
});
