import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { CONSOLE_ACCOUNTS } from '../../../test/expected.js';
import { hashPassword } from '../../auth/passwords.js';

/**
 * POST /backoffice/users/batch-validation: the import wizard's check of a whole file. Uniqueness is
 * platform-wide: a match in the caller's scope is named as it is (e-mail and username together, in the
 * client or not); a match outside it is only "unavailable", each value on its own row, nothing else. Client 2
 * is in every demo account's scope; client 7 only in the admin's.
 */
const OWN = 2;
const OTHER = 7;

const check = (ctx: TestContext, body: unknown, token: string) =>
  ctx.post('/backoffice/users/batch-validation', body, token);

async function existingUser(ctx: TestContext, clientId: number | null) {
  const tag = randomUUID().slice(0, 8);
  const [u] = await ctx.db.query<{ id: number; email: string; username: string }>(
    `INSERT INTO users (email, username, first_name, last_name, organization_id)
     VALUES ($1, $2, 'Secret', 'Name', 2) RETURNING id, email, username`,
    [`Check-${tag}@Batch.test`, `Check-${tag}`],
  );
  if (clientId !== null)
    await ctx.db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [clientId, u!.id]);
  return u!;
}

async function network(ctx: TestContext, clientId: number, name: string, status = 'active') {
  const [n] = await ctx.db.query<{ id: number }>(
    `INSERT INTO networks (client_id, name, type, status) VALUES ($1, $2, 'private', $3) RETURNING id`,
    [clientId, name, status],
  );
  return n!.id;
}

describeEachDb('users: import batch validation', (ctx) => {
  it("without a client (the user form's e-mail check) names platform-wide matches, none in a client, no networks", async () => {
    const t = await ctx().tokenOf('clientadmin');
    const own = await existingUser(ctx(), OWN);
    const elsewhere = await existingUser(ctx(), OTHER);
    await network(ctx(), OWN, 'Form check network');
    const res = await check(
      ctx(),
      { emails: [own.email, elsewhere.email.toLowerCase(), 'free@batch.test'], networks: ['Form check network'] },
      t,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.existingUsers).toEqual([
      { email: own.email, username: null, inClient: false, unavailable: false },
      { email: elsewhere.email.toLowerCase(), username: null, inClient: false, unavailable: true },
    ]);
    expect(res.body.existingNetworks).toEqual([]);
  });

  it('names the e-mails and usernames that exist (case-insensitive): in the client, in scope, or unavailable', async () => {
    const t = await ctx().tokenOf('clientadmin');
    const inClient = await existingUser(ctx(), OWN);
    const elsewhere = await existingUser(ctx(), OTHER);
    const both = await existingUser(ctx(), OTHER);
    const res = await check(
      ctx(),
      {
        clientId: OWN,
        emails: [
          inClient.email.toLowerCase(),
          ` ${elsewhere.email.toUpperCase()} `,
          both.email,
          'nobody@batch.test',
          '',
        ],
        usernames: [both.username.toLowerCase(), 'no-such-username'],
        networks: [],
      },
      t,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.existingNetworks).toEqual([]);
    const key = (u: any) => `${u.email ?? ''}|${u.username ?? ''}`;
    const sorted = [...res.body.existingUsers].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted).toEqual(
      [
        // The caller's spelling comes back, so the wizard finds its row.
        { email: inClient.email.toLowerCase(), username: null, inClient: true, unavailable: false },
        { email: elsewhere.email.toUpperCase(), username: null, inClient: false, unavailable: true },
        // Outside the scope: the e-mail and the username each on its own row, not tied to one user.
        { email: both.email, username: null, inClient: false, unavailable: true },
        { email: null, username: both.username.toLowerCase(), inClient: false, unavailable: true },
      ].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('never tells anything else about users outside the scope: no ids, names or unasked fields', async () => {
    const t = await ctx().tokenOf('clientadmin');
    const foreign = await existingUser(ctx(), OTHER);
    const byEmail = await check(ctx(), { clientId: OWN, emails: [foreign.email], usernames: [], networks: [] }, t);
    expect(byEmail.body.existingUsers).toEqual([
      { email: foreign.email, username: null, inClient: false, unavailable: true },
    ]);
    const byUsername = await check(
      ctx(),
      { clientId: OWN, emails: [], usernames: [foreign.username], networks: [] },
      t,
    );
    expect(byUsername.body.existingUsers).toEqual([
      { email: null, username: foreign.username, inClient: false, unavailable: true },
    ]);
    for (const body of [byEmail.body, byUsername.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('Secret');
      expect(text).not.toMatch(new RegExp(`\\b${foreign.id}\\b`));
      expect(Object.keys(body.existingUsers[0]).sort()).toEqual(['email', 'inClient', 'unavailable', 'username']);
    }
  });

  it("names the client's own networks whose names match, case-insensitively, and no other client's", async () => {
    const t = await ctx().tokenOf('multiadmin');
    const tag = randomUUID().slice(0, 6);
    const north = await network(ctx(), OWN, `North ${tag}`);
    const south = await network(ctx(), OWN, `South ${tag}`);
    await network(ctx(), OWN, `Gone ${tag}`, 'deleted');
    await network(ctx(), OTHER, `West ${tag}`);
    const res = await check(
      ctx(),
      {
        clientId: OWN,
        emails: [],
        usernames: [],
        networks: [`north ${tag}`, ` SOUTH ${tag}`, `West ${tag}`, `Gone ${tag}`, 'Nowhere'],
      },
      t,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      existingUsers: [],
      existingNetworks: [
        { id: north, name: `North ${tag}` },
        { id: south, name: `South ${tag}` },
      ],
    });
  });

  it('a client-admin and an organization-admin: an e-mail in scope is named, one outside only unavailable; an admin sees all', async () => {
    const inOwn = await existingUser(ctx(), OWN);
    // Client 1: in the organization-admin's scope (organization 1), not the client-admin's (client 2).
    const inOrganization = await existingUser(ctx(), 1);
    const foreign = await existingUser(ctx(), OTHER);
    const body = {
      emails: [inOwn.email, inOrganization.email, foreign.email],
      usernames: [inOrganization.username],
      networks: [],
    };
    const answer = async (role: 'clientadmin' | 'orgadmin' | 'admin', clientId?: number) => {
      const res = await check(ctx(), { ...body, ...(clientId ? { clientId } : {}) }, await ctx().tokenOf(role));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.existingUsers;
    };
    const named = (u: { email: string; username: string }, inClient: boolean, withUsername = false) => ({
      email: u.email,
      username: withUsername ? u.username : null,
      inClient,
      unavailable: false,
    });
    const unavailable = (email: string | null, username: string | null = null) => ({
      email,
      username,
      inClient: false,
      unavailable: true,
    });

    expect(await answer('clientadmin', OWN)).toEqual([
      named(inOwn, true),
      unavailable(inOrganization.email),
      unavailable(null, inOrganization.username),
      unavailable(foreign.email),
    ]);
    expect(await answer('orgadmin', OWN)).toEqual([
      named(inOwn, true),
      named(inOrganization, false, true),
      unavailable(foreign.email),
    ]);
    expect(await answer('orgadmin')).toEqual([
      named(inOwn, false),
      named(inOrganization, false, true),
      unavailable(foreign.email),
    ]);
    expect(await answer('admin', OWN)).toEqual([
      named(inOwn, true),
      named(inOrganization, false, true),
      named(foreign, false),
    ]);
  });

  it('answers 404 for a client outside the scope, 403 for plain users, 400 above 1000 entries', async () => {
    const foreign = await existingUser(ctx(), OTHER);
    const body = (clientId: number) => ({ clientId, emails: [foreign.email], usernames: [], networks: [] });
    for (const role of CONSOLE_ACCOUNTS) {
      const t = await ctx().tokenOf(role);
      const own = await check(ctx(), body(OWN), t);
      expect(own.status, `${role} own`).toBe(200);
      expect(own.body.existingUsers).toEqual([
        { email: foreign.email, username: null, inClient: false, unavailable: role !== 'admin' },
      ]);
      const other = await check(ctx(), body(OTHER), t);
      expect(other.status, `${role} other`).toBe(role === 'admin' ? 200 : 404);
      if (role === 'admin') expect(other.body.existingUsers[0].inClient).toBe(true);
      else {
        expectErrorShape(other.body, 404, 'NOT_FOUND');
        expect(JSON.stringify(other.body)).not.toContain(foreign.email);
      }
    }
    const admin = await ctx().tokenOf('admin');
    expect((await check(ctx(), body(2147483000), admin)).status).toBe(404);
    const tooMany = await check(
      ctx(),
      {
        clientId: OWN,
        emails: Array.from({ length: 1001 }, (_, i) => `u${i}@batch.test`),
        usernames: [],
        networks: [],
      },
      admin,
    );
    expect(tooMany.status).toBe(400);
    expectErrorShape(tooMany.body, 400, 'VALIDATION_FAILED');
    const thousand = await check(
      ctx(),
      { clientId: OWN, emails: [...Array.from({ length: 999 }, (_, i) => `u${i}@batch.test`), foreign.email] },
      admin,
    );
    expect(thousand.status).toBe(200);
    expect(thousand.body.existingUsers).toHaveLength(1);

    const email = `plain-${randomUUID().slice(0, 8)}@batch.test`;
    const [u] = await ctx().db.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, roles, organization_id) VALUES ($1, $1, $2, '{0}', 1) RETURNING id`,
      [email, await hashPassword('Plain!pass1')],
    );
    await ctx().db.query('INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)', [OWN, u!.id]);
    const login = await ctx().login(email, 'Plain!pass1');
    const plain = await check(ctx(), body(OWN), login.body.accessToken);
    expect(plain.status).toBe(403);
    expectErrorShape(plain.body, 403, 'FORBIDDEN');
  });
});
