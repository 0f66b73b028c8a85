import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { expectedIncidentStatuses, tenantsOf } from '../../../test/expected.js';
import { incidentIn, networkOf } from './incidentsTestKit.js';

/** view=operational leaves out the incidents of networks excluded from the operational view. */
describeEachDb('incidents: the operational view', (ctx) => {
  let excluded = 0;
  let kept = 0;

  beforeAll(async () => {
    const t = ctx();
    excluded = await networkOf(t, 2, { excluded: true });
    kept = await networkOf(t, 2);
    for (const status of ['confirm', 'pending', 'pending', 'finalized']) await incidentIn(t, 2, status, excluded);
    await incidentIn(t, 2, 'confirm', kept);
  });

  afterAll(async () => {
    await ctx().db.query('DELETE FROM incidents WHERE network_id IN ($1, $2)', [excluded, kept]);
  });

  const withoutExcluded = async (clientIds: number[] | null) => {
    const all = await expectedIncidentStatuses(ctx().db, clientIds ? { clientIds } : null);
    const rows = await ctx().db.query<{ status: string; n: number }>(
      `SELECT i.status, count(*)::int AS n FROM incidents i JOIN networks n ON n.id = i.network_id
        WHERE n.exclude_from_operational_view AND ($2 OR i.client_id = ANY($1::int[])) GROUP BY 1`,
      [clientIds ?? [], clientIds === null],
    );
    for (const r of rows) all[r.status as keyof typeof all] -= r.n;
    return all;
  };

  for (const key of ['admin', 'clientadmin'] as const) {
    it(`${key}: list, summary and counters leave the excluded network out; comprehensive keeps it`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const tenants = await tenantsOf(t.db, key);
      const expected = await withoutExcluded(tenants?.clientIds ?? null);
      const counters = await t.get('/backoffice/incidents/counters?view=operational', token);
      expect(counters.body).toEqual(expected);
      const full = await t.get('/backoffice/incidents/counters', token);
      expect(full.body).toEqual(await expectedIncidentStatuses(t.db, tenants));
      expect(full.body.pending - counters.body.pending).toBeGreaterThanOrEqual(2);

      const list = await t.get('/backoffice/incidents/list?view=operational&limit=500', token);
      expect(list.body.summary).toEqual({
        confirm: expected.confirm,
        pending: expected.pending,
        finalized: expected.finalized,
      });
      const uids = list.body.incidents.map((i: any) => i.networkId);
      expect(uids).not.toContain(excluded);
      expect(uids).toContain(kept);
      const everything = await t.get('/backoffice/incidents/list?limit=500', token);
      expect(everything.body.incidents.map((i: any) => i.networkId)).toContain(excluded);

      // The same through a network filter, dates and a search (each counted its own way).
      const byNet = await t.get(`/backoffice/incidents/list?view=operational&networkId=${excluded}`, token);
      expect(byNet.body.incidents).toEqual([]);
      expect(byNet.body.summary).toEqual({ confirm: 0, pending: 0, finalized: 0 });
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
      const dated = await t.get(
        `/backoffice/incidents/list?view=operational&startDate=${today}&endDate=${today}&limit=500`,
        token,
      );
      expect(dated.body.incidents.map((i: any) => i.networkId)).not.toContain(excluded);
      const datedAll = await t.get(`/backoffice/incidents/list?startDate=${today}&endDate=${today}&limit=500`, token);
      expect(datedAll.body.summary.pending - dated.body.summary.pending).toBe(2);
      const searched = await t.get('/backoffice/incidents/list?view=operational&search=Live%20test&limit=500', token);
      expect(searched.body.incidents.map((i: any) => i.networkId)).toEqual([kept]);
      expect(searched.body.summary).toEqual({ confirm: 1, pending: 0, finalized: 0 });
    });
  }
});
