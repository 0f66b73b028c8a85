import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { demoAccount } from '../seed/demoAccounts.js';
import { recordAction } from './actionLog.js';

/**
 * The audit trail of every admin write of the client area (clients, tabs, settings, uploads,
 * multi-alerts): one action_logs row per successful call, written in the call's transaction, holding
 * the changed fields only; a refused call writes none; a failure anywhere in the transaction leaves
 * neither the change nor the row.
 */
type Who = Parameters<TestContext['tokenOf']>[0];

const OWN = 2; // client 2, organization 1: in every demo account's scope
const OTHER = 7; // client 7, organization 2: the admin's only

interface LogRow {
  entity_type: string;
  entity_id: number;
  action: string;
  user_id: number | null;
  client_ids: number[];
  organization_id: number | null;
  payload: { before: Record<string, unknown>; after: Record<string, unknown> };
}

describeEachDb('audit: every admin write of the client area is logged', (ctx) => {
  const api = async (method: string, path: string, body: unknown, who: Who) =>
    ctx().request(method, `/backoffice${path}`, { token: await ctx().tokenOf(who), body });

  const lastLogId = async () =>
    Number((await ctx().db.query<{ n: string }>('SELECT coalesce(max(id), 0)::text AS n FROM action_logs'))[0]!.n);

  const rowsSince = (id: number) =>
    ctx().db.query<LogRow>(
      `SELECT entity_type, entity_id, action, user_id, client_ids, organization_id, payload
         FROM action_logs WHERE id > $1 ORDER BY id`,
      [id],
    );

  /** Runs the call; it must succeed and leave exactly this one new row. */
  async function expectLogged(
    call: () => Promise<{ status: number; body: any }>,
    status: number,
    expected: (body: any) => Omit<LogRow, 'client_ids' | 'organization_id'> & {
      client_ids?: number[];
      organization_id?: number | null;
    },
  ) {
    const since = await lastLogId();
    const res = await call();
    expect(res.status, JSON.stringify(res.body)?.slice(0, 300)).toBe(status);
    const rows = await rowsSince(since);
    expect(rows).toHaveLength(1);
    const want = expected(res.body);
    expect(rows[0]).toEqual({ client_ids: [OWN], organization_id: 1, ...want });
    return res;
  }

  /** Runs the call; it must be refused with that status and leave no row. */
  async function expectNotLogged(call: () => Promise<{ status: number; body: any }>, status: number, label: string) {
    const since = await lastLogId();
    const res = await call();
    expect(res.status, `${label}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(status);
    expectErrorShape(res.body, status);
    expect(await rowsSince(since), label).toEqual([]);
  }

  const id = (key: Who) => demoAccount(key).id;
  const sqlId = async (sql: string, params: unknown[] = []) =>
    (await ctx().db.query<{ id: number }>(sql, params))[0]!.id;
  const freshClient = () =>
    sqlId(`INSERT INTO clients (name, organization_id) VALUES ('Audit target', 1) RETURNING id`);
  const freshMember = async (clientId: number) => {
    const userId = await sqlId(
      `INSERT INTO users (email, organization_id) VALUES ('audit-' || gen_random_uuid() || '@audit.test', 1) RETURNING id`,
    );
    await ctx().db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, userId]);
    return userId;
  };
  const freshNetwork = (clientId: number | null) =>
    sqlId(`INSERT INTO networks (client_id, name, type) VALUES ($1, 'Audit network', 'open') RETURNING id`, [clientId]);
  const freshAlert = (clientId: number) =>
    sqlId(
      `INSERT INTO multi_alerts (client_id, name, title, alert_category) VALUES ($1, 'Audit', 'Audit', 'Summon') RETURNING id`,
      [clientId],
    );
  const multiAlert = async (alertId: number) =>
    (await api('GET', `/clients/${OWN}/multi-alerts?ids=${alertId}`, undefined, 'admin')).body.items[0];

  it('POST /clients: create, every field of the new client after, nothing before', async () => {
    await expectLogged(
      () => api('POST', '/clients', { name: 'Audit new', contactName: 'Ann Audit', organizationId: 1 }, 'admin'),
      201,
      (body) => ({
        entity_type: 'client',
        entity_id: body.id,
        action: 'create',
        user_id: id('admin'),
        client_ids: [body.id],
        payload: {
          before: {},
          after: {
            name: 'Audit new',
            contactName: 'Ann Audit',
            contactEmail: null,
            contactPhone: null,
            alarmCentralPhone: null,
            description: null,
            organizationId: 1,
          },
        },
      }),
    );
  });

  it('PUT /clients/{id}: update, only the changed field before and after', async () => {
    const [old] = await ctx().db.query<{ contact_name: string | null }>(
      'SELECT contact_name FROM clients WHERE id = $1',
      [OWN],
    );
    const name = `Audit contact ${Date.now()}`;
    await expectLogged(
      () => api('PUT', `/clients/${OWN}`, { contactName: name }, 'clientadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'update',
        user_id: id('clientadmin'),
        payload: { before: { contactName: old!.contact_name }, after: { contactName: name } },
      }),
    );
  });

  it('DELETE /clients/{id}: delete, the client as it was before', async () => {
    const clientId = await freshClient();
    await expectLogged(
      () => api('DELETE', `/clients/${clientId}`, undefined, 'orgadmin'),
      204,
      () => ({
        entity_type: 'client',
        entity_id: clientId,
        action: 'delete',
        user_id: id('orgadmin'),
        client_ids: [clientId],
        payload: {
          before: {
            name: 'Audit target',
            contactName: null,
            contactEmail: null,
            contactPhone: null,
            alarmCentralPhone: null,
            description: null,
            organizationId: 1,
          },
          after: {},
        },
      }),
    );
    expect(await ctx().db.query('SELECT 1 FROM clients WHERE id = $1', [clientId])).toEqual([]);
  });

  it('PATCH /clients/display: hide and display, one row per client', async () => {
    const displayed = (value: boolean) => ({ displayed: value });
    await expectLogged(
      () => api('PATCH', '/clients/display', { hide: [OWN] }, 'multiadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'hide',
        user_id: id('multiadmin'),
        payload: { before: displayed(true), after: displayed(false) },
      }),
    );
    await expectLogged(
      () => api('PATCH', '/clients/display', { display: [OWN] }, 'multiadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'display',
        user_id: id('multiadmin'),
        payload: { before: displayed(false), after: displayed(true) },
      }),
    );
  });

  it('PUT /clients/{id}/policy: updatePolicy, only the changed policy fields', async () => {
    const before = (await api('GET', `/clients/${OWN}/policy`, undefined, 'admin')).body;
    const title = `Audit title ${Date.now()}`;
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/policy`, { sosTitle: title }, 'clientadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'updatePolicy',
        user_id: id('clientadmin'),
        payload: { before: { sosTitle: before.sosTitle }, after: { sosTitle: title } },
      }),
    );
  });

  it('PUT /clients/{id}/settings: updateAlertScreen, only the category that changed', async () => {
    const before = (await api('GET', `/clients/${OWN}/settings`, undefined, 'admin')).body;
    const caption = `Audit ${Date.now() % 1000}`;
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/settings`, { Safe_Assist: { caption, color: '#123456' } }, 'clientadmin'),
      200,
      (body) => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'updateAlertScreen',
        user_id: id('clientadmin'),
        payload: { before: { Safe_Assist: before.Safe_Assist }, after: { Safe_Assist: body.Safe_Assist } },
      }),
    );
  });

  it('POST /clients/{id}/upload-url: the upload (create) with its file facts', async () => {
    await expectLogged(
      () =>
        api(
          'POST',
          `/clients/${OWN}/upload-url`,
          { filename: 'icon.png', size: 1234, contentType: 'image/png' },
          'clientadmin',
        ),
      200,
      (body) => ({
        entity_type: 'upload',
        entity_id: body.uploadId,
        action: 'create',
        user_id: id('clientadmin'),
        payload: {
          before: {},
          after: { clientId: OWN, filename: 'icon.png', size: 1234, contentType: 'image/png' },
        },
      }),
    );
  });

  it('text jsonb cannot hold (a lone surrogate) is logged as U+FFFD instead of failing the write', async () => {
    await expectLogged(
      () =>
        api(
          'POST',
          `/clients/${OWN}/upload-url`,
          { filename: 'lone\ud800.png', size: 10, contentType: 'image/png' },
          'clientadmin',
        ),
      200,
      (body) => ({
        entity_type: 'upload',
        entity_id: body.uploadId,
        action: 'create',
        user_id: id('clientadmin'),
        payload: {
          before: {},
          after: { clientId: OWN, filename: 'lone\ufffd.png', size: 10, contentType: 'image/png' },
        },
      }),
    );
  });

  it('PUT /clients/{id}/saml-settings: updateSamlSettings, the metadata URL', async () => {
    const before = (await api('GET', `/clients/${OWN}/saml-settings`, undefined, 'admin')).body;
    const url = `https://idp.example.test/${Date.now()}`;
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/saml-settings`, { samlMetadataUrl: url }, 'orgadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'updateSamlSettings',
        user_id: id('orgadmin'),
        payload: { before: { samlMetadataUrl: before.samlMetadataUrl }, after: { samlMetadataUrl: url } },
      }),
    );
  });

  it('PUT /clients/{id}/notification-settings: updateNotificationSettings, only the type that changed', async () => {
    const list = (await api('GET', `/clients/${OWN}/notification-settings`, undefined, 'admin')).body as any[];
    const old = list.find((s) => s.type === 'wifi-disconnected');
    const changed = { ...old, email: !old.email };
    const { type: _type, ...oldFields } = old;
    const { type: _t, ...newFields } = changed;
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/notification-settings`, [changed], 'clientadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'updateNotificationSettings',
        user_id: id('clientadmin'),
        payload: { before: { 'wifi-disconnected': oldFields }, after: { 'wifi-disconnected': newFields } },
      }),
    );
  });

  it('users tab: addUsers, setUserAdmin, removeUser', async () => {
    const userId = await sqlId(
      `INSERT INTO users (email, organization_id) VALUES ('audit-' || gen_random_uuid() || '@audit.test', 1) RETURNING id`,
    );
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/users`, { userIds: [userId] }, 'orgadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'addUsers',
        user_id: id('orgadmin'),
        payload: { before: {}, after: { userIds: [userId] } },
      }),
    );
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/users/${userId}`, { isAdmin: true }, 'clientadmin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'setUserAdmin',
        user_id: id('clientadmin'),
        payload: { before: { member: { userId, isAdmin: false } }, after: { member: { userId, isAdmin: true } } },
      }),
    );
    await expectLogged(
      () => api('DELETE', `/clients/${OWN}/users/${userId}`, undefined, 'clientadmin'),
      204,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'removeUser',
        user_id: id('clientadmin'),
        payload: { before: { userId, isAdmin: true }, after: {} },
      }),
    );
  });

  it('networks tab: addNetworks and removeNetwork', async () => {
    const networkId = await freshNetwork(null);
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/networks`, { networkIds: [networkId] }, 'admin'),
      200,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'addNetworks',
        user_id: id('admin'),
        payload: { before: {}, after: { networkIds: [networkId] } },
      }),
    );
    await expectLogged(
      () => api('DELETE', `/clients/${OWN}/networks/${networkId}`, undefined, 'clientadmin'),
      204,
      () => ({
        entity_type: 'client',
        entity_id: OWN,
        action: 'removeNetwork',
        user_id: id('clientadmin'),
        payload: { before: { networkId }, after: {} },
      }),
    );
  });

  it('multi-alerts: create (the answer after), update and setDraft (changed fields), delete (the alert before)', async () => {
    const created = await expectLogged(
      () =>
        api(
          'POST',
          `/clients/${OWN}/multi-alerts`,
          { name: 'Audit alert', title: 'Audit', alertCategory: 'Safe_Assist' },
          'clientadmin',
        ),
      201,
      (body) => ({
        entity_type: 'multiAlert',
        entity_id: body.id,
        action: 'create',
        user_id: id('clientadmin'),
        payload: { before: {}, after: body },
      }),
    );
    const alertId = created.body.id as number;

    await expectLogged(
      () => api('PUT', `/clients/${OWN}/multi-alerts/${alertId}`, { title: 'Audit changed' }, 'multiadmin'),
      200,
      () => ({
        entity_type: 'multiAlert',
        entity_id: alertId,
        action: 'update',
        user_id: id('multiadmin'),
        payload: { before: { title: 'Audit' }, after: { title: 'Audit changed' } },
      }),
    );

    const draftBefore = await multiAlert(alertId);
    await expectLogged(
      () => api('PUT', `/clients/${OWN}/multi-alerts/${alertId}/draft`, { draft: !draftBefore.draft }, 'clientadmin'),
      200,
      () => ({
        entity_type: 'multiAlert',
        entity_id: alertId,
        action: 'setDraft',
        user_id: id('clientadmin'),
        payload: { before: { draft: draftBefore.draft }, after: { draft: !draftBefore.draft } },
      }),
    );

    const last = await multiAlert(alertId);
    await expectLogged(
      () => api('DELETE', `/clients/${OWN}/multi-alerts/${alertId}`, undefined, 'orgadmin'),
      204,
      () => ({
        entity_type: 'multiAlert',
        entity_id: alertId,
        action: 'delete',
        user_id: id('orgadmin'),
        payload: { before: last, after: {} },
      }),
    );
  });

  it('a refused call (400, 403, 404, 409) writes no row and changes nothing', async () => {
    const member = await freshMember(OWN);
    const owner = await sqlId(
      `SELECT user_id AS id FROM client_users WHERE client_id = $1 AND member_type = 'owner' LIMIT 1`,
      [OWN],
    ).catch(() => undefined);
    const alertId = await freshAlert(OWN);
    const otherNetwork = await freshNetwork(OTHER);
    const snapshot = async () => (await ctx().db.query('SELECT * FROM clients WHERE id = $1', [OWN]))[0];
    const before = await snapshot();
    const refused: [string, () => Promise<{ status: number; body: any }>, number][] = [
      ['client bad e-mail', () => api('PUT', `/clients/${OWN}`, { contactEmail: 'nope' }, 'admin'), 400],
      ['client other tenant', () => api('PUT', `/clients/${OTHER}`, { contactName: 'X' }, 'clientadmin'), 404],
      ['new client by a client-admin', () => api('POST', '/clients', { name: 'No' }, 'clientadmin'), 403],
      ['delete other tenant', () => api('DELETE', `/clients/${OTHER}`, undefined, 'orgadmin'), 404],
      ['display by a client-admin', () => api('PATCH', '/clients/display', { hide: [OWN] }, 'clientadmin'), 403],
      ['display unknown client', () => api('PATCH', '/clients/display', { hide: [OTHER] }, 'multiadmin'), 400],
      ['policy invalid', () => api('PUT', `/clients/${OWN}/policy`, { sosPublicRadius: 5 }, 'admin'), 400],
      ['settings bad colour', () => api('PUT', `/clients/${OWN}/settings`, { Summon: { color: 'red' } }, 'admin'), 400],
      [
        'upload of a wrong type',
        () =>
          api('POST', `/clients/${OWN}/upload-url`, { filename: 'x.gif', size: 10, contentType: 'image/gif' }, 'admin'),
        400,
      ],
      [
        'saml by a client-admin',
        () => api('PUT', `/clients/${OWN}/saml-settings`, { samlMetadataUrl: 'https://x.test' }, 'clientadmin'),
        403,
      ],
      [
        'saml bad URL',
        () => api('PUT', `/clients/${OWN}/saml-settings`, { samlMetadataUrl: 'http://x.test' }, 'admin'),
        400,
      ],
      [
        'notification settings duplicate',
        () =>
          api(
            'PUT',
            `/clients/${OWN}/notification-settings`,
            ['battery-low', 'battery-low'].map((type) => ({
              type,
              email: true,
              push: true,
              sound: true,
              recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
            })),
            'admin',
          ),
        400,
      ],
      [
        'add users by a client-admin',
        () => api('PUT', `/clients/${OWN}/users`, { userIds: [member] }, 'clientadmin'),
        403,
      ],
      ['add unknown users', () => api('PUT', `/clients/${OWN}/users`, { userIds: [2147483000] }, 'admin'), 400],
      [
        'admin flag of a non-member',
        () => api('PUT', `/clients/${OWN}/users/2147483000`, { isAdmin: true }, 'admin'),
        404,
      ],
      [
        'add networks by an org-admin',
        () => api('PUT', `/clients/${OWN}/networks`, { networkIds: [otherNetwork] }, 'orgadmin'),
        403,
      ],
      [
        'add a network of another client',
        () => api('PUT', `/clients/${OWN}/networks`, { networkIds: [otherNetwork] }, 'admin'),
        400,
      ],
      [
        'remove a network of another client',
        () => api('DELETE', `/clients/${OWN}/networks/${otherNetwork}`, undefined, 'admin'),
        404,
      ],
      [
        'multi-alert without a name',
        () => api('POST', `/clients/${OWN}/multi-alerts`, { title: 'T', alertCategory: 'Summon' }, 'admin'),
        400,
      ],
      [
        'multi-alert other tenant',
        () => api('PUT', `/clients/${OTHER}/multi-alerts/${alertId}`, { title: 'T' }, 'clientadmin'),
        404,
      ],
      [
        'multi-alert unknown',
        () => api('PUT', `/clients/${OWN}/multi-alerts/2147483000`, { title: 'T' }, 'admin'),
        404,
      ],
      [
        'draft unknown',
        () => api('PUT', `/clients/${OWN}/multi-alerts/2147483000/draft`, { draft: true }, 'admin'),
        404,
      ],
      [
        'delete unknown multi-alert',
        () => api('DELETE', `/clients/${OWN}/multi-alerts/2147483000`, undefined, 'admin'),
        404,
      ],
    ];
    if (owner !== undefined)
      refused.push([
        'remove the owner',
        () => api('DELETE', `/clients/${OWN}/users/${owner}`, undefined, 'admin'),
        409,
      ]);
    for (const [label, call, status] of refused) await expectNotLogged(call, status, label);
    expect(await snapshot()).toEqual(before);
  });

  it('secret-looking fields are never stored, at any depth', async () => {
    const since = await lastLogId();
    await recordAction(ctx().db, {
      entityType: 'secretProbe',
      entityId: 1,
      action: 'update',
      actorId: id('admin'),
      before: { name: 'A', password: 'old-pass-1', smtp: { apiKey: 'key-1', host: 'a.test' } },
      after: { name: 'B', password: 'new-pass-2', smtp: { apiKey: 'key-2', host: 'b.test' }, otpSecret: 's3' },
      clientIds: [OWN],
    });
    const [row] = await rowsSince(since);
    expect(row!.payload).toEqual({
      before: { name: 'A', password: '[secret]', smtp: { apiKey: '[secret]', host: 'a.test' } },
      after: { name: 'B', password: '[secret]', smtp: { apiKey: '[secret]', host: 'b.test' }, otpSecret: '[secret]' },
    });
    const text = JSON.stringify(row);
    for (const secret of ['old-pass-1', 'new-pass-2', 'key-1', 'key-2', 's3']) expect(text).not.toContain(secret);
    // And the reading side answers the masked payload.
    const res = await api('GET', '/system/actions?entityType=secretProbe', undefined, 'admin');
    expect(res.body.items[0].payload).toEqual(row!.payload);
  });

  it('the change and its row commit together: a failing log write undoes the change', async () => {
    const t = ctx();
    const [old] = await t.db.query<{ contact_name: string | null }>('SELECT contact_name FROM clients WHERE id = $1', [
      OWN,
    ]);
    await t.db.query(
      `ALTER TABLE action_logs ADD CONSTRAINT audit_test_refuses CHECK (NOT (entity_type = 'client' AND action = 'update')) NOT VALID`,
    );
    try {
      const since = await lastLogId();
      const res = await api('PUT', `/clients/${OWN}`, { contactName: 'Never saved' }, 'admin');
      expect(res.status).toBe(500);
      expectErrorShape(res.body, 500, 'INTERNAL');
      expect(await rowsSince(since)).toEqual([]);
      const [now] = await t.db.query<{ contact_name: string | null }>(
        'SELECT contact_name FROM clients WHERE id = $1',
        [OWN],
      );
      expect(now!.contact_name).toBe(old!.contact_name);
    } finally {
      await t.db.query('ALTER TABLE action_logs DROP CONSTRAINT audit_test_refuses');
    }
  });

  it('the change and its row commit together: a failure after the row was written leaves neither', async () => {
    const t = ctx();
    // Fails at commit, after the service wrote both the multi-alert and its action-log row.
    await t.db.query(`CREATE FUNCTION audit_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure at commit'; END $$`);
    await t.db.query(`CREATE CONSTRAINT TRIGGER audit_test_fail AFTER INSERT ON multi_alerts
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_fail()`);
    try {
      const since = await lastLogId();
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM multi_alerts WHERE client_id = $1', [OWN]))[0]!
          .n;
      const alerts = await count();
      const res = await api(
        'POST',
        `/clients/${OWN}/multi-alerts`,
        { name: 'Never', title: 'Never', alertCategory: 'Summon' },
        'admin',
      );
      expect(res.status).toBe(500);
      expect(await rowsSince(since)).toEqual([]);
      expect(await count()).toBe(alerts);
    } finally {
      await t.db.query('DROP TRIGGER audit_test_fail ON multi_alerts');
      await t.db.query('DROP FUNCTION audit_test_fail()');
    }
  });
});
