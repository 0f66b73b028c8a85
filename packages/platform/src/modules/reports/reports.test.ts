import ExcelJS from 'exceljs';
import { readXlsx } from '../../../test/xlsx.js';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { tenantsOf } from '../../../test/expected.js';
import { plainUserToken } from '../devices/devicesTestKit.js';
import { stockholmToday } from './params.js';
import { pdfTexts } from './pdfText.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';
const OWN_CLIENT = 2;
const OTHER_CLIENT = 7;
const NASTY = "=cmd|' /C calc'!A0";

/** A Stockholm day `n` days before today. */
function daysAgo(n: number): string {
  const d = new Date(`${stockholmToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
const DAY = daysAgo(3);

async function post(t: TestContext, key: Key | string, body: Record<string, unknown>, path = '/incidents/summary') {
  const token = key.length > 20 ? key : await t.tokenOf(key as Key);
  return fetch(`${t.platform.url}/backoffice${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function workbookOf(res: Response) {
  return (await filesOf(res)).workbook;
}

/** The file read by exceljs (rows by cell) and by the independent reader of test/xlsx.ts (types and formats). */
async function filesOf(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const bytes = Buffer.from(await res.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { workbook, independent: readXlsx(bytes) };
}

function rowsOf(sheet: ExcelJS.Worksheet | undefined) {
  const rows: ExcelJS.Row[] = [];
  sheet?.eachRow((row) => rows.push(row));
  return rows;
}

const period = { startDate: DAY, endDate: DAY };

describeEachDb('incident summary report', (ctx) => {
  let deviceId = 0;
  beforeAll(async () => {
    const t = ctx();
    const at = `${DAY}T10:15:00Z`; // 11:15 or 12:15 in Stockholm
    await t.db.query(
      `INSERT INTO incidents (kind, status, client_id, name, description, address, lat, lng, created_at) VALUES
        ('Emergency Alert', 'confirmed', $1, 'Brand på Södermalm', 'Rök i trapphuset', 'Götgatan 1', 59.31, 18.07, $3),
        ('Summon', 'pending', $1, $4, '+SUM(1,2)', '@home', NULL, NULL, $3),
        ('Panic Alert', 'confirm', $2, 'Annan kunds larm', NULL, NULL, NULL, NULL, $3)`,
      [OWN_CLIENT, OTHER_CLIENT, at, NASTY],
    );
    const device = await t.db.query<{ id: number }>(
      `INSERT INTO devices (client_id, name, type) VALUES ($1, 'Larmpanel Årsta', 'dalm') RETURNING id`,
      [OWN_CLIENT],
    );
    deviceId = device[0]!.id;
    await t.db.query(
      `INSERT INTO device_alerts (device_id, alarm_type, event_code, section_number, message, alarm_date) VALUES
        ($1, 'Burglary', 'BA', '1', 'Inbrott', $2), ($1, 'Fire', 'FA', '2', 'Brand', $2)`,
      [deviceId, at],
    );
  });

  it('refuses dates outside the rules with their words, before any file', async () => {
    const t = ctx();
    const cases: [Record<string, string>, unknown, Record<string, string>][] = [
      [
        { startDate: daysAgo(400), endDate: DAY },
        'Start date cannot be more than 1 year ago',
        { startDate: 'START_TOO_EARLY' },
      ],
      [
        { startDate: DAY, endDate: daysAgo(5) },
        'Start date cannot be after end date',
        { startDate: 'START_AFTER_END' },
      ],
      [{ startDate: DAY, endDate: daysAgo(-1) }, 'Dates cannot be in the future', { endDate: 'FUTURE_DATE' }],
      [
        { startDate: daysAgo(-1), endDate: daysAgo(-2) },
        'Dates cannot be in the future',
        { startDate: 'FUTURE_DATE', endDate: 'FUTURE_DATE' },
      ],
      [{ startDate: '2026-02-30', endDate: DAY }, expect.stringContaining('startDate'), { startDate: 'INVALID' }],
    ];
    for (const [dates, message, fields] of cases) {
      for (const path of ['/incidents/summary', '/incidents/summary/link']) {
        const res = await post(t, 'admin', { ...dates, format: 'pdf' }, path);
        const body = await res.json();
        expect(res.status, JSON.stringify(dates)).toBe(400);
        expectErrorShape(body, 400, 'VALIDATION_FAILED');
        expect(body.errorMessage).toEqual(message);
        expect(body.fields).toEqual(fields);
      }
    }
    // A year ago to the day is allowed.
    expect((await post(t, 'admin', { startDate: daysAgo(365), endDate: daysAgo(360), format: 'xlsx' })).status).toBe(
      200,
    );
  });

  it('a plain user is refused (403); another client is NOT_IN_SCOPE for every non-admin role', async () => {
    const t = ctx();
    const plain = await plainUserToken(t);
    expect((await post(t, plain, { ...period, format: 'xlsx' })).status).toBe(403);
    expect((await post(t, plain, { ...period, format: 'xlsx' }, '/incidents/summary/link')).status).toBe(403);
    const anonymous = await fetch(`${t.platform.url}/backoffice/incidents/summary`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    for (const key of ['orgadmin', 'multiadmin', 'clientadmin'] as const) {
      for (const path of ['/incidents/summary', '/incidents/summary/link']) {
        const res = await post(t, key, { ...period, clientIds: [OWN_CLIENT, OTHER_CLIENT], format: 'xlsx' }, path);
        expect(res.status, key).toBe(400);
        const body = await res.json();
        expect(body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
      }
      expect((await post(t, key, { ...period, clientIds: [OWN_CLIENT], format: 'xlsx' })).status, key).toBe(200);
    }
    expect((await post(t, 'admin', { ...period, clientIds: [OTHER_CLIENT], format: 'xlsx' })).status).toBe(200);
  });

  it("each role's xlsx holds exactly the incidents of its clients, typed and escaped, with a summary", async () => {
    const t = ctx();
    for (const key of ['admin', 'orgadmin', 'multiadmin', 'clientadmin'] as const) {
      const res = await post(t, key, { ...period, format: 'xlsx', language: 'en' });
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="incident-summary-${DAY}-${DAY}.xlsx"`);
      const { workbook, independent } = await filesOf(res);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['Incidents', 'Summary']);
      const [header, ...rows] = rowsOf(workbook.getWorksheet('Incidents'));
      expect((header!.values as unknown[]).slice(1)).toEqual([
        'ID',
        'Created',
        'Kind',
        'Status',
        'Name',
        'Description',
        'Network',
        'Client',
        'Address',
        'Latitude',
        'Longitude',
      ]);
      const tenants = await tenantsOf(t.db, key);
      const expected = await t.db.query<{ id: number }>(
        `SELECT id FROM incidents WHERE created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Stockholm')
           AND created_at < (($1::date + 1)::timestamp AT TIME ZONE 'Europe/Stockholm')
           AND ($2::int[] IS NULL OR client_id = ANY($2::int[])) ORDER BY created_at, id`,
        [DAY, tenants?.clientIds ?? null],
      );
      expect(
        rows.map((r) => r.getCell(1).value),
        key,
      ).toEqual(expected.map((e) => e.id));
      const names = rows.map((r) => r.getCell(5).value);
      expect(names).toContain('Brand på Södermalm');
      expect(names.includes('Annan kunds larm'), key).toBe(key === 'admin');

      const fire = rows.find((r) => r.getCell(5).value === 'Brand på Södermalm')!;
      const created = fire.getCell(2).value as Date;
      expect(created).toBeInstanceOf(Date);
      const stockholm = new Date(`${DAY}T10:15:00Z`).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });
      expect(created.toISOString().slice(0, 19).replace('T', ' ')).toBe(stockholm);
      expect(fire.getCell(3).value).toBe('Emergency alert');
      expect(fire.getCell(4).value).toBe('Confirmed');
      expect(fire.getCell(10).value).toBe(59.31);

      // Values exact; formula-looking texts are Text-formatted string cells, never formulas.
      const sheet = independent.sheets.get('Incidents')!;
      const nasty = sheet.find((r) => r?.[4]?.value === NASTY)!;
      expect(nasty, key).toBeDefined();
      expect([nasty[4], nasty[5], nasty[8]].map((c) => [c!.value, c!.format, c!.formula])).toEqual([
        [NASTY, '@', null],
        ['+SUM(1,2)', '@', null],
        ['@home', '@', null],
      ]);
      for (const c of [nasty[4], nasty[5], nasty[8]]) expect(['s', 'str', 'inlineStr']).toContain(c!.type);
      const plain = sheet.find((r) => r?.[4]?.value === 'Brand på Södermalm')!;
      expect(plain[4]!.format).toBe('General');
      for (const row of sheet) for (const cell of row ?? []) expect(cell?.formula ?? null).toBeNull();

      const summary = rowsOf(workbook.getWorksheet('Summary')).map((r) => (r.values as unknown[]).slice(1));
      expect(summary[0]).toEqual(['Incident summary']);
      expect(summary[1]).toEqual(['Period', `${DAY} – ${DAY}`]);
      expect(summary[2]).toEqual(['Clients', 'All clients']);
      expect(summary.find((r) => r[0] === 'Total')).toEqual([
        'Total',
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
        rows.length,
      ]);
      const emergency = summary.find((r) => r[0] === 'Emergency alert')!;
      expect(emergency[3]).toBeGreaterThanOrEqual(1); // confirmed
    }
  });

  it('filters by alert type, adds device alerts filtered by SIA code, and speaks the asked language', async () => {
    const t = ctx();
    const summon = await workbookOf(
      await post(t, 'clientadmin', { ...period, alertTypes: ['Summon'], format: 'xlsx', language: 'sv' }),
    );
    const [header, ...rows] = rowsOf(summon.getWorksheet('Incidents'));
    expect((header!.values as unknown[]).slice(1, 6)).toEqual(['ID', 'Skapad', 'Typ', 'Status', 'Namn']);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(new Set(rows.map((r) => r.getCell(3).value))).toEqual(new Set(['Sammankallning']));
    expect(rows.map((r) => r.getCell(5).value)).toContain(NASTY);

    const devices = await workbookOf(
      await post(t, 'clientadmin', {
        ...period,
        alertTypes: ['Device_Alert'],
        siaCodes: ['BA'],
        format: 'xlsx',
        language: 'sv',
      }),
    );
    expect(devices.worksheets.map((s) => s.name)).toEqual(['Incidents', 'Device alerts', 'Summary']);
    expect(rowsOf(devices.getWorksheet('Incidents'))).toHaveLength(1); // the header only
    const alerts = rowsOf(devices.getWorksheet('Device alerts')).slice(1);
    // The device's alarm type in the report's language (Burglary is "Inbrott" in Swedish).
    expect(alerts.map((r) => [r.getCell(3).value, r.getCell(5).value, r.getCell(6).value, r.getCell(8).value])).toEqual(
      [['Larmpanel Årsta', 'Inbrott', 'BA', 'Inbrott']],
    );
    expect(alerts[0]!.getCell(2).value).toBeInstanceOf(Date);
    // Another client's admin does not get this device's alerts.
    const mine = await workbookOf(
      await post(t, 'admin', { ...period, clientIds: [OTHER_CLIENT], deviceAlert: true, format: 'xlsx' }),
    );
    expect(rowsOf(mine.getWorksheet('Device alerts')).map((r) => r.getCell(3).value)).not.toContain('Larmpanel Årsta');
  });

  it('the PDF holds the period and a Swedish incident name as extractable text, in the caller’s language', async () => {
    const t = ctx();
    const res = await post(t, 'orgadmin', { ...period, deviceAlert: true, format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="incident-summary-${DAY}-${DAY}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FontFile2'); // the TTF embedded
    const text = pdfTexts(pdf).join('\n');
    expect(text).toContain('Brand på Södermalm');
    expect(text).toContain(`${DAY} – ${DAY}`);
    // The organization admin's profile is Swedish: every label is.
    expect(text).toContain('Incidentsammanställning');
    expect(text).toContain('Summor per typ och status');
    expect(text).toContain('Nödlarm');
    expect(text).toMatch(/Sida 1 av \d+/);
    expect(text).toContain('Larmpanel Årsta');
    expect(text).not.toContain('Annan kunds larm');
  });

  it('a link answers the file once, without a bearer, and then 404', async () => {
    const t = ctx();
    const res = await post(t, 'clientadmin', { ...period, format: 'xlsx' }, '/incidents/summary/link');
    expect(res.status).toBe(200);
    const link = (await res.json()) as { token: string; expiresAt: string };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const url = `${t.platform.url}/backoffice/incidents/summary?token=${encodeURIComponent(link.token)}`;
    const first = await fetch(url);
    const workbook = await workbookOf(first);
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="incident-summary-${DAY}-${DAY}.xlsx"`);
    expect(rowsOf(workbook.getWorksheet('Incidents')).map((r) => r.getCell(5).value)).toContain('Brand på Södermalm');
    const again = await fetch(url);
    expect(again.status).toBe(404);
    expectErrorShape(await again.json(), 404, 'NOT_FOUND');
    const unknown = await fetch(`${t.platform.url}/backoffice/incidents/summary?token=nope`);
    expect(unknown.status).toBe(404);
    // A users-export link is not a report link.
    const users = await t.request('POST', '/backoffice/users/export', { token: await t.tokenOf('admin'), body: {} });
    expect((await fetch(`${t.platform.url}/backoffice/incidents/summary?token=${users.body.token}`)).status).toBe(404);
  });

  it('refuses more than 100,000 rows with TOO_MANY', async () => {
    const t = ctx();
    const day = daysAgo(20);
    await t.db.query(
      `INSERT INTO incidents (kind, status, client_id, name, created_at)
       SELECT 'Summon', 'finalized', $1, 'Övning ' || g, ($2::date + interval '10 hours') FROM generate_series(1, 100001) g`,
      [OTHER_CLIENT, day],
    );
    for (const path of ['/incidents/summary', '/incidents/summary/link']) {
      const res = await post(t, 'admin', { startDate: day, endDate: day, format: 'pdf' }, path);
      expect(res.status).toBe(400);
      const body = await res.json();
      expectErrorShape(body, 400, 'TOO_MANY');
      expect(body.errorMessage).toBe('Narrow the period or the clients');
    }
    // Narrowed to a client without those: fine.
    expect(
      (await post(t, 'admin', { startDate: day, endDate: day, clientIds: [OWN_CLIENT], format: 'pdf' })).status,
    ).toBe(200);
  });
});
