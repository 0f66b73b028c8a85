import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { tenantsOf } from '../../../test/expected.js';
import { plainUserToken } from '../devices/devicesTestKit.js';
import { stockholmToday } from './periodQuery.js';
import { statsFixture } from './statsTestKit.js';

const PERIOD = 'from=2026-03-01&to=2026-04-30';

/** The Stockholm day `days` from today. */
const dayFrom = (days: number) => stockholmToday(new Date(Date.now() + days * 86_400_000));

describeEachDb('stats: incident statistics', (ctx) => {
  let fixture: Awaited<ReturnType<typeof statsFixture>>;
  let admin = '';
  beforeAll(async () => {
    fixture = await statsFixture(ctx());
    admin = await ctx().tokenOf('admin');
  });

  const statsOf = (t: TestContext, query: string, token = admin) =>
    t.get(`/backoffice/stats/incidents?${query}`, token);

  it('series per Stockholm month x kind x status (an incident at 00:30 on 1 April counts in April)', async () => {
    const res = await statsOf(ctx(), `${PERIOD}&clientIds=${fixture.clientId}`);
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([
      { period: '2026-03-01', kind: 'Emergency Alert', status: 'confirmed', count: 1 },
      { period: '2026-03-01', kind: 'Emergency Alert', status: 'finalized', count: 2 },
      { period: '2026-04-01', kind: 'Emergency Alert', status: 'confirm', count: 1 },
      { period: '2026-04-01', kind: 'Panic Alert', status: 'pending', count: 1 },
    ]);
  });

  it('weekly and daily series start at the Stockholm Monday and day', async () => {
    const t = ctx();
    const weekly = await statsOf(t, `from=2026-03-30&to=2026-04-05&clientIds=${fixture.clientId}&interval=week`);
    expect(weekly.body.series.map((p: any) => [p.period, p.status, p.count])).toEqual([
      ['2026-03-30', 'confirm', 1],
      ['2026-03-30', 'finalized', 1],
      ['2026-03-30', 'pending', 1],
    ]);
    const daily = await statsOf(t, `from=2026-03-31&to=2026-04-01&clientIds=${fixture.clientId}&interval=day`);
    expect(daily.body.series).toEqual([{ period: '2026-04-01', kind: 'Panic Alert', status: 'pending', count: 1 }]);
  });

  it('response figures: median and p90 of seconds to confirmed and finalized, every kind', async () => {
    const res = await statsOf(ctx(), `${PERIOD}&clientIds=${fixture.clientId}`);
    const none = { count: 0, confirmedMedianS: null, confirmedP90S: null, finalizedMedianS: null, finalizedP90S: null };
    expect(res.body.response).toEqual([
      {
        kind: 'Emergency Alert',
        count: 4,
        confirmedMedianS: 120,
        confirmedP90S: 264,
        finalizedMedianS: 900,
        finalizedP90S: 1140,
      },
      { kind: 'Panic Alert', ...none, count: 1 },
      { kind: 'Network Alert', ...none },
      { kind: 'Safe Assist Alert', ...none },
      { kind: 'Public Alert', ...none },
      { kind: 'Summon', ...none },
    ]);
  });

  it('the demo data has response times: confirmed and finalized incidents carry when that happened', async () => {
    const t = ctx();
    const res = await statsOf(t, `from=${dayFrom(-400)}&to=${dayFrom(0)}&interval=month`, await t.tokenOf('orgadmin'));
    expect(res.status).toBe(200);
    const timed = res.body.response.filter((p: any) => p.confirmedMedianS !== null && p.finalizedMedianS !== null);
    expect(timed.length).toBeGreaterThan(0);
    for (const p of timed) {
      expect(p.confirmedMedianS).toBeGreaterThanOrEqual(60);
      expect(p.confirmedMedianS).toBeLessThanOrEqual(600);
      expect(p.finalizedMedianS).toBeGreaterThan(p.confirmedMedianS);
    }
  });

  it('top networks by incidents with their client', async () => {
    const res = await statsOf(ctx(), `${PERIOD}&clientIds=${fixture.clientId}`);
    expect(res.body.topNetworks.map((n: any) => [n.networkId, n.count])).toEqual([
      [fixture.busy, 4],
      [fixture.quiet, 1],
    ]);
    expect(res.body.topNetworks[0].networkName).toMatch(/^Busy /);
    expect(res.body.topNetworks[0].clientName).toMatch(/^Stats fixture /);
  });

  it('top networks: at most 10, most incidents first, as counted in SQL', async () => {
    const t = ctx();
    const from = dayFrom(-365 * 2);
    const to = dayFrom(0);
    const res = await statsOf(t, `from=${from}&to=${to}`);
    const expected = await t.db.query<{ networkId: number; count: number }>(
      `SELECT network_id AS "networkId", count(*)::int AS count FROM incidents
        WHERE network_id IS NOT NULL AND (created_at AT TIME ZONE 'Europe/Stockholm')::date BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      [from, to],
    );
    expect(expected).toHaveLength(10);
    expect(res.body.topNetworks.map((n: any) => ({ networkId: n.networkId, count: n.count }))).toEqual(expected);
  });

  it('subscriptions per tier at the end of each period (a switch ends the earlier tier; unsubscribing ends it)', async () => {
    const t = ctx();
    const monthly = await statsOf(t, `${PERIOD}&clientIds=${fixture.clientId}`);
    const nonZero = (rows: any[]) => rows.filter((r) => r.count).map((r) => [r.period, r.tier, r.count]);
    expect(monthly.body.subscriptions).toHaveLength(2 * 6);
    expect(monthly.body.subscriptions.slice(0, 6).map((r: any) => r.tier)).toEqual([
      'micro',
      'mini',
      'medi',
      'maxi',
      'mega',
      'macro',
    ]);
    expect(nonZero(monthly.body.subscriptions)).toEqual([
      ['2026-03-01', 'mini', 1],
      ['2026-03-01', 'maxi', 1],
      ['2026-04-01', 'maxi', 1],
    ]);
    const daily = await statsOf(t, `from=2026-03-14&to=2026-03-15&clientIds=${fixture.clientId}&interval=day`);
    expect(nonZero(daily.body.subscriptions)).toEqual([
      ['2026-03-14', 'mini', 2],
      ['2026-03-15', 'mini', 1],
      ['2026-03-15', 'maxi', 1],
    ]);
  });

  for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
    it(`${key}: without clientIds, the incidents of its clients only`, async () => {
      const t = ctx();
      const from = dayFrom(-400);
      const to = dayFrom(0);
      const res = await statsOf(t, `from=${from}&to=${to}&interval=month`, await t.tokenOf(key));
      expect(res.status).toBe(200);
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM incidents WHERE client_id = ANY($1::int[])
            AND (created_at AT TIME ZONE 'Europe/Stockholm')::date BETWEEN $2 AND $3`,
        [(await tenantsOf(t.db, key))!.clientIds, from, to],
      );
      expect(row!.n).toBeGreaterThan(0);
      expect(res.body.series.reduce((s: number, p: any) => s + p.count, 0)).toBe(row!.n);
      expect(res.body.response.reduce((s: number, p: any) => s + p.count, 0)).toBe(row!.n);
    });
  }

  it("client-admin: its own client is fine, another client's id or the fixture's is NOT_IN_SCOPE", async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    expect((await statsOf(t, `${PERIOD}&clientIds=2`, token)).status).toBe(200);
    for (const ids of ['7', `2,${fixture.clientId}`]) {
      const res = await statsOf(t, `${PERIOD}&clientIds=${ids}`, token);
      expect(res.status, ids).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
    }
    const unknown = await statsOf(t, `${PERIOD}&clientIds=99999999`);
    expect(unknown.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
  });

  it('a plain user is refused (403), no bearer 401', async () => {
    const t = ctx();
    const plain = await statsOf(t, PERIOD, await plainUserToken(t));
    expect(plain.status).toBe(403);
    expectErrorShape(plain.body, 403, 'FORBIDDEN');
    expect((await t.get(`/backoffice/stats/incidents?${PERIOD}`)).status).toBe(401);
  });

  it('date rules: real days, not in the future, from not after to, at most 5 years', async () => {
    const t = ctx();
    const today = dayFrom(0);
    const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
    expect((await statsOf(t, `from=${fiveYearsAgo}&to=${today}`)).status).toBe(200);
    const cases: [string, Record<string, string>][] = [
      [`from=${dayFrom(-1)}&to=${dayFrom(1)}`, { to: 'FUTURE_DATE' }],
      ['from=2026-04-02&to=2026-04-01', { from: 'START_AFTER_END' }],
      [`from=${dayFrom(-5 * 366)}&to=${today}`, { from: 'RANGE_TOO_LONG' }],
      ['from=2026-02-30&to=2026-03-01', { from: 'INVALID' }],
      ['from=01-03-2026&to=2026-03-01', { from: 'INVALID' }],
      ['to=2026-03-01', { from: 'REQUIRED' }],
      [`${PERIOD}&interval=year`, { interval: 'INVALID' }],
      [`${PERIOD}&clientIds=2,x`, { clientIds: 'INVALID' }],
    ];
    for (const [query, fields] of cases) {
      const res = await statsOf(t, query);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields, query).toEqual(fields);
    }
  });
});
