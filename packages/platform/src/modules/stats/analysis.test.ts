import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { tenantsOf } from '../../../test/expected.js';
import { plainUserToken } from '../devices/devicesTestKit.js';
import { stockholmToday } from './periodQuery.js';
import { statsFixture } from './statsTestKit.js';

const dayFrom = (days: number) => stockholmToday(new Date(Date.now() + days * 86_400_000));
const zero = { total: 0, confirm: 0, pending: 0, confirmed: 0, finalized: 0 };

describeEachDb('stats: incident analysis and its xlsx', (ctx) => {
  let fixture: Awaited<ReturnType<typeof statsFixture>>;
  let admin = '';
  beforeAll(async () => {
    fixture = await statsFixture(ctx());
    admin = await ctx().tokenOf('admin');
  });

  const analysisOf = (t: TestContext, query: string, token = admin) => t.get(`/backoffice/stats/daily?${query}`, token);

  async function download(t: TestContext, token: string) {
    return fetch(`${t.platform.url}/backoffice/stats/daily/export?token=${encodeURIComponent(token)}`);
  }

  /** Every sheet's rows as arrays of cell values. */
  async function sheetsOf(res: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheets: Record<string, unknown[][]> = {};
    workbook.eachSheet((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      sheets[sheet.name] = rows;
    });
    return sheets;
  }

  it('every Stockholm day of the period with its status counts, zeros included', async () => {
    const res = await analysisOf(ctx(), `from=2026-03-01&to=2026-04-30&clientIds=${fixture.clientId}`);
    expect(res.status).toBe(200);
    const days = res.body.days as { date: string }[];
    expect(days).toHaveLength(61);
    expect(days[0]!.date).toBe('2026-03-01');
    expect(days[60]!.date).toBe('2026-04-30');
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get('2026-03-02')).toEqual({ date: '2026-03-02', ...zero, total: 2, confirmed: 1, finalized: 1 });
    expect(byDate.get('2026-03-30')).toEqual({ date: '2026-03-30', ...zero, total: 1, finalized: 1 });
    expect(byDate.get('2026-03-31')).toEqual({ date: '2026-03-31', ...zero });
    expect(byDate.get('2026-04-01')).toEqual({ date: '2026-04-01', ...zero, total: 1, pending: 1 });
    expect(byDate.get('2026-04-05')).toEqual({ date: '2026-04-05', ...zero, total: 1, confirm: 1 });
    expect(days.reduce((s, d: any) => s + d.total, 0)).toBe(5);
  });

  it('the heat map: 168 cells of ISO weekday x Stockholm hour (summer time included)', async () => {
    const res = await analysisOf(ctx(), `from=2026-03-01&to=2026-04-30&clientIds=${fixture.clientId}`);
    const cells = res.body.heatmap as { weekday: number; hour: number; count: number }[];
    expect(cells).toHaveLength(168);
    expect(cells.slice(0, 2)).toEqual([
      { weekday: 1, hour: 0, count: 0 },
      { weekday: 1, hour: 1, count: 0 },
    ]);
    expect(cells[167]).toEqual({ weekday: 7, hour: 23, count: 0 });
    expect(cells.filter((c) => c.count).map((c) => [c.weekday, c.hour, c.count])).toEqual([
      [1, 7, 1],
      [1, 8, 2],
      [3, 0, 1],
      [7, 12, 1],
    ]);
  });

  for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
    it(`${key}: days and heat map count the incidents of its clients only`, async () => {
      const t = ctx();
      const from = dayFrom(-364);
      const to = dayFrom(0);
      const res = await analysisOf(t, `from=${from}&to=${to}`, await t.tokenOf(key));
      expect(res.status).toBe(200);
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM incidents WHERE client_id = ANY($1::int[])
            AND (created_at AT TIME ZONE 'Europe/Stockholm')::date BETWEEN $2 AND $3`,
        [(await tenantsOf(t.db, key))!.clientIds, from, to],
      );
      expect(row!.n).toBeGreaterThan(0);
      expect(res.body.days.reduce((s: number, d: any) => s + d.total, 0)).toBe(row!.n);
      expect(res.body.heatmap.reduce((s: number, c: any) => s + c.count, 0)).toBe(row!.n);
    });
  }

  it("scope: another client's id is NOT_IN_SCOPE for the page and the link; a plain user 403", async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const query = `from=2026-03-01&to=2026-03-31`;
    expect((await analysisOf(t, `${query}&clientIds=2`, token)).status).toBe(200);
    const page = await analysisOf(t, `${query}&clientIds=7`, token);
    expect(page.status).toBe(400);
    expect(page.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
    const link = await t.request('POST', '/backoffice/stats/daily/export/link', {
      token,
      body: { from: '2026-03-01', to: '2026-03-31', clientIds: [fixture.clientId] },
    });
    expect(link.status).toBe(400);
    expect(link.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
    const plain = await plainUserToken(t);
    expect((await analysisOf(t, query, plain)).status).toBe(403);
    const plainLink = await t.request('POST', '/backoffice/stats/daily/export/link', {
      token: plain,
      body: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(plainLink.status).toBe(403);
  });

  it('date rules: at most 1 year, not in the future, from not after to', async () => {
    const t = ctx();
    const today = dayFrom(0);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    expect((await analysisOf(t, `from=${yearAgo}&to=${today}`)).status).toBe(200);
    const cases: [string, Record<string, string>][] = [
      [`from=${dayFrom(-367)}&to=${today}`, { from: 'RANGE_TOO_LONG' }],
      [`from=${today}&to=${dayFrom(1)}`, { to: 'FUTURE_DATE' }],
      ['from=2026-03-02&to=2026-03-01', { from: 'START_AFTER_END' }],
      ['from=2026-03-01', { to: 'REQUIRED' }],
    ];
    for (const [query, fields] of cases) {
      const res = await analysisOf(t, query);
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields, query).toEqual(fields);
    }
    const link = await t.request('POST', '/backoffice/stats/daily/export/link', {
      token: admin,
      body: { from: '2026-03-02', to: '2026-03-01' },
    });
    expect(link.status).toBe(400);
    expect(link.body.fields).toEqual({ from: 'START_AFTER_END' });
  });

  it('the xlsx: a sheet of days (real dates) and a weekday x hour grid, single use, no bearer', async () => {
    const t = ctx();
    const link = await t.request('POST', '/backoffice/stats/daily/export/link', {
      token: admin,
      body: { from: '2026-03-01', to: '2026-04-30', clientIds: [fixture.clientId] },
    });
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.now());
    const res = await download(t, link.body.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="incident-analysis-2026-03-01-2026-04-30.xlsx"',
    );
    const sheets = await sheetsOf(res);
    expect(Object.keys(sheets)).toEqual(['Days', 'Heat map']);
    const days = sheets.Days!;
    expect(days[0]).toEqual(['Date', 'Total', 'Unconfirmed', 'Ongoing', 'Confirmed', 'Finalized']);
    expect(days).toHaveLength(1 + 61);
    expect(days[1]).toEqual([new Date('2026-03-01T00:00:00Z'), 0, 0, 0, 0, 0]);
    expect(days[2]).toEqual([new Date('2026-03-02T00:00:00Z'), 2, 0, 0, 1, 1]);
    expect(days[32]).toEqual([new Date('2026-04-01T00:00:00Z'), 1, 0, 1, 0, 0]);
    const heat = sheets['Heat map']!;
    expect(heat[0]).toEqual(['Weekday', ...Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))]);
    expect(heat.map((r) => r[0])).toEqual([
      'Weekday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(heat[1]!.slice(1, 10)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(heat[7]![13]).toBe(1);

    const again = await download(t, link.body.token);
    expect(again.status).toBe(404);
    expectErrorShape(await again.json(), 404, 'NOT_FOUND');
    expect((await download(t, 'not-a-token')).status).toBe(404);
  });

  it("the xlsx has the client-admin's figures, as its page shows them", async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const from = dayFrom(-30);
    const to = dayFrom(0);
    const page = await analysisOf(t, `from=${from}&to=${to}`, token);
    const link = await t.request('POST', '/backoffice/stats/daily/export/link', { token, body: { from, to } });
    const days = (await sheetsOf(await download(t, link.body.token))).Days!.slice(1);
    expect(days.map((r) => r[1])).toEqual(page.body.days.map((d: any) => d.total));
    expect(days.map((r) => (r[0] as Date).toISOString().slice(0, 10))).toEqual(page.body.days.map((d: any) => d.date));
  });
});
