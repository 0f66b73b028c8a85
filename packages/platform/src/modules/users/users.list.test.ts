import { expect, it } from 'vitest';
import { tenantsOf } from '../../../test/expected.js';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { newUserBody } from './usersTestKit.js';

type Key = 'admin' | 'orgadmin' | 'clientadmin';

/** The list's rows by direct SQL, written independently of the repository: scope, filters, order. */
async function directIds(t: TestContext, key: Key, f: Record<string, string>) {
  const tenants = await tenantsOf(t.db, key);
  const params: unknown[] = [tenants?.clientIds ?? [], tenants?.orgIds ?? [], tenants === null];
  const where = [
    `($3 OR u.id IN (SELECT user_id FROM client_users WHERE client_id = ANY($1::int[])) OR u.organization_id = ANY($2::int[]))`,
    f.deactivated === 'true' ? 'u.deactivated_at IS NOT NULL' : 'u.deactivated_at IS NULL',
  ];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.clientId) add((p) => `u.id IN (SELECT user_id FROM client_users WHERE client_id = ${p})`, Number(f.clientId));
  if (f.networkId)
    add((p) => `u.id IN (SELECT user_id FROM network_members WHERE network_id = ${p})`, Number(f.networkId));
  if (f.role) add((p) => `${p}::int = ANY(u.roles)`, Number(f.role));
  if (f.subscription) add((p) => `u.subscription = ${p}`, f.subscription);
  if (f.q)
    add(
      (p) =>
        `(strpos(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ${p}) > 0 OR strpos(lower(coalesce(u.username, '')), ${p}) > 0 OR strpos(lower(u.email), ${p}) > 0)`,
      f.q.toLowerCase(),
    );
  const order =
    f.sort === 'name'
      ? `lower(u.first_name) ${f.order ?? 'desc'} NULLS LAST, lower(u.last_name) ${f.order ?? 'desc'} NULLS LAST, u.id ${f.order ?? 'desc'}`
      : `u.created_at DESC, u.id DESC`;
  const rows = await t.db.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE ${where.join(' AND ')} ORDER BY ${order}`,
    params,
  );
  return rows.map((r) => r.id);
}

describeEachDb('users: the list', (ctx) => {
  async function pages(t: TestContext, key: Key, query: string) {
    const token = await t.tokenOf(key);
    const ids: number[] = [];
    let total = -1;
    for (let offset = 0; ; offset += 7) {
      const res = await t.get(`/backoffice/users?limit=7&offset=${offset}&${query}`, token);
      expect(res.status, `${key} ${query}`).toBe(200);
      total = res.body.total;
      ids.push(...res.body.items.map((u: { id: number }) => u.id));
      if (res.body.items.length < 7) break;
    }
    return { ids, total };
  }

  it('every filter, search and sort: the rows and the total of a direct query, paged without gaps', async () => {
    const t = ctx();
    // A deleted user whose membership came back (written elsewhere) must not count in the client's total.
    const admin = await t.tokenOf('admin');
    const gone = await t.request('POST', '/backoffice/users', { token: admin, body: newUserBody(2) });
    expect((await t.request('DELETE', `/backoffice/users/${gone.body.id}`, { token: admin })).status).toBe(204);
    await t.db.query('INSERT INTO client_users (client_id, user_id) VALUES (2, $1)', [gone.body.id]);
    const queries: Record<string, string>[] = [
      {},
      { clientId: '2' },
      { clientId: '2', subscription: 'macro' },
      { networkId: '2' },
      { role: '14' },
      { role: '0', subscription: 'micro' },
      { subscription: 'mega' },
      { q: 'an' },
      { q: 'vakt.test' },
      { q: 'an', clientId: '2' },
      { deactivated: 'true' },
      { sort: 'name', order: 'asc' },
      { sort: 'name', order: 'desc', clientId: '2' },
    ];
    for (const key of ['admin', 'orgadmin', 'clientadmin'] as const) {
      for (const f of queries) {
        const query = new URLSearchParams(f).toString();
        const { ids, total } = await pages(t, key, query);
        const expected = await directIds(t, key, f);
        expect(ids, `${key} ${query}`).toEqual(expected);
        expect(total, `${key} ${query} total`).toBe(expected.length);
      }
    }
  });

  it('rows carry the client, the organization and the newest mobile device', async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', { token: admin, body: newUserBody(2) });
    const id = created.body.id as number;
    await t.db.query(
      `INSERT INTO user_devices (user_id, app_version, os, last_active_at, location_enabled, test_alarm_at)
       VALUES ($1, '1.0.0', 'android', now() - interval '2 days', false, NULL),
              ($1, '3.4.1', 'ios', now() - interval '1 hour', true, now() - interval '3 hours')`,
      [id],
    );
    const res = await t.get(`/backoffice/users?clientId=2&limit=1`, admin);
    expect(res.body.items[0]).toMatchObject({
      id,
      clientId: 2,
      clientName: 'Södermalms Skolor',
      organizationId: 1,
      appVersion: '3.4.1',
      os: 'ios',
      locationEnabled: true,
      isActive: true,
      status: 'active',
      subscription: 'maxi',
    });
    expect(Date.parse(res.body.items[0].testAlarmAt)).not.toBeNaN();
    expect(res.body.items[0]).not.toHaveProperty('permissions');
  });
});
