import { expect, it } from 'vitest';
import { lastOutboxMail } from '../../../test/mailbox.js';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { INVALID_PHONES, NATIONAL_PHONE, VALID_PHONES } from '../../../test/phones.js';
import { demoAccount } from '../../seed/demoAccounts.js';
import { startSession } from '../../testing.js';
import { PASSWORD_CLASSES } from './password.js';
import { decodeMail, expectOneAction, membershipsOf, newUserBody, uniqueEmail, writeCounts } from './usersTestKit.js';

type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin';

// Seed facts the tests rely on: clients 1-4 belong to organization 1, 5-8 to organization 2; the
// client-admin administers client 2; network 2 belongs to client 2, network 5 to client 5.
const OWN_CLIENT = 2;

describeEachDb('users: the form rules and role grants', (ctx) => {
  /** A save that must fail with these field codes and write nothing. */
  async function expectRefused(
    t: TestContext,
    key: Key,
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    fields: Record<string, string>,
  ) {
    const token = await t.tokenOf(key);
    const before = await writeCounts(t.db);
    const res = await t.request(method, path, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toMatchObject(fields);
    expect(await writeCounts(t.db)).toEqual(before);
    return res;
  }

  const create = async (t: TestContext, key: Key, body: unknown) =>
    t.request('POST', '/backoffice/users', { token: await t.tokenOf(key), body });

  const update = async (t: TestContext, key: Key, id: number, body: unknown) =>
    t.request('PUT', `/backoffice/users/${id}`, { token: await t.tokenOf(key), body });

  /** A user created by the admin, with memberships, for the update rules. */
  async function adminCreates(t: TestContext, body: Record<string, unknown>) {
    const res = await create(t, 'admin', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number } & Record<string, unknown>;
  }

  it('creates a user: defaults, memberships, networks, one action row, a welcome mail whose password signs in', async () => {
    const t = ctx();
    const body = newUserBody(OWN_CLIENT, { networks: [2], phoneNumber: '+46701234567', description: 'x'.repeat(300) });
    let id = 0;
    const action = await expectOneAction(
      t.db,
      () => id,
      async () => {
        const res = await create(t, 'clientadmin', body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        id = res.body.id;
        expect(res.body).toMatchObject({
          email: body.email,
          username: body.username,
          roles: [0],
          subscription: 'maxi',
          status: 'active',
          clientId: OWN_CLIENT,
          organizationId: 1,
          deactivatedAt: null,
          phoneNumber: '+46701234567',
        });
      },
    );
    expect(action).toMatchObject({
      action: 'create',
      user_id: demoAccount('clientadmin').id,
      client_ids: [OWN_CLIENT],
    });
    expect(action.payload.after).toMatchObject({ email: body.email, clientId: OWN_CLIENT, networks: [2] });
    expect(action.payload.before).toEqual({});
    expect(await membershipsOf(t.db, id)).toEqual([{ client_id: OWN_CLIENT, is_admin: false }]);
    expect(await t.db.query('SELECT network_id FROM network_members WHERE user_id = $1', [id])).toEqual([
      { network_id: 2 },
    ]);
    // The welcome mail, in the user's language, carries a password that signs in.
    const mail = decodeMail(await lastOutboxMail(t.platform.outboxDir, body.email));
    expect(mail).toContain('Välkommen');
    const password = /(?:Lösenord|Password): (\S+)/.exec(mail)![1]!;
    expect(password).toHaveLength(16);
    for (const chars of PASSWORD_CLASSES) expect([...password].some((c) => chars.includes(c))).toBe(true);
    const login = await t.login(body.email, password);
    expect(login.status).toBe(200);
    // The mail's password is never in the log.
    expect(JSON.stringify(action.payload)).not.toContain(password);
  });

  it('e-mail: required, valid, unique across the platform (case-insensitive)', async () => {
    const t = ctx();
    await expectRefused(t, 'admin', 'POST', '/backoffice/users', newUserBody(1, { email: '  ' }), {
      email: 'REQUIRED',
    });
    await expectRefused(t, 'admin', 'POST', '/backoffice/users', newUserBody(1, { email: 'no-at-sign' }), {
      email: 'INVALID_EMAIL',
    });
    await expectRefused(t, 'admin', 'POST', '/backoffice/users', newUserBody(1, { email: 'a@b' }), {
      email: 'INVALID_EMAIL',
    });
    const { email: _, ...noEmail } = newUserBody(1);
    await expectRefused(t, 'admin', 'POST', '/backoffice/users', noEmail, { email: 'REQUIRED' });
    // Another tenant's user: the client-admin cannot see it, the address is taken, and nothing more is said.
    await expectRefused(
      t,
      'clientadmin',
      'POST',
      '/backoffice/users',
      newUserBody(OWN_CLIENT, { email: 'ADMIN@vakt.test' }),
      {
        email: 'EMAIL_UNAVAILABLE',
      },
    );
    // A user of its own client: named as existing.
    await expectRefused(
      t,
      'clientadmin',
      'POST',
      '/backoffice/users',
      newUserBody(OWN_CLIENT, { email: 'CLIENTADMIN@vakt.test' }),
      {
        email: 'EMAIL_EXISTS',
      },
    );
    const user = await adminCreates(t, newUserBody(1));
    await expectRefused(
      t,
      'admin',
      'PUT',
      `/backoffice/users/${user.id}`,
      { email: demoAccount('orgadmin').email },
      {
        email: 'EMAIL_EXISTS',
      },
    );
    // Its own address in another case is not a clash.
    const same = await update(t, 'admin', user.id, { email: String(user.email).toUpperCase() });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it('two saves racing for one e-mail: one is created, the other gets EMAIL_EXISTS', async () => {
    const t = ctx();
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      create(t, 'admin', newUserBody(1, { email })),
      create(t, 'admin', newUserBody(3, { email })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.fields).toEqual({ email: 'EMAIL_EXISTS' });
    expect(await t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).toHaveLength(1);
  });

  it('username required; the one phone rule; description at most 300', async () => {
    const t = ctx();
    const post = (body: unknown, fields: Record<string, string>) =>
      expectRefused(t, 'admin', 'POST', '/backoffice/users', body, fields);
    await post(newUserBody(1, { username: ' ' }), { username: 'REQUIRED' });
    await post(newUserBody(1, { username: null }), { username: 'REQUIRED' });
    for (const phone of INVALID_PHONES)
      await post(newUserBody(1, { phoneNumber: phone }), { phoneNumber: 'INVALID_PHONE' });
    await post(newUserBody(1, { description: 'x'.repeat(301) }), { description: 'TOO_LONG' });
    const ok = await create(t, 'admin', newUserBody(1, { phoneNumber: VALID_PHONES[0] }));
    expect(ok.status).toBe(201);
    expect(ok.body.phoneNumber).toBe('+46 70 123 45 67');
  });

  it('a phone saved before the phone rule is kept while unchanged; a new or changed one must follow the rule', async () => {
    const t = ctx();
    const user = await adminCreates(t, newUserBody(1));
    await t.db.query('UPDATE users SET phone_number = $2 WHERE id = $1', [user.id, NATIONAL_PHONE]);
    const renamed = await update(t, 'admin', user.id, { firstName: 'Kept', phoneNumber: NATIONAL_PHONE });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Kept', phoneNumber: NATIONAL_PHONE });
    expect((await update(t, 'admin', user.id, { lastName: 'Left out' })).status).toBe(200);
    await expectRefused(
      t,
      'admin',
      'PUT',
      `/backoffice/users/${user.id}`,
      { phoneNumber: '070-123 45 68' },
      {
        phoneNumber: 'INVALID_PHONE',
      },
    );
  });

  it('client required unless the role is admin or organization-admin, or the actor is one (spec 001 section 6)', async () => {
    const t = ctx();
    for (const key of ['clientadmin', 'multiadmin'] as const)
      await expectRefused(t, key, 'POST', '/backoffice/users', newUserBody(null), { clientId: 'REQUIRED' });
    // an organization-admin leaves it empty: the user is its organization's, and stays editable by it
    const byOrgAdmin = await create(t, 'orgadmin', newUserBody(null, { roles: [0] }));
    expect(byOrgAdmin.status, JSON.stringify(byOrgAdmin.body)).toBe(201);
    expect(byOrgAdmin.body).toMatchObject({ roles: [0], clientId: null, organizationId: 1 });
    expect(await membershipsOf(t.db, byOrgAdmin.body.id)).toEqual([]);
    const edited = await update(t, 'orgadmin', byOrgAdmin.body.id, { firstName: 'Renamed' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Renamed', clientId: null, organizationId: 1 });
    // an organization-admin without an organization has no organization to keep the user in: a client is needed
    const [homeless] = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, first_name, last_name, roles, language, password_hash)
       VALUES ($1, $2, 'Org', 'Less', '{17}', 'en', 'x') RETURNING id`,
      [uniqueEmail(), `orgless${Date.now()}`],
    );
    const { accessToken } = await startSession(t.platform, homeless!.id);
    const before = await writeCounts(t.db);
    const refused = await t.request('POST', '/backoffice/users', { token: accessToken, body: newUserBody(null) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.fields).toMatchObject({ clientId: 'REQUIRED' });
    expect(await writeCounts(t.db)).toEqual(before);
    // the admin too, for any role
    for (const role of [0, 14, 16]) {
      const byAdmin = await create(t, 'admin', newUserBody(null, { roles: [role] }));
      expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(201);
      expect(byAdmin.body).toMatchObject({ roles: [role], clientId: null });
    }
    const orgAdmin = await create(t, 'admin', newUserBody(null, { roles: [17], organizationId: 2 }));
    expect(orgAdmin.status, JSON.stringify(orgAdmin.body)).toBe(201);
    expect(orgAdmin.body).toMatchObject({ roles: [17], clientId: null, organizationId: 2 });
    const admin = await create(t, 'admin', newUserBody(null, { roles: [13] }));
    expect(admin.status).toBe(201);
    expect(await membershipsOf(t.db, admin.body.id)).toEqual([]);
  });

  it('clients, networks and the client outside the caller scope answer NOT_FOUND', async () => {
    const t = ctx();
    await expectRefused(t, 'clientadmin', 'POST', '/backoffice/users', newUserBody(1), { clientId: 'NOT_FOUND' });
    await expectRefused(t, 'clientadmin', 'POST', '/backoffice/users', newUserBody(OWN_CLIENT, { networks: [5] }), {
      networks: 'NOT_FOUND',
    });
    await expectRefused(t, 'orgadmin', 'POST', '/backoffice/users', newUserBody(1, { roles: [16], clients: [1, 5] }), {
      clients: 'NOT_FOUND',
    });
    await expectRefused(t, 'orgadmin', 'POST', '/backoffice/users', newUserBody(5), { clientId: 'NOT_FOUND' });
    await expectRefused(t, 'admin', 'POST', '/backoffice/users', newUserBody(999999), { clientId: 'NOT_FOUND' });
  });

  it('who gives which role: admin any; organization-admin 16/14/0; multi-client-admin and client-admin 14/0', async () => {
    const t = ctx();
    const allowed: Record<Key, number[]> = {
      admin: [13, 17, 16, 14, 0],
      orgadmin: [16, 14, 0],
      multiadmin: [14, 0],
      clientadmin: [14, 0],
    };
    for (const key of Object.keys(allowed) as Key[]) {
      for (const role of [13, 17, 16, 14, 0]) {
        const body = newUserBody(OWN_CLIENT, { roles: [role] });
        if (allowed[key].includes(role)) {
          const res = await create(t, key, body);
          expect(res.status, `${key} gives ${role}: ${JSON.stringify(res.body)}`).toBe(201);
          expect(res.body.roles).toEqual([role]);
          expect(await membershipsOf(t.db, res.body.id)).toEqual([
            { client_id: OWN_CLIENT, is_admin: role === 14 || role === 16 },
          ]);
        } else {
          await expectRefused(t, key, 'POST', '/backoffice/users', body, { roles: 'ROLE_NOT_ALLOWED' });
        }
      }
      // The answer tells the form the same.
      const me = await t.get(`/backoffice/users/${demoAccount(key).id}`, await t.tokenOf(key));
      // Its own role is one it may give (admin, client-admin) or read-only (17 and 16 are not theirs to give).
      const self = key === 'orgadmin' || key === 'multiadmin' ? [] : allowed[key];
      expect(me.body.permissions.assignableRoles, key).toEqual(self);
    }
  });

  it('nobody changes the role of a user holding a role it may not give; such a user is read-only for it', async () => {
    const t = ctx();
    // The organization-admin holds 17, which it may not give: its own role stays.
    const orgadmin = demoAccount('orgadmin');
    await expectRefused(
      t,
      'orgadmin',
      'PUT',
      `/backoffice/users/${orgadmin.id}`,
      { roles: [16] },
      {
        roles: 'ROLE_NOT_ALLOWED',
      },
    );
    const renamed = await update(t, 'orgadmin', orgadmin.id, { firstName: 'Olof' });
    expect(renamed.status).toBe(200);
    // The client-admin's client has the multi-client-admin as a member: read-only for the client-admin.
    const multi = demoAccount('multiadmin').id;
    const seen = await t.get(`/backoffice/users/${multi}`, await t.tokenOf('clientadmin'));
    expect(seen.status).toBe(200);
    expect(seen.body.permissions).toMatchObject({ edit: false, assignableRoles: [], resetPassword: false });
    const before = await writeCounts(t.db);
    const res = await update(t, 'clientadmin', multi, { roles: [0] });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 403, 'FORBIDDEN');
    expect(await writeCounts(t.db)).toEqual(before);
    // The organization-admin may change the multi-client-admin's role (16 is its to give).
    const user = await adminCreates(t, newUserBody(1, { roles: [16], clients: [1, 3] }));
    const demoted = await update(t, 'orgadmin', user.id, { roles: [14] });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(await membershipsOf(t.db, user.id)).toEqual([{ client_id: 1, is_admin: true }]);
  });

  it('subscription changes on existing users: admin only; a new user may get one from anyone', async () => {
    const t = ctx();
    const created = await create(t, 'clientadmin', newUserBody(OWN_CLIENT, { subscription: 'mega' }));
    expect(created.status).toBe(201);
    expect(created.body.subscription).toBe('mega');
    await expectRefused(
      t,
      'clientadmin',
      'PUT',
      `/backoffice/users/${created.body.id}`,
      { subscription: 'macro' },
      {
        subscription: 'NOT_ALLOWED',
      },
    );
    // Sending the same value back is no change.
    expect((await update(t, 'clientadmin', created.body.id, { subscription: 'mega', lastName: 'Same' })).status).toBe(
      200,
    );
    let changed: any;
    const action = await expectOneAction(
      t.db,
      () => created.body.id,
      async () => {
        changed = await update(t, 'admin', created.body.id, { subscription: null });
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toBeNull();
    expect(action.payload).toEqual({ before: { subscription: 'mega' }, after: { subscription: null } });
  });

  it("a multi-client-admin's clients: set on create, changed by admins only, memberships follow", async () => {
    const t = ctx();
    const res = await create(t, 'orgadmin', newUserBody(1, { roles: [16], clients: [3, 4] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id;
    expect(res.body.clients.map((c: { id: number }) => c.id).sort()).toEqual([1, 3, 4]);
    expect(await membershipsOf(t.db, id)).toEqual([
      { client_id: 1, is_admin: true },
      { client_id: 3, is_admin: true },
      { client_id: 4, is_admin: true },
    ]);
    await expectRefused(
      t,
      'orgadmin',
      'PUT',
      `/backoffice/users/${id}`,
      { clients: [1, 3] },
      { clients: 'NOT_ALLOWED' },
    );
    // The same list back is no change.
    expect((await update(t, 'orgadmin', id, { clients: [4, 3, 1] })).status).toBe(200);
    const action = await expectOneAction(
      t.db,
      () => id,
      async () => {
        const done = await update(t, 'admin', id, { clients: [1, 6] });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
      },
    );
    expect(await membershipsOf(t.db, id)).toEqual([
      { client_id: 1, is_admin: true },
      { client_id: 6, is_admin: true },
    ]);
    expect(action.payload).toEqual({ before: { clients: [1, 3, 4] }, after: { clients: [1, 6] } });
    expect(action.client_ids).toEqual([1, 3, 4, 6]);
  });

  it('an update keeps memberships in step with role and client', async () => {
    const t = ctx();
    const user = await adminCreates(t, newUserBody(1, { roles: [14] }));
    expect(await membershipsOf(t.db, user.id)).toEqual([{ client_id: 1, is_admin: true }]);
    expect((await update(t, 'admin', user.id, { roles: [0] })).status).toBe(200);
    expect(await membershipsOf(t.db, user.id)).toEqual([{ client_id: 1, is_admin: false }]);
    const moved = await update(t, 'admin', user.id, { clientId: 6 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ clientId: 6, organizationId: 2 });
    expect(await membershipsOf(t.db, user.id)).toEqual([{ client_id: 6, is_admin: false }]);
    // A membership added elsewhere (the client's users tab) stays.
    await t.db.query('INSERT INTO client_users (client_id, user_id) VALUES (7, $1)', [user.id]);
    expect((await update(t, 'admin', user.id, { clientId: 8 })).status).toBe(200);
    expect(await membershipsOf(t.db, user.id)).toEqual([
      { client_id: 7, is_admin: false },
      { client_id: 8, is_admin: false },
    ]);
  });

  it('fields left out of a PUT keep their value; the audit row holds only what changed', async () => {
    const t = ctx();
    const user = await adminCreates(t, newUserBody(1, { phoneNumber: '+46700000000', streamingEnabled: true }));
    const action = await expectOneAction(
      t.db,
      () => user.id,
      async () => {
        const res = await update(t, 'admin', user.id, { firstName: '  Greta ', description: '' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ firstName: 'Greta', phoneNumber: '+46700000000', streamingEnabled: true });
      },
    );
    expect(action.payload).toEqual({ before: { firstName: 'Test' }, after: { firstName: 'Greta' } });
  });

  it('reset password: at least 10 characters, one action row, sessions revoked, mailed; 409 for SSO users; generate-password answers 16 mixed characters', async () => {
    const t = ctx();
    const user = await adminCreates(t, newUserBody(1));
    await expectRefused(
      t,
      'admin',
      'PUT',
      `/backoffice/users/${user.id}/reset-password`,
      { password: 'short' },
      {
        password: 'TOO_SHORT',
      },
    );
    // A reset: one action row without the password, sessions revoked, the password mailed in the user's language.
    const login = await t.login(String(user.email), 'x'.repeat(10));
    expect(login.status).toBe(401);
    const password = 'Brand-new-pass-77';
    const action = await expectOneAction(
      t.db,
      () => user.id,
      async () => {
        const res = await t.request('PUT', `/backoffice/users/${user.id}/reset-password`, {
          token: await t.tokenOf('admin'),
          body: { password },
        });
        expect(res.status).toBe(204);
      },
    );
    expect(action).toMatchObject({ action: 'resetPassword', payload: { before: {}, after: {} } });
    expect(JSON.stringify(action)).not.toContain(password);
    const signedIn = await t.login(String(user.email), password);
    expect(signedIn.status).toBe(200);
    const again = await t.request('PUT', `/backoffice/users/${user.id}/reset-password`, {
      token: await t.tokenOf('admin'),
      body: { password: 'Second-new-pass-77' },
    });
    expect(again.status).toBe(204);
    const refresh = await t.request('POST', '/v2/auth/refresh', {
      headers: { authorization: `Bearer ${signedIn.body.refreshToken}` },
    });
    expect(refresh.status).toBe(401);
    const mail = decodeMail(await lastOutboxMail(t.platform.outboxDir, String(user.email)));
    expect(mail).toContain('Lösenord: Second-new-pass-77');
    // Single sign-on users have no password: 409 SSO_USER, nothing written.
    await t.db.query('UPDATE users SET saml_enabled = true WHERE id = $1', [user.id]);
    const adminToken = await t.tokenOf('admin');
    const before = await writeCounts(t.db);
    const sso = await t.request('PUT', `/backoffice/users/${user.id}/reset-password`, {
      token: adminToken,
      body: { password: 'Third-new-pass-77' },
    });
    expect(sso.status).toBe(409);
    expectErrorShape(sso.body, 409, 'SSO_USER');
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await t.get(`/backoffice/users/${user.id}`, adminToken)).body.permissions.resetPassword).toBe(false);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.get('/backoffice/users/generate-password', await t.tokenOf('clientadmin'));
      expect(res.status).toBe(200);
      expect(res.body.password).toMatch(/^[A-Za-z2-9!#$%&*+\-=?@_]{16}$/);
      expect(res.body.password).not.toMatch(/[01lIO]/);
      seen.add(res.body.password);
    }
    expect(seen.size).toBe(5);
  });
});
