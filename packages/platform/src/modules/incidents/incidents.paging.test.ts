import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { tenantsOf } from '../../../test/expected.js';

/** Index-backed paging and trigram search (issue 7) answer what the plain queries answered. */
describeEachDb('incidents: paging and search at scale', (ctx) => {
  const walk = async (t: TestContext, token: string, query: string, limit: number) => {
    const ids: number[] = [];
    const pages: any[] = [];
    let after: string | null = null;
    do {
      const res: any = await t.get(
        `/backoffice/incidents/list?limit=${limit}${query}${after ? `&after=${after}` : ''}`,
        token,
      );
      expect(res.status).toBe(200);
      pages.push(res.body);
      ids.push(...res.body.incidents.map((i: any) => i.uid));
      after = res.body.next_cursor;
    } while (after);
    return { ids, pages };
  };

  for (const key of ['multiadmin', 'orgadmin'] as const) {
    it(`${key}: pages of several clients merge newest first, both ways`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const tenants = (await tenantsOf(t.db, key))!;
      expect(tenants.clientIds.length).toBeGreaterThan(1);
      const expected = await t.db.query<{ id: number }>(
        'SELECT id FROM incidents WHERE client_id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
        [tenants.clientIds],
      );
      const { ids, pages } = await walk(t, token, '', 70);
      expect(ids).toEqual(expected.map((r) => r.id));
      const back = await t.get(`/backoffice/incidents/list?limit=70&before=${pages[2].prev_cursor}`, token);
      expect(back.body.incidents.map((i: any) => i.uid)).toEqual(pages[1].incidents.map((i: any) => i.uid));
      expect(back.body.next_cursor).toBe(pages[1].next_cursor);
      expect(back.body.prev_cursor).toBe(pages[1].prev_cursor);

      const pending = await walk(t, token, '&filter=pending', 40);
      const expectedPending = await t.db.query<{ id: number }>(
        `SELECT id FROM incidents WHERE client_id = ANY($1::int[]) AND status = 'pending' ORDER BY created_at DESC, id DESC`,
        [tenants.clientIds],
      );
      expect(pending.ids).toEqual(expectedPending.map((r) => r.id));
    });
  }

  it('a cursor page stays the same when newer incidents arrive', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const first = (await t.get('/backoffice/incidents/list?limit=30', token)).body;
    const second = (await t.get(`/backoffice/incidents/list?limit=30&after=${first.next_cursor}`, token)).body;
    const [client] = await t.db.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 1');
    const [added] = await t.db.query<{ id: number }>(
      `INSERT INTO incidents (kind, status, client_id, name) VALUES ('Panic Alert', 'confirm', $1, 'Arrived while paging') RETURNING id`,
      [client!.id],
    );
    try {
      const again = (await t.get(`/backoffice/incidents/list?limit=30&after=${first.next_cursor}`, token)).body;
      expect(again.incidents).toEqual(second.incidents);
      expect(again.next_cursor).toBe(second.next_cursor);
      const fresh = (await t.get('/backoffice/incidents/list?limit=30', token)).body;
      expect(fresh.incidents[0].uid).toBe(added!.id);
      expect(fresh.incidents.slice(1).map((i: any) => i.uid)).toEqual(
        first.incidents.slice(0, 29).map((i: any) => i.uid),
      );
      // Going back from page 2 still gives the old first page, and one more step back the new incident.
      const back = (await t.get(`/backoffice/incidents/list?limit=30&before=${second.prev_cursor}`, token)).body;
      expect(back.incidents).toEqual(first.incidents);
      expect(back.prev_cursor).not.toBeNull();
      const newest = (await t.get(`/backoffice/incidents/list?limit=30&before=${back.prev_cursor}`, token)).body;
      expect(newest.incidents.map((i: any) => i.uid)).toEqual([added!.id]);
      expect(newest.prev_cursor).toBeNull();
    } finally {
      await t.db.query('DELETE FROM incidents WHERE id = $1', [added!.id]);
    }
  });

  it('search through the trigram index finds what ILIKE on each column found', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const tenants = (await tenantsOf(t.db, 'clientadmin'))!;
    const [network] = await t.db.query<{ name: string }>(
      'SELECT n.name FROM incidents i JOIN networks n ON n.id = i.network_id WHERE i.client_id = ANY($1::int[]) LIMIT 1',
      [tenants.clientIds],
    );
    const networkWord = network!.name.split(' ').at(-2)!;
    for (const term of ['Sveav', 'larm', 'HJÄLP', networkWord, 'Sv', 'zzqx', '50%']) {
      const expected = await t.db.query<{ id: number }>(
        `SELECT i.id FROM incidents i LEFT JOIN networks n ON n.id = i.network_id
          WHERE i.client_id = ANY($1::int[])
            AND (i.name ILIKE $2 OR i.description ILIKE $2 OR i.address ILIKE $2 OR n.name ILIKE $2)
          ORDER BY i.created_at DESC, i.id DESC`,
        [tenants.clientIds, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      );
      const { ids } = await walk(t, token, `&search=${encodeURIComponent(term)}`, 100);
      expect(ids, term).toEqual(expected.map((r) => r.id));
      if (!['zzqx', '50%'].includes(term)) expect(ids.length, term).toBeGreaterThan(0);
    }
  });
});
