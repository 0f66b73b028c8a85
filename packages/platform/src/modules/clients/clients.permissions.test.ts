import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { CONSOLE_ACCOUNTS, tenantsOf } from '../../../test/expected.js';
import { expectOnlyOwnTenant, type Kind } from '../../../test/scope.js';
import { demoAccount } from '../../seed/demoAccounts.js';

/**
 * Every endpoint of issue 3 x every console role x a client in the caller's tenant ("own": client 2,
 * organization 1, in every demo account's scope) and one outside it ("other": client 7, organization 2,
 * outside everyone's scope but the admin's). Destructive calls get fresh targets made by SQL.
 */
type Role = (typeof CONSOLE_ACCOUNTS)[number];
type Tenant = 'own' | 'other';
type Statuses = Record<Role, number>;

const OWN = 2;
const OTHER = 7;
const all = (status: number): Statuses => ({
  admin: status,
  orgadmin: status,
  multiadmin: status,
  clientadmin: status,
});
const only = (allowed: Role[], yes: number, no = 403): Statuses =>
  Object.fromEntries(CONSOLE_ACCOUNTS.map((r) => [r, allowed.includes(r) ? yes : no])) as Statuses;
/** Outside the tenant everything is 404, except for the admin who sees every tenant. */
const hiddenFromOthers = (own: Statuses): Statuses => ({ ...all(404), admin: own.admin });

interface Target {
  clientId: number;
  /** A second id the path needs (member, network, device, multi-alert, incident, organization). */
  sub?: number;
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (t: Target) => string;
  body?: (t: Target) => unknown;
  /** Make the target (default: the fixed own/other client with `sub` from `subOf`). */
  prepare?: (ctx: TestContext, clientId: number, role: Role) => Promise<Target>;
  own: Statuses;
  other?: Statuses;
  /** Ids in the answer that must belong to the caller's tenant. */
  returns?: (body: any) => [Kind, number[]][];
}

const sqlOne = async (ctx: TestContext, sql: string, params: unknown[]) =>
  (await ctx.db.query<{ id: number }>(sql, params))[0]!.id;

const member = (ctx: TestContext, clientId: number) =>
  sqlOne(
    ctx,
    `SELECT cu.user_id AS id FROM client_users cu JOIN users u ON u.id = cu.user_id
                WHERE cu.client_id = $1 AND cu.member_type = 'other' AND NOT 16 = ANY(u.roles) AND u.id > 5 ORDER BY 1 LIMIT 1`,
    [clientId],
  );

async function freshClient(ctx: TestContext, clientId: number, role: Role): Promise<Target> {
  const org = clientId === OWN ? 1 : 2;
  const id = await sqlOne(
    ctx,
    `INSERT INTO clients (name, organization_id) VALUES ('Matrix client', $1) RETURNING id`,
    [org],
  );
  if (clientId === OWN && (role === 'multiadmin' || role === 'clientadmin')) {
    await ctx.db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $2, true)', [
      id,
      demoAccount(role).id,
    ]);
  }
  return { clientId: id };
}

async function freshMember(ctx: TestContext, clientId: number): Promise<Target> {
  const userId = await sqlOne(
    ctx,
    `INSERT INTO users (email, organization_id) VALUES ('m' || gen_random_uuid() || '@matrix.test', 1) RETURNING id`,
    [],
  );
  await ctx.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, userId]);
  return { clientId, sub: userId };
}

const freshNetwork = async (ctx: TestContext, clientId: number | null) => ({
  clientId: clientId ?? 0,
  sub: await sqlOne(
    ctx,
    `INSERT INTO networks (client_id, name, type) VALUES ($1, 'Matrix network', 'open') RETURNING id`,
    [clientId],
  ),
});

const freshAlert = async (ctx: TestContext, clientId: number) => ({
  clientId,
  sub: await sqlOne(
    ctx,
    `INSERT INTO multi_alerts (client_id, name, title, alert_category) VALUES ($1, 'M', 'M', 'Summon') RETURNING id`,
    [clientId],
  ),
});

/** A sensor device of the client, without an owner. */
const freshDevice = (ctx: TestContext, clientId: number) =>
  sqlOne(
    ctx,
    `INSERT INTO devices (client_id, name, type, serial_number) VALUES ($1, 'Matrix device', 'sensor', gen_random_uuid()::text)
     RETURNING id`,
    [clientId],
  );

const withSub = (sql: string) => async (ctx: TestContext, clientId: number) => ({
  clientId,
  sub: await sqlOne(ctx, sql, [clientId]),
});

const ids = (items: any[], key = 'id') => items.map((i) => i[key] as number);

const CASES: Case[] = [
  {
    name: 'client',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}`,
    own: all(200),
    returns: (b) => [['client', [b.id]]],
  },
  {
    name: 'client',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}`,
    body: () => ({ contactName: 'Matrix' }),
    own: all(200),
  },
  { name: 'client', method: 'DELETE', path: (t) => `/clients/${t.clientId}`, prepare: freshClient, own: all(204) },
  { name: 'network-summary', method: 'GET', path: (t) => `/clients/${t.clientId}/network-summary`, own: all(200) },
  {
    name: 'subscription-summary',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/subscription-summary`,
    own: all(200),
  },
  {
    name: 'users tab',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/users?limit=500`,
    own: all(200),
    returns: (b) => [['user', ids(b.items, 'userId')]],
  },
  {
    name: 'users (add existing)',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/users`,
    // A member of the own client: in every role's scope, so only the role decides.
    prepare: async (ctx, c) => ({ clientId: c, sub: await member(ctx, OWN) }),
    body: (t) => ({ userIds: [t.sub] }),
    own: only(['admin', 'orgadmin', 'multiadmin'], 200),
  },
  {
    name: 'users/{userId} (admin flag)',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/users/${t.sub}`,
    prepare: async (ctx, c) => ({ clientId: c, sub: await member(ctx, c) }),
    body: () => ({ isAdmin: false }),
    own: all(200),
  },
  {
    name: 'users/{userId}',
    method: 'DELETE',
    path: (t) => `/clients/${t.clientId}/users/${t.sub}`,
    prepare: freshMember,
    own: all(204),
  },
  {
    name: 'networks tab',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/networks?limit=500`,
    own: all(200),
    returns: (b) => [['network', ids(b.items, 'networkId')]],
  },
  {
    name: 'networks (add existing)',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/networks`,
    prepare: async (ctx, c) => ({ ...(await freshNetwork(ctx, null)), clientId: c }),
    body: (t) => ({ networkIds: [t.sub] }),
    own: only(['admin'], 200),
  },
  {
    name: 'networks/{networkId}',
    method: 'DELETE',
    path: (t) => `/clients/${t.clientId}/networks/${t.sub}`,
    prepare: (ctx, c) => freshNetwork(ctx, c),
    own: all(204),
  },
  {
    name: 'devices tab',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/devices?limit=500`,
    own: all(200),
    returns: (b) => [['device', ids(b.items)]],
  },
  {
    name: 'devices candidates',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/devices/candidates?limit=100`,
    own: all(200),
    returns: (b) => [['device', ids(b)]],
  },
  {
    name: 'devices (add existing)',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/devices`,
    // A device of the own client (every role's scope): already there for the own client, moved into the other.
    prepare: async (ctx, c) => ({ clientId: c, sub: await freshDevice(ctx, OWN) }),
    body: (t) => ({ deviceIds: [t.sub] }),
    own: all(200),
  },
  {
    name: 'devices/{deviceId}',
    method: 'DELETE',
    path: (t) => `/clients/${t.clientId}/devices/${t.sub}`,
    prepare: async (ctx, c) => ({ clientId: c, sub: await freshDevice(ctx, c) }),
    own: only(['admin'], 204),
  },
  {
    name: 'devices/{id}/outputs',
    method: 'GET',
    path: (t) => `/devices/${t.sub}/outputs`,
    prepare: withSub('SELECT id FROM devices WHERE client_id = $1 ORDER BY id LIMIT 1'),
    own: all(200),
  },
  { name: 'policy', method: 'GET', path: (t) => `/clients/${t.clientId}/policy`, own: all(200) },
  {
    name: 'policy',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/policy`,
    body: () => ({ sosTitle: 'Matrix' }),
    own: all(200),
  },
  { name: 'multi-alerts', method: 'GET', path: (t) => `/clients/${t.clientId}/multi-alerts`, own: all(200) },
  {
    name: 'multi-alerts',
    method: 'POST',
    path: (t) => `/clients/${t.clientId}/multi-alerts`,
    body: () => ({ name: 'Matrix', title: 'Matrix', alertCategory: 'Safe_Assist' }),
    own: all(201),
  },
  {
    name: 'multi-alerts/{id}',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/multi-alerts/${t.sub}`,
    prepare: freshAlert,
    body: () => ({ title: 'Changed' }),
    own: all(200),
  },
  {
    name: 'multi-alerts/{id}/draft',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/multi-alerts/${t.sub}/draft`,
    prepare: freshAlert,
    body: () => ({ draft: false }),
    own: all(200),
  },
  {
    name: 'multi-alerts/{id}',
    method: 'DELETE',
    path: (t) => `/clients/${t.clientId}/multi-alerts/${t.sub}`,
    prepare: freshAlert,
    own: all(204),
  },
  { name: 'settings', method: 'GET', path: (t) => `/clients/${t.clientId}/settings`, own: all(200) },
  {
    name: 'settings',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/settings`,
    body: () => ({ Safe_Assist: { caption: 'Matrix', color: '#123456' } }),
    own: all(200),
  },
  {
    name: 'upload-url',
    method: 'POST',
    path: (t) => `/clients/${t.clientId}/upload-url`,
    body: () => ({ filename: 'icon.png', size: 1000, contentType: 'image/png' }),
    own: all(200),
  },
  { name: 'saml-settings', method: 'GET', path: (t) => `/clients/${t.clientId}/saml-settings`, own: all(200) },
  {
    name: 'saml-settings',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/saml-settings`,
    body: () => ({ samlMetadataUrl: 'https://idp.example.test/metadata' }),
    own: only(['admin', 'orgadmin'], 200),
  },
  {
    name: 'notification-settings',
    method: 'GET',
    path: (t) => `/clients/${t.clientId}/notification-settings`,
    own: all(200),
  },
  {
    name: 'notification-settings',
    method: 'PUT',
    path: (t) => `/clients/${t.clientId}/notification-settings`,
    body: () => [
      {
        type: 'wifi-disconnected',
        email: false,
        push: true,
        sound: false,
        recipients: { clientAdmin: true, clientUsers: true, networkAdmin: false, networkUsers: false },
      },
    ],
    own: all(200),
  },
  {
    name: 'organizations/{id}/saml',
    method: 'GET',
    path: (t) => `/organizations/${t.sub}/saml`,
    prepare: async (_ctx, c) => ({ clientId: c, sub: c === OWN ? 1 : 2 }),
    own: all(200),
    // The multi-client-admin administers client 5, which is in organization 2.
    other: { admin: 200, orgadmin: 404, multiadmin: 200, clientadmin: 404 },
  },
  {
    name: 'incidents/{uid}',
    method: 'GET',
    path: (t) => `/incidents/${t.sub}`,
    prepare: withSub('SELECT id FROM incidents WHERE client_id = $1 ORDER BY id LIMIT 1'),
    own: all(200),
  },
];

/** Calls without a client in the path: status per role, and every id in the answer in the caller's tenant. */
const UNSCOPED: {
  name: string;
  method: Case['method'];
  path: string;
  body?: unknown;
  status: Statuses;
  returns?: Case['returns'];
}[] = [
  {
    name: 'clients',
    method: 'GET',
    path: '/clients?limit=500',
    status: all(200),
    returns: (b) => [['client', ids(b.items)]],
  },
  {
    name: 'clients/search',
    method: 'GET',
    path: '/clients/search?limit=100',
    status: all(200),
    returns: (b) => [['client', ids(b)]],
  },
  {
    name: 'clients',
    method: 'POST',
    path: '/clients',
    body: { name: 'Matrix new client' },
    status: only(['admin'], 201),
  },
  {
    name: 'clients/display',
    method: 'PATCH',
    path: '/clients/display',
    body: { hide: [OWN], display: [] },
    status: only(['multiadmin'], 200),
  },
  {
    name: 'users/search',
    method: 'GET',
    path: '/users/search?limit=100',
    status: all(200),
    returns: (b) => [['user', ids(b)]],
  },
  {
    name: 'users/search other client',
    method: 'GET',
    path: `/users/search?clientId=${OTHER}&limit=100`,
    status: all(200),
    returns: (b) => [['user', ids(b)]],
  },
  {
    name: 'networks/search',
    method: 'GET',
    path: '/networks/search?limit=100',
    status: all(200),
    returns: (b) => [['network', ids(b)]],
  },
  {
    name: 'networks/search withoutClients',
    method: 'GET',
    path: '/networks/search?withoutClients=true&limit=100',
    status: all(200),
    returns: (b) => [['network', ids(b)]],
  },
  {
    name: 'devices/search',
    method: 'GET',
    path: '/devices/search?limit=100',
    status: all(200),
    returns: (b) => [['device', ids(b)]],
  },
  {
    name: 'devices/search other client',
    method: 'GET',
    path: `/devices/search?clientId=${OTHER}&limit=100`,
    status: all(200),
    returns: (b) => [['device', ids(b)]],
  },
  {
    name: 'documents/search',
    method: 'GET',
    path: '/documents/search?limit=100',
    status: all(200),
    returns: (b) => [['document', ids(b)]],
  },
  {
    name: 'documents/search other client',
    method: 'GET',
    path: `/documents/search?clientId=${OTHER}&limit=100`,
    status: all(200),
    returns: (b) => [['document', ids(b)]],
  },
];

async function call(ctx: TestContext, role: Role, method: Case['method'], path: string, body?: unknown) {
  return ctx.request(method, `/backoffice${path}`, { token: await ctx.tokenOf(role), body });
}

async function expectAnswer(
  ctx: TestContext,
  role: Role,
  res: { status: number; body: any },
  expected: number,
  returns?: Case['returns'],
) {
  expect(res.status, JSON.stringify(res.body)?.slice(0, 300)).toBe(expected);
  if (expected >= 400) expectErrorShape(res.body, expected);
  else if (returns) for (const [kind, list] of returns(res.body)) await expectOnlyOwnTenant(ctx.db, role, kind, list);
}

describeEachDb('clients: permission matrix', (ctx) => {
  for (const c of CASES) {
    for (const tenant of ['own', 'other'] as Tenant[]) {
      const statuses = tenant === 'own' ? c.own : (c.other ?? hiddenFromOthers(c.own));
      it(`${c.method} ${c.name} [${tenant} tenant] ${CONSOLE_ACCOUNTS.map((r) => `${r}=${statuses[r]}`).join(' ')}`, async () => {
        const t = ctx();
        for (const role of CONSOLE_ACCOUNTS) {
          const clientId = tenant === 'own' ? OWN : OTHER;
          const target = c.prepare ? await c.prepare(t, clientId, role) : { clientId };
          const res = await call(t, role, c.method, c.path(target), c.body?.(target));
          await expectAnswer(t, role, res, statuses[role], c.returns);
        }
      });
    }
  }

  for (const c of UNSCOPED) {
    it(`${c.method} ${c.name} ${CONSOLE_ACCOUNTS.map((r) => `${r}=${c.status[r]}`).join(' ')}`, async () => {
      const t = ctx();
      for (const role of CONSOLE_ACCOUNTS)
        await expectAnswer(t, role, await call(t, role, c.method, c.path, c.body), c.status[role], c.returns);
    });
  }

  it('the client list is exactly the tenant: same ids and total as direct SQL', async () => {
    const t = ctx();
    for (const role of CONSOLE_ACCOUNTS) {
      const tenants = await tenantsOf(t.db, role);
      const expected = await t.db.query<{ id: number }>(
        'SELECT id FROM clients WHERE $2 OR id = ANY($1::int[]) ORDER BY id',
        [tenants?.clientIds ?? [], tenants === null],
      );
      const res = await call(t, role, 'GET', '/clients?limit=500');
      expect(
        ids(res.body.items).sort((a, b) => a - b),
        role,
      ).toEqual(expected.map((r) => r.id));
      expect(res.body.total, role).toBe(expected.length);
    }
  });

  it('permissions on Client follow the section 6 table', async () => {
    const t = ctx();
    const expected: Record<Role, object> = {
      admin: {
        delete: true,
        edit: true,
        addExistingUsers: true,
        addExistingNetworks: true,
        addExistingDevices: true,
        removeDevices: true,
        saveSaml: true,
        changeDisplay: false,
      },
      orgadmin: {
        delete: true,
        edit: true,
        addExistingUsers: true,
        addExistingNetworks: false,
        addExistingDevices: true,
        removeDevices: false,
        saveSaml: true,
        changeDisplay: false,
      },
      multiadmin: {
        delete: true,
        edit: true,
        addExistingUsers: true,
        addExistingNetworks: false,
        addExistingDevices: true,
        removeDevices: false,
        saveSaml: false,
        changeDisplay: true,
      },
      clientadmin: {
        delete: true,
        edit: true,
        addExistingUsers: false,
        addExistingNetworks: false,
        addExistingDevices: true,
        removeDevices: false,
        saveSaml: false,
        changeDisplay: false,
      },
    };
    for (const role of CONSOLE_ACCOUNTS) {
      expect((await call(t, role, 'GET', `/clients/${OWN}`)).body.permissions, role).toEqual(expected[role]);
    }
  });

  it('without a token every call of the area is 401', async () => {
    const t = ctx();
    for (const c of CASES) {
      const res = await t.request(c.method, `/backoffice${c.path({ clientId: OWN, sub: 1 })}`, {
        body: c.body?.({ clientId: OWN, sub: 1 }),
      });
      expect(res.status, c.name).toBe(401);
    }
  });
});
