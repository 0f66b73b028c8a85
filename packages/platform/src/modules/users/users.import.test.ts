import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, TEST_SEED_SCALE, TestContext, describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { CONSOLE_ACCOUNTS } from '../../../test/expected.js';
import { INVALID_PHONES, NATIONAL_PHONE } from '../../../test/phones.js';
import { hashPassword } from '../../auth/passwords.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { startPlatform, type RunningPlatform } from '../../testing.js';
import { ImportService } from './importService.js';

/**
 * POST /backoffice/clients/{id}/import-users: every row checked again on the server, warnings skip rows,
 * the valid rows and the client info land in one transaction or not at all.
 * Client 2 (organization 1) is in every demo account's scope; client 7 (organization 2) only in the admin's.
 */
const OWN = 2;
const OTHER = 7;

let seq = 0;
/** A row the wizard would send, unique in the whole suite. */
function row(n: number, over: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${++seq}`;
  return {
    row: n,
    email: `imp-${tag}@import.test`,
    username: `imp-${tag}`,
    firstName: 'Ida',
    lastName: `Import ${n}`,
    phoneNumber: '+46701234567',
    language: 'sv',
    isAdmin: false,
    subscription: 'mega',
    twoFaEnabled: false,
    isStreamingEnabled: false,
    isListeningEnabled: false,
    subscribeToReleaseNotes: false,
    networks: [] as number[],
    active: true,
    ...over,
  };
}

const importInto = (ctx: TestContext, clientId: number, body: unknown, token: string) =>
  ctx.post(`/backoffice/clients/${clientId}/import-users`, body, token);

/** Everything an import writes, to prove a refused import wrote nothing. */
async function footprint(ctx: TestContext, clientId: number) {
  const [row] = await ctx.db.query<{
    users: number;
    client_users: number;
    network_members: number;
    action_logs: number;
    client_name: string;
    activated_at: string | null;
  }>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM client_users) AS client_users,
            (SELECT count(*)::int FROM network_members) AS network_members,
            (SELECT count(*)::int FROM action_logs) AS action_logs,
            (SELECT name FROM clients WHERE id = $1) AS client_name,
            (SELECT to_char(activated_at, 'YYYY-MM-DD') FROM clients WHERE id = $1) AS activated_at`,
    [clientId],
  );
  return row;
}

async function networksOf(ctx: TestContext, clientId: number, n: number) {
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT $2`,
    [clientId, n],
  );
  expect(rows.length, `client ${clientId} needs ${n} networks in the seed`).toBe(n);
  return rows.map((r) => r.id);
}

/** An existing user: member of `clientId`, or of no client at all when null. */
async function existingUser(ctx: TestContext, clientId: number | null) {
  const tag = randomUUID().slice(0, 8);
  const [u] = await ctx.db.query<{ id: number; email: string; username: string }>(
    `INSERT INTO users (email, username, first_name, last_name, organization_id)
     VALUES ($1, $2, 'Existing', 'User', 2) RETURNING id, email, username`,
    [`Existing-${tag}@Import.test`, `Existing-${tag}`],
  );
  if (clientId !== null)
    await ctx.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, u!.id]);
  return u!;
}

async function plainUserToken(ctx: TestContext) {
  const email = `plain-${randomUUID().slice(0, 8)}@import.test`;
  const [u] = await ctx.db.query<{ id: number }>(
    `INSERT INTO users (email, username, first_name, last_name, password_hash, roles, organization_id)
     VALUES ($1, $1, 'Plain', 'User', $2, '{0}', 1) RETURNING id`,
    [email, await hashPassword('Plain!pass1')],
  );
  await ctx.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [OWN, u!.id]);
  const res = await ctx.login(email, 'Plain!pass1');
  expect(res.status).toBe(200);
  return res.body.accessToken as string;
}

describeEachDb('users: bulk import', (ctx) => {
  it('imports the rows with their roles, memberships, status and fields, and applies the client info', async () => {
    const t = await ctx().tokenOf('admin');
    const [n1, n2] = await networksOf(ctx(), OWN, 2);
    const before = await footprint(ctx(), OWN);
    const rows = [
      row(3, {
        isAdmin: true,
        networks: [n1, n2],
        active: true,
        twoFaEnabled: true,
        subscription: 'MACRO',
        phoneNumber: ' +46 70-123 45 67 ',
      }),
      row(4, {
        networks: [n1],
        active: false,
        language: 'es',
        phoneNumber: '',
        isStreamingEnabled: true,
        isListeningEnabled: true,
        subscribeToReleaseNotes: true,
      }),
      // Only what the template requires: the spec's defaults fill the rest. A lone surrogate (a broken
      // spreadsheet cell) is stored as U+FFFD instead of failing the whole import.
      {
        row: 5,
        email: `  min-${randomUUID().slice(0, 8)}@import.test `,
        username: 'min-user-x',
        firstName: 'M\ud800',
        lastName: 'N',
      },
    ];
    const res = await importInto(
      ctx(),
      OWN,
      { users: rows, activatedDate: '2026-11-01', clientName: '  Imported client  ' },
      t,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.imported.map((i: any) => [i.row, i.email])).toEqual([
      [3, rows[0]!.email],
      [4, rows[1]!.email],
      [5, rows[2]!.email!.trim()],
    ]);
    const ids = res.body.imported.map((i: any) => i.id as number);

    const users = await ctx().db.query<any>(
      `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.phone_number, u.roles, u.client_id, u.organization_id,
              u.language, u.subscription, u.two_fa_enabled, u.streaming_enabled, u.listening_enabled,
              u.subscribe_to_release_notes, u.is_active, u.password_hash,
              (SELECT cu.is_admin FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = $2) AS client_admin,
              (SELECT count(*)::int FROM client_users cu WHERE cu.user_id = u.id) AS client_count,
              (SELECT coalesce(array_agg(nm.network_id ORDER BY nm.network_id), '{}') FROM network_members nm WHERE nm.user_id = u.id) AS networks
         FROM users u WHERE u.id = ANY($1::int[]) ORDER BY u.id`,
      [ids, OWN],
    );
    const byId = new Map(users.map((u) => [u.id, u]));
    const [admin, member, minimal] = ids.map((id: number) => byId.get(id));
    expect(admin).toMatchObject({
      roles: [14],
      client_id: OWN,
      organization_id: 1,
      client_admin: true,
      client_count: 1,
      networks: [n1, n2].sort((a, b) => a! - b!),
      is_active: true,
      two_fa_enabled: true,
      subscription: 'macro',
      language: 'sv',
      phone_number: '+46 70-123 45 67', // as typed, trimmed: the one phone rule allows spaces and dashes
      password_hash: null,
    });
    expect(member).toMatchObject({
      roles: [0],
      client_admin: false,
      networks: [n1],
      is_active: false,
      language: 'es',
      phone_number: null,
      subscription: 'mega',
      streaming_enabled: true,
      listening_enabled: true,
      subscribe_to_release_notes: true,
    });
    expect(minimal).toMatchObject({
      email: rows[2]!.email!.trim(),
      username: 'min-user-x',
      first_name: 'M\ufffd',
      roles: [0],
      language: 'en',
      subscription: 'maxi',
      two_fa_enabled: false,
      streaming_enabled: false,
      is_active: false,
      networks: [],
    });

    const after = await footprint(ctx(), OWN);
    expect(after).toMatchObject({
      users: before!.users + 3,
      client_users: before!.client_users + 3,
      network_members: before!.network_members + 3,
      action_logs: before!.action_logs + 4,
      client_name: 'Imported client',
      activated_at: '2026-11-01',
    });
    const logs = await ctx().db.query<any>(
      `SELECT entity_type, entity_id, action, user_id, client_ids, organization_id, payload FROM action_logs
        WHERE (entity_type = 'user' AND entity_id = ANY($1::int[])) OR (entity_type = 'client' AND entity_id = $2)
        ORDER BY id`,
      [ids, OWN],
    );
    const imports = logs.filter((l) => l.entity_type === 'user');
    expect(imports.map((l) => l.entity_id).sort()).toEqual([...ids].sort());
    for (const l of imports)
      expect(l).toMatchObject({
        action: 'import',
        user_id: demoAccount('admin').id,
        client_ids: [OWN],
        organization_id: 1,
      });
    expect(imports.find((l) => l.entity_id === admin.id).payload.after).toMatchObject({
      email: rows[0]!.email,
      roles: [14],
      status: 'active',
    });
    const clientLog = logs.filter((l) => l.entity_type === 'client').at(-1);
    expect(clientLog).toMatchObject({ action: 'update', client_ids: [OWN] });
    expect(clientLog.payload.after).toMatchObject({ name: 'Imported client', activatedDate: '2026-11-01' });
  });

  it('refuses rows the browser would let through, with row and field, and writes nothing', async () => {
    const t = await ctx().tokenOf('admin');
    const [foreignNetwork] = await networksOf(ctx(), OTHER, 1);
    const [ownNetwork] = await networksOf(ctx(), OWN, 1);
    const first = row(2);
    const before = await footprint(ctx(), OWN);
    const rows = [
      first,
      row(3, { email: first.email.toUpperCase() }), // the same e-mail, differing only in case
      row(4, { networks: [ownNetwork, foreignNetwork] }), // a network of another client
      row(5, { phoneNumber: '+12345' }), // five digits
      row(6, { phoneNumber: NATIONAL_PHONE }), // no +
      row(7, { username: '  ' }),
      row(8, { username: first.username.toUpperCase() }),
      row(9, { firstName: '', lastName: ' ' }),
      row(10, { language: 'de' }),
      row(11, { subscription: 'micro' }),
      row(12, { email: 'not-an-email' }),
      row(13, { email: '' }),
      row(14, { networks: [2147483000] }), // no such network
      row(15, { email: 'someone@example.c' }), // the browser's looser pattern takes it
      row(16, { lastName: 'x'.repeat(101) }),
    ];
    const res = await importInto(ctx(), OWN, { users: rows, activatedDate: '2026-10-10', clientName: 'Nope' }, t);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.rows).toEqual([
      { row: 3, field: 'email', code: 'DUPLICATE_EMAIL' },
      { row: 4, field: 'networks', code: 'NETWORK_NOT_FOUND' },
      { row: 5, field: 'phoneNumber', code: 'INVALID_PHONE' },
      { row: 6, field: 'phoneNumber', code: 'INVALID_PHONE' },
      { row: 7, field: 'username', code: 'REQUIRED' },
      { row: 8, field: 'username', code: 'DUPLICATE_USERNAME' },
      { row: 9, field: 'firstName', code: 'REQUIRED' },
      { row: 9, field: 'lastName', code: 'REQUIRED' },
      { row: 10, field: 'language', code: 'INVALID_LANGUAGE' },
      { row: 11, field: 'subscription', code: 'INVALID_SUBSCRIPTION' },
      { row: 12, field: 'email', code: 'INVALID_EMAIL' },
      { row: 13, field: 'email', code: 'REQUIRED' },
      { row: 14, field: 'networks', code: 'NETWORK_NOT_FOUND' },
      { row: 15, field: 'email', code: 'INVALID_EMAIL' },
      { row: 16, field: 'lastName', code: 'TOO_LONG' },
    ]);
    expect(await footprint(ctx(), OWN)).toEqual(before);
    const [leaked] = await ctx().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
      [first.email.toLowerCase()],
    );
    expect(leaked!.n).toBe(0);
  });

  it('refuses every number the one phone rule refuses, the user form alike', async () => {
    const t = await ctx().tokenOf('admin');
    const before = await footprint(ctx(), OWN);
    const rows = INVALID_PHONES.map((phoneNumber, i) => row(i + 2, { phoneNumber }));
    const res = await importInto(ctx(), OWN, { users: rows, activatedDate: '2026-10-10' }, t);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.rows).toEqual(rows.map((r) => ({ row: r.row, field: 'phoneNumber', code: 'INVALID_PHONE' })));
    expect(await footprint(ctx(), OWN)).toEqual(before);
  });

  it('an organization-admin: a user of another of its clients exists, one of another organization is unavailable', async () => {
    const t = await ctx().tokenOf('orgadmin');
    const inOrganization = await existingUser(ctx(), 1);
    const foreign = await existingUser(ctx(), OTHER);
    const rows = [
      row(2, { email: inOrganization.email }),
      row(3, { email: foreign.email }),
      row(4, { username: foreign.username }),
    ];
    const res = await importInto(ctx(), OWN, { users: rows, activatedDate: '2026-09-09' }, t);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([
      { row: 2, email: rows[0]!.email, reasons: ['EMAIL_EXISTS'] },
      { row: 3, email: rows[1]!.email, reasons: ['EMAIL_UNAVAILABLE'] },
      { row: 4, email: rows[2]!.email, reasons: ['USERNAME_UNAVAILABLE'] },
    ]);
    expect(res.body.imported).toEqual([]);
  });

  it('skips rows whose e-mail or username exists in the client or is unavailable (outside the scope), and imports the rest', async () => {
    const t = await ctx().tokenOf('clientadmin');
    const inClient = await existingUser(ctx(), OWN);
    const elsewhere = await existingUser(ctx(), OTHER);
    const nowhere = await existingUser(ctx(), null);
    const inClientToo = await existingUser(ctx(), OWN);
    const rows = [
      row(2, { email: inClient.email.toLowerCase() }),
      row(3, { email: elsewhere.email.toUpperCase() }),
      row(4, { username: inClient.username }),
      row(5, { username: elsewhere.username.toLowerCase() }),
      row(6, { email: nowhere.email, username: inClientToo.username }),
      row(7),
    ];
    const before = await footprint(ctx(), OWN);
    const res = await importInto(ctx(), OWN, { users: rows, activatedDate: '2026-09-09' }, t);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([
      { row: 2, email: rows[0]!.email, reasons: ['EMAIL_EXISTS_IN_CLIENT'] },
      { row: 3, email: rows[1]!.email, reasons: ['EMAIL_UNAVAILABLE'] },
      { row: 4, email: rows[2]!.email, reasons: ['USERNAME_EXISTS_IN_CLIENT'] },
      { row: 5, email: rows[3]!.email, reasons: ['USERNAME_UNAVAILABLE'] },
      { row: 6, email: rows[4]!.email, reasons: ['EMAIL_UNAVAILABLE', 'USERNAME_EXISTS_IN_CLIENT'] },
    ]);
    expect(res.body.imported).toEqual([{ row: 7, id: expect.any(Number), email: rows[5]!.email }]);
    const after = await footprint(ctx(), OWN);
    expect(after).toMatchObject({
      users: before!.users + 1,
      client_users: before!.client_users + 1,
      action_logs: before!.action_logs + 2,
      client_name: before!.client_name,
      activated_at: '2026-09-09',
    });
  });

  it('checks the client info and applies none of it when the import is refused', async () => {
    const t = await ctx().tokenOf('orgadmin');
    const before = await footprint(ctx(), OWN);
    const blank = await importInto(ctx(), OWN, { users: [row(2)], activatedDate: '2026-01-02', clientName: '   ' }, t);
    expect(blank.status).toBe(400);
    expectErrorShape(blank.body, 400, 'VALIDATION_FAILED');
    expect(blank.body.fields).toEqual({ clientName: 'REQUIRED' });
    expect(blank.body.rows).toEqual([]);
    const long = await importInto(
      ctx(),
      OWN,
      { users: [row(2)], activatedDate: '2026-01-02', clientName: 'x'.repeat(101) },
      t,
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ clientName: 'TOO_LONG' });
    const badDate = await importInto(ctx(), OWN, { users: [row(2)], activatedDate: '2026-02-30' }, t);
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ activatedDate: 'INVALID' });
    const noDate = await importInto(ctx(), OWN, { users: [row(2)] }, t);
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toEqual({ activatedDate: 'REQUIRED' });
    // A bad row with good client info: the client info is not applied either.
    const badRow = await importInto(
      ctx(),
      OWN,
      { users: [row(2), row(3, { language: 'fi' })], activatedDate: '2026-01-02', clientName: 'Renamed' },
      t,
    );
    expect(badRow.status).toBe(400);
    expect(await footprint(ctx(), OWN)).toEqual(before);
  });

  it('takes 1 to 1000 rows', async () => {
    const t = await ctx().tokenOf('admin');
    const before = await footprint(ctx(), OWN);
    const many = Array.from({ length: 1001 }, (_, i) => row(i + 2));
    const tooMany = await importInto(ctx(), OWN, { users: many, activatedDate: '2026-01-02' }, t);
    expect(tooMany.status).toBe(400);
    expectErrorShape(tooMany.body, 400, 'VALIDATION_FAILED');
    const none = await importInto(ctx(), OWN, { users: [], activatedDate: '2026-01-02' }, t);
    expect(none.status).toBe(400);
    expect(await footprint(ctx(), OWN)).toEqual(before);
    const full = await importInto(ctx(), OWN, { users: many.slice(0, 1000), activatedDate: '2026-01-03' }, t);
    expect(full.status, JSON.stringify(full.body).slice(0, 300)).toBe(200);
    expect(full.body.imported).toHaveLength(1000);
    expect(new Set(full.body.imported.map((i: any) => i.id)).size).toBe(1000);
    const [n] = await ctx().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM client_users WHERE client_id = $1 AND user_id = ANY($2::int[])',
      [OWN, full.body.imported.map((i: any) => i.id)],
    );
    expect(n!.n).toBe(1000);
  });

  it('rolls the whole import back with 409 when another request takes an e-mail meanwhile', async () => {
    const racer = row(3);
    // The other request commits between this import's checks and its write (the race window).
    const service = new ImportService(ctx().db, {
      beforeWrite: async () => {
        await ctx().db.query(`INSERT INTO users (email, username) VALUES ($1, 'racer')`, [racer.email.toUpperCase()]);
      },
    });
    const admin = demoAccount('admin');
    const caller = { id: admin.id, roles: admin.roles, language: 'en', organizationIds: [], clientIds: [] };
    const [network] = await networksOf(ctx(), OWN, 1);
    const rows = [row(2, { networks: [network] }), racer, row(4)];
    const before = await footprint(ctx(), OWN);
    const failure = await service
      .importUsers(caller, OWN, { users: rows, activatedDate: '2026-05-05', clientName: 'Raced' })
      .then(
        () => null,
        (err) => err,
      );
    expect(failure).toMatchObject({ statusCode: 409, errorCode: 'CONFLICT' });
    expect(failure.message).toMatch(/e-mail/);
    // Only the other request's user is there: none of the import's rows, memberships, logs or client info.
    expect(await footprint(ctx(), OWN)).toEqual({ ...before, users: before!.users + 1 });
    const [imported] = await ctx().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE lower(email) = ANY($1::text[])',
      [[rows[0]!.email.toLowerCase(), rows[2]!.email.toLowerCase()]],
    );
    expect(imported!.n).toBe(0);

    // Through HTTP the same file now skips the taken e-mail instead.
    const res = await importInto(
      ctx(),
      OWN,
      { users: rows, activatedDate: '2026-05-05' },
      await ctx().tokenOf('admin'),
    );
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([{ row: 3, email: racer.email, reasons: ['EMAIL_EXISTS'] }]);
  });

  it('lets each console role import into a client it administers; other tenants 404, plain users 403', async () => {
    for (const role of CONSOLE_ACCOUNTS) {
      const t = await ctx().tokenOf(role);
      const own = await importInto(ctx(), OWN, { users: [row(2)], activatedDate: '2026-03-03' }, t);
      expect(own.status, `${role} own`).toBe(200);
      expect(own.body.imported).toHaveLength(1);
      const before = await footprint(ctx(), OTHER);
      const other = await importInto(ctx(), OTHER, { users: [row(2)], activatedDate: '2026-03-03' }, t);
      expect(other.status, `${role} other`).toBe(role === 'admin' ? 200 : 404);
      if (role !== 'admin') {
        expectErrorShape(other.body, 404, 'NOT_FOUND');
        expect(await footprint(ctx(), OTHER)).toEqual(before);
      }
    }
    const missing = await importInto(
      ctx(),
      2147483000,
      { users: [row(2)], activatedDate: '2026-03-03' },
      await ctx().tokenOf('admin'),
    );
    expect(missing.status).toBe(404);
    const plain = await plainUserToken(ctx());
    const before = await footprint(ctx(), OWN);
    const refused = await importInto(ctx(), OWN, { users: [row(2)], activatedDate: '2026-03-03' }, plain);
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body, 403, 'FORBIDDEN');
    expect(await footprint(ctx(), OWN)).toEqual(before);
    const anonymous = await importInto(ctx(), OWN, { users: [row(2)], activatedDate: '2026-03-03' }, '');
    expect(anonymous.status).toBe(401);
  });
});

/**
 * The real race, which needs two connections (PostgreSQL only; PGlite has one): another transaction
 * inserts one of the file's e-mails and stays open, so the import's checks do not see it and its
 * INSERT waits on that row; the other transaction commits, the import's INSERT fails, all of it is
 * rolled back and the answer is 409.
 */
if (BACKENDS.includes('postgres')) {
  describe('users: bulk import racing another transaction [postgres]', () => {
    let platform: RunningPlatform | undefined;
    beforeAll(async () => {
      platform = await startPlatform({ seedScale: TEST_SEED_SCALE, backend: 'postgres' });
    });
    afterAll(async () => {
      await platform?.close();
    });

    it('answers 409 and writes nothing when a concurrent insert of one e-mail commits first', async () => {
      const ctx = new TestContext(platform!);
      const token = await ctx.tokenOf('admin');
      const racer = row(3);
      const rows = [row(2), racer, row(4)];
      const before = await footprint(ctx, OWN);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
      const other = ctx.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (email, username) VALUES ($1, 'racer')`, [racer.email.toUpperCase()]);
        inserted();
        await gate;
      });
      await insertedOnce;
      const importing = importInto(ctx, OWN, { users: rows, activatedDate: '2026-06-06', clientName: 'Raced' }, token);
      // Until the import's INSERT waits on the other transaction's uncommitted row.
      for (let i = 0; ; i++) {
        const [waiting] = await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO users (email, username, first_name%'`,
        );
        if (waiting!.n > 0) break;
        if (i > 200) throw new Error('the import never waited on the concurrent insert');
        await new Promise((r) => setTimeout(r, 25));
      }
      release();
      await other;
      const res = await importing;
      expect(res.status).toBe(409);
      expectErrorShape(res.body, 409, 'CONFLICT');
      expect(await footprint(ctx, OWN)).toEqual({ ...before, users: before.users + 1 });
    });
  });
}
