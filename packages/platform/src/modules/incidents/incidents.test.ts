import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { CONSOLE_ACCOUNTS, expectedIncidentStatuses, tenantsOf } from '../../../test/expected.js';

describeEachDb('incidents', (ctx) => {
  for (const key of CONSOLE_ACCOUNTS) {
    it(`${key}: /incidents/counters count only its tenants`, async () => {
      const t = ctx();
      const res = await t.get('/backoffice/incidents/counters', await t.tokenOf(key));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(await expectedIncidentStatuses(t.db, await tenantsOf(t.db, key)));
    });
  }

  it('lists newest first with cursor paging both ways', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const tenants = (await tenantsOf(t.db, 'clientadmin'))!;
    const expected = await t.db.query<{ id: number }>(
      'SELECT id FROM incidents WHERE client_id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
      [tenants.clientIds],
    );
    const seen: number[] = [];
    let after: string | null = null;
    const pages: any[] = [];
    do {
      const res: any = await t.get(`/backoffice/incidents/list?limit=40${after ? `&after=${after}` : ''}`, token);
      expect(res.status).toBe(200);
      pages.push(res.body);
      seen.push(...res.body.incidents.map((i: any) => i.uid));
      after = res.body.next_cursor;
    } while (after);
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(pages[0].prev_cursor).toBeNull();
    expect(pages.at(-1).next_cursor).toBeNull();

    // Going back from page 2 gives page 1 again.
    const back = await t.get(`/backoffice/incidents/list?limit=40&before=${pages[1].prev_cursor}`, token);
    expect(back.body.incidents.map((i: any) => i.uid)).toEqual(pages[0].incidents.map((i: any) => i.uid));
    expect(back.body.prev_cursor).toBeNull();
    expect(back.body.next_cursor).toBe(pages[0].next_cursor);

    const first = pages[0].incidents[0];
    expect(Object.keys(first).sort()).toEqual([
      'address',
      'clientId',
      'confirmedAt',
      'created',
      'finalizedAt',
      'incDescription',
      'kind',
      'latitude',
      'longitude',
      'name',
      'networkId',
      'networkName',
      'status',
      'statusChangedAt',
      'uid',
    ]);
    const statuses = await expectedIncidentStatuses(t.db, tenants);
    expect(pages[0].summary).toEqual({
      confirm: statuses.confirm,
      pending: statuses.pending,
      finalized: statuses.finalized,
    });
  });

  it('filters by status, network, dates and search', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const res = await t.get('/backoffice/incidents/list?filter=pending&limit=500', token);
    expect(res.body.incidents.length).toBeGreaterThan(0);
    expect(res.body.incidents.every((i: any) => i.status === 'pending')).toBe(true);

    const [net] = await t.db.query<{ network_id: number; n: number }>(
      'SELECT network_id, count(*)::int AS n FROM incidents GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    const byNet = await t.get(`/backoffice/incidents/list?networkId=${net!.network_id}&limit=500`, token);
    expect(byNet.body.incidents).toHaveLength(net!.n);

    const search = await t.get('/backoffice/incidents/list?search=Sveav&limit=500', token);
    expect(search.body.incidents.length).toBeGreaterThan(0);
    for (const i of search.body.incidents)
      expect(`${i.name} ${i.incDescription} ${i.address} ${i.networkName}`).toMatch(/Sveav/i);

    const days = await t.get('/backoffice/incidents/list?startDate=2020-01-01&endDate=2020-01-31', token);
    expect(days.body.incidents).toEqual([]);
    expect(days.body.next_cursor).toBeNull();
  });

  it('a client-admin does not see other tenants incidents, even by network', async () => {
    const t = ctx();
    const tenants = (await tenantsOf(t.db, 'clientadmin'))!;
    const [foreign] = await t.db.query<{ network_id: number }>(
      'SELECT network_id FROM incidents WHERE NOT client_id = ANY($1::int[]) LIMIT 1',
      [tenants.clientIds],
    );
    const res = await t.get(
      `/backoffice/incidents/list?networkId=${foreign!.network_id}`,
      await t.tokenOf('clientadmin'),
    );
    expect(res.status).toBe(200);
    expect(res.body.incidents).toEqual([]);
    expect(res.body.summary).toEqual({ confirm: 0, pending: 0, finalized: 0 });
  });

  it('rejects bad cursors and parameters', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    for (const q of [
      'after=garbage',
      'limit=0',
      'limit=501',
      'filter=open',
      'startDate=yesterday',
      'after=a&before=b',
    ]) {
      const res = await t.get(`/backoffice/incidents/list?${q}`, token);
      expect(res.status, q).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    }
  });

  it('/incidents/{uid}: one row of the list shape, 404 outside the scope', async () => {
    const t = ctx();
    const tenants = (await tenantsOf(t.db, 'clientadmin'))!;
    const [own] = await t.db.query<{ id: number }>(
      'SELECT id FROM incidents WHERE client_id = ANY($1::int[]) ORDER BY created_at DESC, id DESC LIMIT 1',
      [tenants.clientIds],
    );
    const [foreign] = await t.db.query<{ id: number }>(
      'SELECT id FROM incidents WHERE NOT client_id = ANY($1::int[]) LIMIT 1',
      [tenants.clientIds],
    );
    const token = await t.tokenOf('clientadmin');
    const res = await t.get(`/backoffice/incidents/${own!.id}`, token);
    expect(res.status).toBe(200);
    const listed = (await t.get(`/backoffice/incidents/list?limit=500`, token)).body.incidents.find(
      (i: any) => i.uid === own!.id,
    );
    expect(res.body).toEqual(listed);
    const hidden = await t.get(`/backoffice/incidents/${foreign!.id}`, token);
    expect(hidden.status).toBe(404);
    expectErrorShape(hidden.body, 404, 'NOT_FOUND');
    expect((await t.get(`/backoffice/incidents/${foreign!.id}`, await t.tokenOf('admin'))).status).toBe(200);
    expect((await t.get('/backoffice/incidents/abc', token)).status).toBe(400);
  });
});
