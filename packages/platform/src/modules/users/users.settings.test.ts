import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { expectOnlyOwnTenant } from '../../../test/scope.js';
import { demoAccount } from '../../seed/demoAccounts.js';

const ROLES = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'] as const;
const KINDS = ['SOS_Emergency', 'Panic Button', 'Network_Alert', 'Safe_Assist'];

/** Users with no saved settings (the seed gives some users settings; these get theirs removed). */
async function fixture(t: TestContext) {
  const onlyIn = async (clients: number[], org: number) => {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.roles = '{0}' AND u.id > 5 AND u.organization_id = $2
          AND EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND NOT cu.client_id = ANY($1::int[]))
        ORDER BY u.id LIMIT 1`,
      [clients, org],
    );
    return row!.id;
  };
  const own = await onlyIn([2], 1);
  const other = await onlyIn([6, 7, 8], 2);
  for (const table of ['user_notification_settings', 'user_alert_central_settings'])
    await t.db.query(`DELETE FROM ${table} WHERE user_id = ANY($1::int[])`, [[own, other]]);
  const nets = async (clientId: number) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id`,
        [clientId],
      )
    ).map((r) => r.id);
  return { own, other, client2Networks: await nets(2), client7Networks: await nets(7) };
}

const settingsRows = async (t: TestContext, userId: number) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM user_notification_settings WHERE user_id = $1)
            + (SELECT count(*) FROM user_alert_central_settings WHERE user_id = $1) AS n`,
      [userId],
    )
  )[0]!.n;

const logsOf = (t: TestContext, userId: number, action: string) =>
  t.db.query<{ user_id: number; payload: any; client_ids: number[]; organization_id: number | null }>(
    `SELECT user_id, payload, client_ids, organization_id FROM action_logs
      WHERE entity_type = 'user' AND entity_id = $1 AND action = $2 ORDER BY id`,
    [userId, action],
  );

describeEachDb('users/{id} notification and alert central settings', (ctx) => {
  let f: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    f = await fixture(ctx());
  });

  const put = (t: TestContext, path: string, body: unknown, token: string) => t.request('PUT', path, { body, token });

  it('notification settings never saved: the eight categories with the defaults', async () => {
    const t = ctx();
    const res = await t.get(`/backoffice/users/${f.own}/notification_settings`, await t.tokenOf('clientadmin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((category) => ({ category, isEmail: false, isPush: true, isSound: true })),
    );
  });

  it('PUT upserts the categories given, push off forces sound off, one action log row', async () => {
    const t = ctx();
    const token = await t.tokenOf('multiadmin');
    const url = `/backoffice/users/${f.own}/notification_settings`;
    const res = await put(
      t,
      url,
      [
        { category: 3, isEmail: true, isPush: false, isSound: true },
        { category: 6, isEmail: true, isPush: true, isSound: false },
      ],
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    expect(res.body[3]).toEqual({ category: 3, isEmail: true, isPush: false, isSound: false });
    expect(res.body[6]).toEqual({ category: 6, isEmail: true, isPush: true, isSound: false });
    expect(res.body[0]).toEqual({ category: 0, isEmail: false, isPush: true, isSound: true });
    const stored = await t.db.query<any>(
      'SELECT category, is_email, is_push, is_sound FROM user_notification_settings WHERE user_id = $1 ORDER BY category',
      [f.own],
    );
    expect(stored).toEqual([
      { category: 3, is_email: true, is_push: false, is_sound: false },
      { category: 6, is_email: true, is_push: true, is_sound: false },
    ]);
    expect((await t.get(url, token)).body).toEqual(res.body);

    const logs = await logsOf(t, f.own, 'updateNotificationSettings');
    expect(logs).toHaveLength(1);
    expect(logs[0]!.user_id).toBe(demoAccount('multiadmin').id);
    expect(logs[0]!.payload).toEqual({
      before: {
        '3': { isEmail: false, isPush: true, isSound: true },
        '6': { isEmail: false, isPush: true, isSound: true },
      },
      after: {
        '3': { isEmail: true, isPush: false, isSound: false },
        '6': { isEmail: true, isPush: true, isSound: false },
      },
    });
    expect(logs[0]!.client_ids).toEqual([2]);
    expect(logs[0]!.organization_id).toBe(1);

    // A second PUT changes only what it names.
    const again = await put(t, url, [{ category: 3, isEmail: false, isPush: true, isSound: true }], token);
    expect(again.body[3]).toEqual({ category: 3, isEmail: false, isPush: true, isSound: true });
    expect(again.body[6]).toEqual({ category: 6, isEmail: true, isPush: true, isSound: false });
    expect(await logsOf(t, f.own, 'updateNotificationSettings')).toHaveLength(2);
  });

  it('notification settings validation: 400 and nothing written', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const url = `/backoffice/users/${f.other}/notification_settings`;
    const bad: [unknown, Record<string, string> | undefined][] = [
      [
        [
          { category: 1, isEmail: true, isPush: true, isSound: true },
          { category: 1, isEmail: false, isPush: true, isSound: true },
        ],
        { '1.category': 'DUPLICATE' },
      ],
      [[{ category: 8, isEmail: true, isPush: true, isSound: true }], { '0.category': 'INVALID' }],
      [[{ category: -1, isEmail: true, isPush: true, isSound: true }], { '0.category': 'INVALID' }],
      [[{ category: 2, isEmail: true, isPush: true }], { isSound: 'REQUIRED' }],
      [[{ category: 2, isEmail: 'yes', isPush: true, isSound: true }], undefined],
      [{ category: 2 }, undefined],
    ];
    for (const [body, fields] of bad) {
      const res = await put(t, url, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      if (fields) expect(res.body.fields).toEqual(fields);
    }
    expect(await settingsRows(t, f.other)).toBe(0);
    expect(await logsOf(t, f.other, 'updateNotificationSettings')).toEqual([]);
  });

  it('alert central settings never saved: the four kinds with the defaults', async () => {
    const t = ctx();
    const res = await t.get(`/backoffice/users/${f.other}/alert-central-settings`, await t.tokenOf('admin'));
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.kind)).toEqual(KINDS);
    for (const s of res.body) {
      const safe = s.kind === 'Safe_Assist';
      expect(s).toEqual({
        kind: s.kind,
        customize: false,
        enforced: false,
        createPublicAlert: false,
        publicRadius: 100,
        alertAllAvailableNetworks: false,
        alertAllAvailableUsers: false,
        selectedNetworks: [],
        selectedNetworksRadius: 100,
        personalInformation: false,
        headline: null,
        description: null,
        requestSelectedNetworks: safe ? false : null,
        requestPersonalInformation: safe ? false : null,
      });
    }
  });

  it('alert central PUT merges the kinds given; request options only for Safe_Assist; one action log', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const url = `/backoffice/users/${f.own}/alert-central-settings`;
    const net = f.client2Networks[0]!;
    const res = await put(
      t,
      url,
      [
        {
          kind: 'SOS_Emergency',
          customize: true,
          enforced: true,
          createPublicAlert: true,
          publicRadius: 2500,
          selectedNetworks: [net],
          headline: 'Nödlarm',
          description: '  ',
        },
        { kind: 'Network_Alert', requestSelectedNetworks: true, requestPersonalInformation: true },
        { kind: 'Safe_Assist', requestPersonalInformation: true },
      ],
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.kind)).toEqual(KINDS);
    expect(res.body[0]).toMatchObject({
      customize: true,
      enforced: true,
      createPublicAlert: true,
      publicRadius: 2500,
      selectedNetworks: [net],
      selectedNetworksRadius: 100,
      headline: 'Nödlarm',
      description: null,
      requestSelectedNetworks: null,
    });
    expect(res.body[2]).toMatchObject({ requestSelectedNetworks: null, requestPersonalInformation: null });
    expect(res.body[3]).toMatchObject({ requestSelectedNetworks: false, requestPersonalInformation: true });
    expect((await t.get(url, token)).body).toEqual(res.body);

    const logs = await logsOf(t, f.own, 'updateAlertCentralSettings');
    expect(logs).toHaveLength(1);
    expect(logs[0]!.payload.before.SOS_Emergency).toMatchObject({ customize: false, publicRadius: 100 });
    expect(logs[0]!.payload.after.SOS_Emergency).toMatchObject({ customize: true, publicRadius: 2500 });
    expect(logs[0]!.payload.after).not.toHaveProperty('Panic Button');

    // Text jsonb cannot hold (a lone surrogate) is stored as U+FFFD instead of failing the save.
    const odd = await put(t, url, [{ kind: 'Panic Button', headline: 'Larm \ud800' }], token);
    expect(odd.status).toBe(200);
    expect(odd.body[1].headline).toBe('Larm \ufffd');

    // Fields left out keep their value.
    const again = await put(t, url, [{ kind: 'SOS_Emergency', publicRadius: 300 }], token);
    expect(again.body[0]).toMatchObject({
      customize: true,
      publicRadius: 300,
      headline: 'Nödlarm',
      selectedNetworks: [net],
    });
  });

  it('alert central validation: radii, texts, networks, duplicates; 400 and nothing written', async () => {
    const t = ctx();
    const token = await t.tokenOf('orgadmin');
    const url = `/backoffice/users/${f.other}/alert-central-settings`;
    const admin = await t.tokenOf('admin');
    const foreign = f.client7Networks[0]!;
    const cases: [unknown, Record<string, string>, string][] = [
      [[{ kind: 'SOS_Emergency', publicRadius: 9 }], { '0.publicRadius': 'OUT_OF_RANGE' }, admin],
      [
        [{ kind: 'Panic Button', selectedNetworksRadius: 100_001 }],
        { '0.selectedNetworksRadius': 'OUT_OF_RANGE' },
        admin,
      ],
      [[{ kind: 'Safe_Assist', headline: 'x'.repeat(101) }], { '0.headline': 'TOO_LONG' }, admin],
      [[{ kind: 'Network_Alert', description: 'x'.repeat(1001) }], { '0.description': 'TOO_LONG' }, admin],
      [[{ kind: 'SOS_Emergency', selectedNetworks: [999_999] }], { '0.selectedNetworks': 'NOT_FOUND' }, admin],
      [[{ kind: 'SOS_Emergency' }, { kind: 'SOS_Emergency', customize: true }], { '1.kind': 'DUPLICATE' }, admin],
      [[{ kind: 'Summon' }], { '0.kind': 'INVALID' }, admin],
      [
        [
          { kind: 'SOS_Emergency', customize: true },
          { kind: 'Safe_Assist', headline: 'x'.repeat(101), publicRadius: 0 },
        ],
        { '1.headline': 'TOO_LONG', '1.publicRadius': 'OUT_OF_RANGE' },
        admin,
      ],
    ];
    for (const [body, fields, tok] of cases) {
      const res = await put(t, url, body, tok);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual(fields);
    }
    // Boundaries pass.
    const ok = await put(t, url, [{ kind: 'SOS_Emergency', publicRadius: 10, selectedNetworksRadius: 100_000 }], admin);
    expect(ok.status).toBe(200);
    await t.db.query('DELETE FROM user_alert_central_settings WHERE user_id = $1', [f.other]);
    await t.db.query("DELETE FROM action_logs WHERE entity_id = $1 AND action = 'updateAlertCentralSettings'", [
      f.other,
    ]);

    // A network of another tenant is NOT_FOUND for a caller outside that tenant.
    const own = `/backoffice/users/${f.own}/alert-central-settings`;
    const before = (await logsOf(t, f.own, 'updateAlertCentralSettings')).length;
    const stored = await t.db.query(
      'SELECT settings FROM user_alert_central_settings WHERE user_id = $1 ORDER BY kind',
      [f.own],
    );
    const res = await put(t, own, [{ kind: 'Panic Button', customize: true, selectedNetworks: [foreign] }], token);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ '0.selectedNetworks': 'NOT_FOUND' });
    expect(
      await t.db.query('SELECT settings FROM user_alert_central_settings WHERE user_id = $1 ORDER BY kind', [f.own]),
    ).toEqual(stored);
    expect(await logsOf(t, f.own, 'updateAlertCentralSettings')).toHaveLength(before);
    expect(await settingsRows(t, f.other)).toBe(0);
    expect(await logsOf(t, f.other, 'updateAlertCentralSettings')).toEqual([]);
  });

  it('selected networks of another tenant are not shown to a caller outside it, and its save keeps them', async () => {
    const t = ctx();
    const url = `/backoffice/users/${f.own}/alert-central-settings`;
    const [a, b] = f.client2Networks;
    const foreign = f.client7Networks[0]!;
    const admin = await t.tokenOf('admin');
    const set = await put(t, url, [{ kind: 'Network_Alert', selectedNetworks: [a, foreign] }], admin);
    expect(set.status).toBe(200);
    expect(set.body[2].selectedNetworks).toEqual([a, foreign]);

    const clientadmin = await t.tokenOf('clientadmin');
    const seen = await t.get(url, clientadmin);
    expect(seen.body[2].selectedNetworks).toEqual([a]);
    for (const s of seen.body) await expectOnlyOwnTenant(t.db, 'clientadmin', 'network', s.selectedNetworks);

    const saved = await put(t, url, [{ kind: 'Network_Alert', selectedNetworks: [b ?? a] }], clientadmin);
    expect(saved.status).toBe(200);
    expect(saved.body[2].selectedNetworks).toEqual([b ?? a]);
    expect((await t.get(url, admin)).body[2].selectedNetworks.sort()).toEqual([b ?? a, foreign].sort());
  });

  it('every role x own/other tenant: reads and writes 200 in scope, 404 outside (admin sees all)', async () => {
    const t = ctx();
    for (const role of ROLES) {
      const token = await t.tokenOf(role);
      for (const userId of [f.own, f.other]) {
        const inScope = role === 'admin' || userId === f.own;
        for (const [path, body] of [
          ['notification_settings', [{ category: 7, isEmail: true, isPush: true, isSound: true }]],
          ['alert-central-settings', [{ kind: 'Panic Button', personalInformation: true }]],
        ] as const) {
          const url = `/backoffice/users/${userId}/${path}`;
          const logsBefore = (
            await logsOf(
              t,
              userId,
              path === 'notification_settings' ? 'updateNotificationSettings' : 'updateAlertCentralSettings',
            )
          ).length;
          const read = await t.get(url, token);
          const write = await put(t, url, body, token);
          expect(read.status, `${role} GET ${path} ${userId}`).toBe(inScope ? 200 : 404);
          expect(write.status, `${role} PUT ${path} ${userId}`).toBe(inScope ? 200 : 404);
          const logsAfter = (
            await logsOf(
              t,
              userId,
              path === 'notification_settings' ? 'updateNotificationSettings' : 'updateAlertCentralSettings',
            )
          ).length;
          expect(logsAfter).toBe(logsBefore + (inScope ? 1 : 0));
          if (!inScope) expectErrorShape(write.body, 404, 'NOT_FOUND');
          if (inScope && path === 'alert-central-settings')
            for (const s of write.body) await expectOnlyOwnTenant(t.db, role, 'network', s.selectedNetworks);
        }
      }
    }
  });

  it('a client-admin may read but not change a multi-client admin of its client (403, nothing written)', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const multi = demoAccount('multiadmin').id;
    const url = `/backoffice/users/${multi}/notification_settings`;
    expect((await t.get(url, token)).status).toBe(200);
    const before = await t.db.query('SELECT * FROM user_notification_settings WHERE user_id = $1 ORDER BY category', [
      multi,
    ]);
    const res = await put(t, url, [{ category: 0, isEmail: true, isPush: false, isSound: false }], token);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 403, 'FORBIDDEN');
    const central = await put(t, `/backoffice/users/${multi}/alert-central-settings`, [{ kind: 'Safe_Assist' }], token);
    expect(central.status).toBe(403);
    expect(
      await t.db.query('SELECT * FROM user_notification_settings WHERE user_id = $1 ORDER BY category', [multi]),
    ).toEqual(before);
    expect(await logsOf(t, multi, 'updateNotificationSettings')).toEqual([]);
    // Its own settings: allowed.
    const me = demoAccount('clientadmin').id;
    expect((await put(t, `/backoffice/users/${me}/notification_settings`, [], token)).status).toBe(200);
  });
});
