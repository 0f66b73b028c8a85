import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { readXlsx, serialToText, type SheetCell } from '../../../test/xlsx.js';
import { newUserBody } from './usersTestKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';

describeEachDb('users: the xlsx export', (ctx) => {
  /** A link in English unless the body asks otherwise (a caller's default is its profile language). */
  async function link(t: TestContext, key: Key, body: Record<string, unknown> = {}) {
    const res = await t.request('POST', '/backoffice/users/export', {
      token: await t.tokenOf(key),
      body: { language: 'en', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    return res.body as { token: string; expiresAt: string };
  }

  /**
   * Downloads without any bearer and reads the sheet back with an independent reader (test/xlsx.ts): the
   * header, the rows as values (numbers as numbers) and the cells with their types and formats.
   */
  async function download(t: TestContext, token: string, sheetName = 'Users') {
    const res = await fetch(`${t.platform.url}/backoffice/users/export?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = readXlsx(Buffer.from(await res.arrayBuffer()));
    const sheet = workbook.sheets.get(sheetName)!;
    const value = (c: SheetCell | undefined) => (c === undefined ? null : c.type === 'n' ? Number(c.value) : c.value);
    const [head, ...body] = sheet;
    return { header: head!.map(value) as string[], rows: body.map((r) => [...r].map(value)), cells: body };
  }

  /** Every row of the list with this query, paging through it. */
  async function listAll(t: TestContext, key: Key, query: string) {
    const token = await t.tokenOf(key);
    const items: { id: number; email: string }[] = [];
    for (let offset = 0; ; offset += 500) {
      const res = await t.get(`/backoffice/users?limit=500&offset=${offset}&${query}`, token);
      expect(res.status).toBe(200);
      items.push(...res.body.items);
      if (res.body.items.length < 500) return { items, total: res.body.total as number };
    }
  }

  it('has the rows the list shows, in its order, for the same filters and role', async () => {
    const t = ctx();
    const cases: [Key, Record<string, unknown>, string][] = [
      ['admin', {}, ''],
      ['admin', { sort: 'email', order: 'asc', role: 0 }, 'sort=email&order=asc&role=0'],
      ['admin', { q: 'an', subscription: 'mega' }, 'q=an&subscription=mega'],
      ['orgadmin', { sort: 'name', order: 'asc' }, 'sort=name&order=asc'],
      ['clientadmin', {}, ''],
      ['multiadmin', { clientId: 5 }, 'clientId=5'],
      ['clientadmin', { clientId: 5 }, 'clientId=5'],
    ];
    for (const [key, body, query] of cases) {
      const { header, rows } = await download(t, (await link(t, key, body)).token);
      expect(header.slice(0, 5)).toEqual(['ID', 'First name', 'Last name', 'Username', 'E-mail']);
      const list = await listAll(t, key, query);
      expect(rows.length, `${key} ${query}`).toBe(list.total);
      expect(
        rows.map((r) => r[0]),
        `${key} ${query}`,
      ).toEqual(list.items.map((u) => u.id));
      expect(rows.map((r) => r[4])).toEqual(list.items.map((u) => u.email));
    }
    // A client outside the client-admin's scope: an empty file, like the empty list.
    const foreign = await download(t, (await link(t, 'clientadmin', { clientId: 5 })).token);
    expect(foreign.rows).toEqual([]);
  });

  it('keeps every value exact; a text that starts with = + - @ tab or CR is a Text cell, never a formula', async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const nasty = ['=HYPERLINK("http://x","y")', '+SUM(1,2)', '-2+3', '@cmd', '\tTab', '\rCR'];
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: newUserBody(3, {
        username: nasty[0],
        firstName: nasty[1],
        lastName: nasty[2],
        description: nasty[3],
        phoneNumber: '+46701234567',
        email: `-dash.${Date.now()}@example.org`,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const second = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: newUserBody(3, { firstName: nasty[4], lastName: nasty[5], username: 'plain-name' }),
    });
    expect(second.status).toBe(201);
    // The form trims names; data from elsewhere (older rows, other writers) may still start with a tab or CR.
    await t.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
      second.body.id,
      nasty[4],
      nasty[5],
    ]);
    const { header, rows, cells } = await download(t, (await link(t, 'admin', { clientId: 3 })).token);
    const col = (name: string) => header.indexOf(name);
    const index = rows.findIndex((r) => r[0] === created.body.id);
    const row = rows[index]!;
    const textCell = (r: number, name: string) => {
      const cell = cells[r]![col(name)]!;
      expect(cell.formula, name).toBeNull();
      expect(['inlineStr', 's', 'str'], name).toContain(cell.type);
      return cell;
    };
    expect(row[col('Username')]).toBe(nasty[0]);
    expect(row[col('First name')]).toBe(nasty[1]);
    expect(row[col('Last name')]).toBe(nasty[2]);
    expect(row[col('Description')]).toBe(nasty[3]);
    expect(row[col('E-mail')]).toBe(created.body.email);
    expect(row[col('Phone')]).toBe('+46701234567');
    for (const name of ['Username', 'First name', 'Last name', 'Description', 'E-mail', 'Phone'])
      expect(textCell(index, name).format, name).toBe('@');
    const otherIndex = rows.findIndex((r) => r[0] === second.body.id);
    const other = rows[otherIndex]!;
    expect(other[col('First name')]).toBe(nasty[4]);
    // XML reads a stored CR back as LF.
    expect(other[col('Last name')]).toMatch(/^[\r\n]CR$/);
    expect(textCell(otherIndex, 'Last name').format).toBe('@');
    expect(other[col('Username')]).toBe('plain-name');
    expect(textCell(otherIndex, 'Username').format).toBe('General');
    // No cell of the file is a formula.
    for (const r of cells) for (const c of r) expect(c?.formula ?? null).toBeNull();
  });

  it("dates are date-time cells on the reader's clock; headers and labels in the reader's language", async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', { token: admin, body: newUserBody(4) });
    expect(created.status).toBe(201);
    // 2026-07-01 10:15 UTC: 12:15 in Stockholm (summer time), 06:15 in New York.
    await t.db.query(`UPDATE users SET created_at = '2026-07-01T10:15:00Z' WHERE id = $1`, [created.body.id]);
    for (const [timeZone, shown] of [
      ['Europe/Stockholm', '2026-07-01 12:15'],
      ['America/New_York', '2026-07-01 06:15'],
    ] as const) {
      const { header, rows, cells } = await download(t, (await link(t, 'admin', { clientId: 4, timeZone })).token);
      const index = rows.findIndex((r) => r[0] === created.body.id);
      const cell = cells[index]![header.indexOf('Created')]!;
      expect(cell.type).toBe('n');
      expect(cell.format).toBe('yyyy-mm-dd hh:mm');
      expect(serialToText(cell.value), timeZone).toBe(shown);
    }
    const swedish = await download(t, (await link(t, 'admin', { clientId: 4, language: 'sv' })).token, 'Användare');
    expect(swedish.header.slice(0, 5)).toEqual(['ID', 'Förnamn', 'Efternamn', 'Användarnamn', 'E-post']);
    const row = swedish.rows.find((r) => r[0] === created.body.id)!;
    expect(row[swedish.header.indexOf('Roller')]).toBe('Användare');
    expect(row[swedish.header.indexOf('Status')]).toBe('Aktiv');

    // Without a language: the caller's profile language (orgadmin@vakt.test reads Swedish).
    const profile = await t.request('POST', '/backoffice/users/export', {
      token: await t.tokenOf('orgadmin'),
      body: {},
    });
    const orgadminFile = await download(t, profile.body.token, 'Användare');
    expect(orgadminFile.header[1]).toBe('Förnamn');

    const refused = await t.request('POST', '/backoffice/users/export', {
      token: admin,
      body: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ timeZone: 'INVALID' });
  });

  it('a link is single use, expires after 60 s, needs no bearer and takes none in the URL', async () => {
    const t = ctx();
    const first = await link(t, 'clientadmin');
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeLessThanOrEqual(61_000);
    await download(t, first.token);
    const again = await t.get(`/backoffice/users/export?token=${first.token}`);
    expect(again.status).toBe(404);
    expectErrorShape(again.body, 404, 'NOT_FOUND');
    // Expired: the same link a minute later.
    const second = await link(t, 'clientadmin');
    await t.db.query(`UPDATE download_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect((await t.get(`/backoffice/users/export?token=${second.token}`)).status).toBe(404);
    // Unknown, and the stored value is a hash, not the token.
    expect((await t.get('/backoffice/users/export?token=not-a-token')).status).toBe(404);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM download_links');
    expect(stored.some((r) => r.token_hash === first.token || r.token_hash === second.token)).toBe(false);
    // The link needs a bearer to be made; the download route takes no access token in the URL.
    expect((await t.request('POST', '/backoffice/users/export', { body: {} })).status).toBe(401);
    const access = await t.tokenOf('admin');
    // (an access token is longer than any link token: the query schema already refuses it)
    expect((await t.get(`/backoffice/users/export?token=${access}`)).status).toBe(400);
    expect((await t.get('/backoffice/users/export')).status).toBe(400);
  });

  it("the file follows the caller's scope at download time", async () => {
    const t = ctx();
    const admin = await t.tokenOf('admin');
    const created = await t.request('POST', '/backoffice/users', {
      token: admin,
      body: newUserBody(1, { roles: [14] }),
    });
    expect(created.status).toBe(201);
    const reset = await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, {
      token: admin,
      body: { password: 'Scope-change-42' },
    });
    expect(reset.status).toBe(204);
    const login = await t.login(created.body.email, 'Scope-change-42');
    const res = await t.request('POST', '/backoffice/users/export', { token: login.body.accessToken, body: {} });
    expect(res.status).toBe(200);
    // Demoted to a plain user before the download: the link is void.
    expect(
      (await t.request('PUT', `/backoffice/users/${created.body.id}`, { token: admin, body: { roles: [0] } })).status,
    ).toBe(200);
    expect((await t.get(`/backoffice/users/export?token=${res.body.token}`)).status).toBe(404);
  });
});
