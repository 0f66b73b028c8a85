import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { CONSOLE_ACCOUNTS, expectedCounts, expectedSubscriptions, tenantsOf } from '../../../test/expected.js';

const stockholmDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(d);
};

describeEachDb('stats', (ctx) => {
  for (const key of CONSOLE_ACCOUNTS) {
    it(`${key}: /stats/counts and /stats/subscriptions count only its tenants`, async () => {
      const t = ctx();
      const token = await t.tokenOf(key);
      const tenants = await tenantsOf(t.db, key);
      const counts = await t.get('/backoffice/stats/counts', token);
      expect(counts.status).toBe(200);
      expect(counts.body).toEqual(await expectedCounts(t.db, tenants));
      const subs = await t.get('/backoffice/stats/subscriptions', token);
      expect(subs.status).toBe(200);
      expect(subs.body).toEqual(await expectedSubscriptions(t.db, tenants));
    });
  }

  it('admin sees more than the organization-admin, who sees more than the client-admin', async () => {
    const t = ctx();
    const totals: Record<string, Record<string, number>> = {};
    for (const key of ['admin', 'orgadmin', 'clientadmin'] as const) {
      totals[key] = (await t.get('/backoffice/stats/counts', await t.tokenOf(key))).body;
    }
    for (const kind of ['users', 'clients', 'networks', 'incidents', 'comments']) {
      expect(totals.admin![kind]).toBeGreaterThan(totals.orgadmin![kind]!);
      expect(totals.orgadmin![kind]).toBeGreaterThan(totals.clientadmin![kind]!);
      expect(totals.clientadmin![kind]).toBeGreaterThan(0);
    }
  });

  it('monthly series: n points ending with the current month, figures per period in scope', async () => {
    const t = ctx();
    const token = await t.tokenOf('orgadmin');
    const res = await t.get('/backoffice/stats/counts/monthly?count=14', token);
    expect(res.status).toBe(200);
    expect(res.body.granularity).toBe('monthly');
    expect(res.body.points).toHaveLength(14);
    const stamps = res.body.points.map((p: any) => Date.parse(p.timestamp));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(stamps[13]).toBeLessThanOrEqual(Date.now());
    // Seed data spans 13 months, so 14 months hold every incident in scope.
    const total = res.body.points.reduce((s: number, p: any) => s + p.incidents, 0);
    const expected = await expectedCounts(t.db, await tenantsOf(t.db, 'orgadmin'));
    expect(total).toBe(expected.incidents);
  });

  it('daily and weekly series honour count', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const daily = await t.get('/backoffice/stats/counts/daily?count=30', token);
    expect(daily.body.points).toHaveLength(30);
    const weekly = await t.get('/backoffice/stats/counts/weekly?count=12', token);
    expect(weekly.body.points).toHaveLength(12);
    expect(Object.keys(weekly.body.points[0]).sort()).toEqual([
      'clients',
      'comments',
      'devices',
      'incidents',
      'integrations',
      'networks',
      'timestamp',
      'users',
    ]);
    for (const bad of ['daily?count=0', 'daily?count=121', 'daily?count=x', 'yearly?count=2']) {
      const res = await t.get(`/backoffice/stats/counts/${bad}`, token);
      expect(res.status, bad).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    }
  });

  it('hourly: today is the past 24 hours, ending with the current hour', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const today = stockholmDay(0);
    const res = await t.get(`/backoffice/stats/counts/hourly?date=${today}`, token);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(today);
    const starts = res.body.hours.map((h: any) => Date.parse(h.timestamp));
    expect(starts).toHaveLength(24);
    const currentHour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    expect(starts[23]).toBe(currentHour);
    expect(starts.every((s: number, i: number) => i === 0 || s - starts[i - 1] === 3_600_000)).toBe(true);
    const localHour = (ms: number) =>
      Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', timeZone: 'Europe/Stockholm' }).format(ms));
    expect(res.body.hours.map((h: any) => h.hour)).toEqual(starts.map(localHour));
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM incidents WHERE client_id = ANY($1::int[])
         AND created_at >= date_trunc('hour', now()) - interval '23 hours'`,
      [(await tenantsOf(t.db, 'clientadmin'))!.clientIds],
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(res.body.hours.reduce((s: number, h: any) => s + h.incidents, 0)).toBe(row!.n);
  });

  it('hourly: an earlier day is its 24 Stockholm hours', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const day = stockholmDay(-1);
    const res = await t.get(`/backoffice/stats/counts/hourly?date=${day}`, token);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(day);
    expect(res.body.hours.map((h: any) => h.hour)).toEqual([...Array(24).keys()]);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM incidents WHERE client_id = ANY($1::int[])
         AND created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/Stockholm')
         AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Stockholm')`,
      [(await tenantsOf(t.db, 'clientadmin'))!.clientIds, day],
    );
    expect(res.body.hours.reduce((s: number, h: any) => s + h.incidents, 0)).toBe(row!.n);
  });

  it('hourly: date bounds', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    expect((await t.get(`/backoffice/stats/counts/hourly?date=${stockholmDay(-360)}`, token)).status).toBe(200);
    for (const date of [stockholmDay(1), stockholmDay(-370), '2026-02-30', '22-11-2026']) {
      const res = await t.get(`/backoffice/stats/counts/hourly?date=${date}`, token);
      expect(res.status, date).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toHaveProperty('date');
    }
    const missing = await t.get('/backoffice/stats/counts/hourly', token);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ date: 'REQUIRED' });
  });
});
