import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';

/** The client lists behind the scale indexes (issue 7) answer what the plain queries answered. */
describeEachDb('clients: lists and search at scale', (ctx) => {
  const get = async (t: TestContext, path: string) => {
    const res = await t.get(`/backoffice${path}`, await t.tokenOf('admin'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  it('users tab: search by trigram finds what ILIKE on each name, user name and e-mail found; exact totals', async () => {
    const t = ctx();
    const [client] = await t.db.query<{ client_id: number }>(
      'SELECT client_id FROM client_users GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    const clientId = client!.client_id;
    const [someone] = await t.db.query<{ last_name: string; first_name: string }>(
      'SELECT u.first_name, u.last_name FROM client_users cu JOIN users u ON u.id = cu.user_id WHERE cu.client_id = $1 ORDER BY u.id LIMIT 1',
      [clientId],
    );
    for (const term of [
      someone!.last_name.slice(1, 5),
      `${someone!.first_name} ${someone!.last_name}`,
      'vakt.test',
      'an',
      'zzqx',
      '100%',
    ]) {
      const expected = await t.db.query<{ id: number }>(
        `SELECT u.id FROM client_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.client_id = $1 AND (u.first_name ILIKE $2 OR u.last_name ILIKE $2 OR u.username ILIKE $2 OR u.email ILIKE $2
                OR concat_ws(' ', u.first_name, u.last_name) ILIKE $2)
          ORDER BY cu.added_at DESC, u.id DESC`,
        [clientId, like(term)],
      );
      const page = await get(t, `/clients/${clientId}/users?limit=500&q=${encodeURIComponent(term)}`);
      expect(
        page.items.map((m: any) => m.userId),
        term,
      ).toEqual(expected.map((r) => r.id));
      expect(page.total, term).toBe(expected.length);
    }
  });

  it('tabs page in both directions with the tie-breaker, the total counting the whole client', async () => {
    const t = ctx();
    const [client] = await t.db.query<{ client_id: number; n: number }>(
      'SELECT client_id, count(*)::int AS n FROM client_users GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
    );
    const clientId = client!.client_id;
    for (const order of ['asc', 'desc'] as const) {
      const expected = await t.db.query<{ id: number }>(
        `SELECT user_id AS id FROM client_users WHERE client_id = $1 ORDER BY added_at ${order}, user_id ${order}`,
        [clientId],
      );
      const first = await get(t, `/clients/${clientId}/users?limit=7&offset=0&order=${order}`);
      const second = await get(t, `/clients/${clientId}/users?limit=7&offset=7&order=${order}`);
      const ids = [...first.items, ...second.items].map((m: any) => m.userId);
      expect(ids).toEqual(expected.slice(0, 14).map((r) => r.id));
      expect(first.total).toBe(client!.n);

      const devices = await t.db.query<{ id: number }>(
        `SELECT id FROM devices WHERE client_id = $1 ORDER BY lower(name) ${order}, id ${order}`,
        [clientId],
      );
      const devicePage = await get(t, `/clients/${clientId}/devices?limit=500&sort=name&order=${order}`);
      expect(devicePage.items.map((d: any) => d.id)).toEqual(devices.map((r) => r.id));
      expect(devicePage.total).toBe(devices.length);
    }
  });

  it('pickers: a search finds what ILIKE found', async () => {
    const t = ctx();
    for (const term of ['erik', 'an', 'zzqx']) {
      const expected = await t.db.query<{ id: number }>(
        `SELECT id FROM users WHERE first_name ILIKE $1 OR last_name ILIKE $1 OR email ILIKE $1 OR concat_ws(' ', first_name, last_name) ILIKE $1
          ORDER BY lower(first_name), lower(last_name), id LIMIT 100`,
        [like(term)],
      );
      const users = await get(t, `/users/search?limit=100&q=${term}`);
      expect(
        users.map((u: any) => u.id),
        term,
      ).toEqual(expected.map((r) => r.id));
    }
  });
});
