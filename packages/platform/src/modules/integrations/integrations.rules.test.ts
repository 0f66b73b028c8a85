import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { api, manitouBody, networkOf } from './testKit.js';

const DEFAULT_CODES = {
  sia_code_create: 'UA',
  sia_code_confirm: 'UB',
  sia_code_recall: 'UH',
  sia_code_restore: 'UR',
  sia_code_device_test_mode_enabled: 'UX',
  sia_code_device_test_mode_disabled: 'UZ',
  sia_code_device_enabled: 'UX',
  sia_code_device_disabled: 'UZ',
};

describeEachDb('integrations: per-kind rules, SIA codes, the secret pin, logs and the audit trail', (ctx) => {
  let token = '';
  let networkId = 0;

  beforeAll(async () => {
    token = await ctx().tokenOf('admin');
    networkId = await networkOf(ctx(), 2);
  });

  const create = (body: unknown) => api(ctx(), 'POST', `/integrations/${networkId}`, token, body);
  const update = (id: number, body: unknown) => api(ctx(), 'PUT', `/integrations/${networkId}/${id}`, token, body);

  async function expectFields(res: { status: number; body: any }, fields: Record<string, string>) {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual(fields);
  }

  it('manitou: line and account (uid) required; the SIA codes default to the spec values; status starts pending', async () => {
    await expectFields(await create(manitouBody({ settings: {} })), {
      'settings.line': 'REQUIRED',
      'settings.uid': 'REQUIRED',
    });
    await expectFields(await create(manitouBody({ settings: { line: 'zz', uid: '1234' } })), {
      'settings.line': 'INVALID',
    });
    // the account of every DC-09 frame: an integration without it could deliver nothing, so it is not saved
    await expectFields(await create(manitouBody({ settings: { line: '1' } })), { 'settings.uid': 'REQUIRED' });
    const res = await create(manitouBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      networkId,
      kind: 'manitou',
      ip: '192.0.2.10',
      port: 9000,
      description: 'Larmcentral Stockholm',
      status: 'pending',
      settings: { line: '1', uid: '1234', ...DEFAULT_CODES },
    });
    const listed = await api(ctx(), 'GET', `/integrations/${networkId}`, token);
    expect(listed.body.find((i: { id: number }) => i.id === res.body.id)).toEqual(res.body);
  });

  it('every field of the form is required; ip, port and description are checked', async () => {
    await expectFields(await create({}), {
      kind: 'REQUIRED',
      ip: 'REQUIRED',
      port: 'REQUIRED',
      description: 'REQUIRED',
    });
    await expectFields(await create(manitouBody({ kind: 'telnet' })), { kind: 'INVALID' });
    await expectFields(await create(manitouBody({ ip: 'not a host!' })), { ip: 'INVALID' });
    await expectFields(await create(manitouBody({ ip: '999.1.1.1' })), { ip: 'INVALID' });
    await expectFields(await create(manitouBody({ port: 0 })), { port: 'INVALID' });
    await expectFields(await create(manitouBody({ port: 65536 })), { port: 'INVALID' });
    await expectFields(await create(manitouBody({ description: '   ' })), { description: 'REQUIRED' });
    await expectFields(await create(manitouBody({ description: 'x'.repeat(301) })), { description: 'INVALID' });
    // Private and loopback addresses are refused by the outbound policy (destinations.test.ts).
    for (const ip of ['2001:db8::1', 'arc.example.se', '203.0.113.7'])
      expect((await create(manitouBody({ ip, port: 65535 }))).status, ip).toBe(201);
  });

  it('shortxml: pin and uid required; the pin is never answered, only pinSet', async () => {
    const body = { kind: 'shortxml', ip: 'sos.example.se', port: 5001, description: 'SOS Access' };
    await expectFields(await create({ ...body, settings: {} }), {
      'settings.pin': 'REQUIRED',
      'settings.uid': 'REQUIRED',
    });
    // SOS Access takes at most 15 characters of each: longer ones are refused here, not at every delivery
    await expectFields(await create({ ...body, settings: { pin: '1234567890123456', uid: 'TX-0042-0042-004' } }), {
      'settings.pin': 'INVALID',
      'settings.uid': 'INVALID',
    });
    const res = await create({ ...body, settings: { pin: '48151623', uid: 'TX-0042' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.settings).toEqual({ uid: 'TX-0042', pinSet: true, ...DEFAULT_CODES });
    expect(JSON.stringify(res.body)).not.toContain('48151623');
    // A PUT without the pin keeps it; with a new one replaces it; neither is answered.
    const kept = await update(res.body.id, { description: 'SOS Access 2' });
    expect(kept.status).toBe(200);
    expect(kept.body.settings.pinSet).toBe(true);
    const changed = await update(res.body.id, { settings: { pin: '99990000' } });
    expect(JSON.stringify(changed.body)).not.toContain('99990000');
    const stored = await ctx().db.query<{ settings: { pin: string } }>(
      'SELECT settings FROM integrations WHERE id = $1',
      [res.body.id],
    );
    expect(stored[0]!.settings.pin).toBe('99990000');
    const listed = await api(ctx(), 'GET', `/integrations/${networkId}`, token);
    expect(JSON.stringify(listed.body)).not.toMatch(/48151623|99990000/);
    // Nor is it in the action log.
    const logs = await ctx().db.query<{ payload: unknown }>(
      "SELECT payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1",
      [res.body.id],
    );
    expect(logs).toHaveLength(3);
    expect(JSON.stringify(logs)).not.toMatch(/48151623|99990000/);
    expect(JSON.stringify(logs)).toContain('[secret]');
  });

  it('manitou: the DC-09 hexadecimal fields (line, optional uid and receiver) are stored upper-case', async () => {
    await expectFields(await create(manitouBody({ settings: { line: '1', uid: 'xyz', receiver: '1234567' } })), {
      'settings.uid': 'INVALID',
      'settings.receiver': 'INVALID',
    });
    const res = await create(manitouBody({ settings: { line: 'a3', uid: '00c0ffee', receiver: '1f' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.settings).toEqual({ line: 'A3', uid: '00C0FFEE', receiver: '1F', ...DEFAULT_CODES });
    const cleared = await update(res.body.id, { settings: { receiver: '' } });
    expect(cleared.body.settings).toEqual({ line: 'A3', uid: '00C0FFEE', ...DEFAULT_CODES });
  });

  it('guardtools: uid required (a DC-09 account), use_device_id a boolean defaulting to false', async () => {
    const body = { kind: 'guardtools', ip: '198.51.100.4', port: 7000, description: 'GuardTools' };
    await expectFields(await create({ ...body, settings: {} }), { 'settings.uid': 'REQUIRED' });
    await expectFields(await create({ ...body, settings: { uid: 'not-hex' } }), { 'settings.uid': 'INVALID' });
    const res = await create({ ...body, settings: { uid: '1234ab' } });
    expect(res.status).toBe(201);
    expect(res.body.settings).toEqual({ uid: '1234AB', use_device_id: false, ...DEFAULT_CODES });
    const on = await update(res.body.id, { settings: { use_device_id: true } });
    expect(on.body.settings.use_device_id).toBe(true);
  });

  it('SIA codes must be in the table (case-insensitive); the table holds every default', async () => {
    await expectFields(await create(manitouBody({ settings: { line: '2', uid: '1234', sia_code_create: 'QQ' } })), {
      'settings.sia_code_create': 'UNKNOWN_SIA_CODE',
    });
    const res = await create(
      manitouBody({ settings: { line: '2', uid: '1234', sia_code_create: 'pa', sia_code_restore: 'PR' } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.settings).toMatchObject({ sia_code_create: 'PA', sia_code_restore: 'PR', sia_code_confirm: 'UB' });
    const table = await api(ctx(), 'GET', '/integrations/sia-codes', token);
    const codes = table.body.map((c: { code: string }) => c.code);
    for (const code of new Set(Object.values(DEFAULT_CODES))) expect(codes).toContain(code);
    expect(codes).toEqual([...codes].sort());
    for (const c of table.body) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.en && c.sv).toBeTruthy();
    }
  });

  it('a PUT keeps what it leaves out, switches kind with the new kind’s fields, and resets the status', async () => {
    const res = await create(manitouBody());
    await ctx().db.query("UPDATE integrations SET status = 'success' WHERE id = $1", [res.body.id]);
    const same = await update(res.body.id, { description: 'Only the text' });
    expect(same.body).toMatchObject({ status: 'success', port: 9000, settings: { line: '1', uid: '1234' } });
    const moved = await update(res.body.id, { port: 9001 });
    expect(moved.body.status).toBe('pending');
    await expectFields(await update(res.body.id, { kind: 'shortxml' }), {
      'settings.pin': 'REQUIRED',
      'settings.uid': 'REQUIRED',
    });
    const switched = await update(res.body.id, {
      kind: 'shortxml',
      settings: { pin: '1234', uid: 'U1', sia_code_create: 'PA' },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.settings).toEqual({ uid: 'U1', pinSet: true, ...DEFAULT_CODES, sia_code_create: 'PA' });
    // Back to guardtools: the shortxml uid and pin do not carry over; the SIA codes do.
    await expectFields(await update(res.body.id, { kind: 'guardtools' }), { 'settings.uid': 'REQUIRED' });
    const back = await update(res.body.id, { kind: 'guardtools', settings: { uid: 'ABC' } });
    expect(back.body.settings).toEqual({ uid: 'ABC', use_device_id: false, ...DEFAULT_CODES, sia_code_create: 'PA' });
    const stored = await ctx().db.query<{ settings: object }>('SELECT settings FROM integrations WHERE id = $1', [
      res.body.id,
    ]);
    expect(stored[0]!.settings).not.toHaveProperty('pin');
    const notFound = await update(2147483000, { description: 'x' });
    expect(notFound.status).toBe(404);
  });

  it('a seeded integration without settings answers the defaults and becomes valid by a PUT', async () => {
    const rows = await ctx().db.query<{ id: number }>(
      "INSERT INTO integrations (network_id, kind, status) VALUES ($1, 'manitou', 'success') RETURNING id",
      [networkId],
    );
    const id = rows[0]!.id;
    const listed = await api(ctx(), 'GET', `/integrations/${networkId}`, token);
    expect(listed.body.find((i: { id: number }) => i.id === id)).toMatchObject({
      ip: null,
      port: null,
      status: 'success',
      settings: DEFAULT_CODES,
    });
    await expectFields(await update(id, { description: 'x' }), {
      ip: 'REQUIRED',
      port: 'REQUIRED',
      'settings.line': 'REQUIRED',
      'settings.uid': 'REQUIRED',
    });
    expect((await update(id, manitouBody())).status).toBe(200);
  });

  it('the seeded integrations of every kind are complete: a PUT of the description alone is valid', async () => {
    const seeded = await ctx().db.query<{ id: number; network_id: number; kind: string }>(
      `SELECT DISTINCT ON (kind) id, network_id, kind FROM integrations WHERE ip IS NOT NULL ORDER BY kind, id`,
    );
    expect(seeded.map((r) => r.kind)).toEqual(['guardtools', 'manitou', 'shortxml']);
    for (const r of seeded) {
      const res = await api(ctx(), 'PUT', `/integrations/${r.network_id}/${r.id}`, token, { description: 'Seeded' });
      expect(res.status, `${r.kind} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.settings).toMatchObject(DEFAULT_CODES);
      if (r.kind === 'shortxml') expect(res.body.settings).toMatchObject({ pinSet: true });
      expect(res.body.settings).not.toHaveProperty('pin');
    }
  });

  it('the log: newest first, paged, with the total', async () => {
    const res = await create(manitouBody());
    const id = res.body.id;
    await ctx().db.query(
      `INSERT INTO integration_logs (integration_id, created_at, log)
       SELECT $1, timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second', 'attempt ' || g FROM generate_series(1, 7) g`,
      [id],
    );
    const first = await api(ctx(), 'GET', `/integrations/logs/${id}?limit=3`, token);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(7);
    expect(first.body.items.map((l: { log: string }) => l.log)).toEqual(['attempt 7', 'attempt 6', 'attempt 5']);
    expect(first.body.items[0].createdAt).toBe('2026-01-01T00:00:07.000Z');
    const last = await api(ctx(), 'GET', `/integrations/logs/${id}?limit=3&offset=6`, token);
    expect(last.body.items.map((l: { log: string }) => l.log)).toEqual(['attempt 1']);
    // Deleting the integration takes its log along.
    expect((await api(ctx(), 'DELETE', `/integrations/${networkId}/${id}`, token)).status).toBe(204);
    expect((await api(ctx(), 'GET', `/integrations/logs/${id}`, token)).status).toBe(404);
    const left = await ctx().db.query('SELECT 1 FROM integration_logs WHERE integration_id = $1', [id]);
    expect(left).toEqual([]);
  });

  it('every successful write leaves one audit row with the network’s tenant; a refused one none', async () => {
    const count = async () =>
      Number(
        (
          await ctx().db.query<{ n: string }>(
            "SELECT count(*)::text AS n FROM action_logs WHERE entity_type = 'integration'",
          )
        )[0]!.n,
      );
    const before = await count();
    const res = await create(manitouBody());
    await update(res.body.id, { description: 'Audited' });
    await create(manitouBody({ port: -5 }));
    await update(res.body.id, { settings: { sia_code_recall: 'QQ' } });
    // One in another tenant's network (client 7): the client-admin's delete is refused (404).
    const otherNetwork = await networkOf(ctx(), 7);
    const foreign = await api(ctx(), 'POST', `/integrations/${otherNetwork}`, token, manitouBody());
    const refused = await api(
      ctx(),
      'DELETE',
      `/integrations/${otherNetwork}/${foreign.body.id}`,
      await ctx().tokenOf('clientadmin'),
    );
    expect(refused.status).toBe(404);
    expect((await api(ctx(), 'DELETE', `/integrations/${networkId}/${res.body.id}`, token)).status).toBe(204);
    expect(await count()).toBe(before + 4);
    const rows = await ctx().db.query<{ action: string; client_ids: number[]; organization_id: number; payload: any }>(
      "SELECT action, client_ids, organization_id, payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 ORDER BY id",
      [res.body.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((r) => r.client_ids.length === 1 && r.client_ids[0] === 2 && r.organization_id === 1)).toBe(true);
    expect(rows[1]!.payload).toEqual({
      before: { description: 'Larmcentral Stockholm' },
      after: { description: 'Audited' },
    });
  });

  it("another receiver (ip or port) drops the old one's NAK clock offset; other edits keep it", async () => {
    const res = await create(manitouBody());
    const id = res.body.id as number;
    const offset = async () =>
      (await ctx().db.query<{ o: number }>('SELECT clock_offset_ms AS o FROM integrations WHERE id = $1', [id]))[0]!.o;
    await ctx().db.query('UPDATE integrations SET clock_offset_ms = 3600000 WHERE id = $1', [id]);
    expect((await update(id, { description: 'Renamed', settings: { line: '2' } })).status).toBe(200);
    expect(await offset()).toBe(3600000);
    expect((await update(id, { ip: '192.0.2.11' })).status).toBe(200);
    expect(await offset()).toBe(0);
    await ctx().db.query('UPDATE integrations SET clock_offset_ms = 5000 WHERE id = $1', [id]);
    expect((await update(id, { port: 9001 })).status).toBe(200);
    expect(await offset()).toBe(0);
  });
});
