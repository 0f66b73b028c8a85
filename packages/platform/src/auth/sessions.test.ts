import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../test/harness.js';
import { startSession } from '../testing.js';
import { hashPassword } from './passwords.js';

const PASSWORD = 'Sessions-end-42';
const ORGANIZATION = 1;
const CLIENT = 2;

interface Session {
  accessToken: string;
  refreshToken: string;
}

/**
 * When an access token stops working: at once when its session is logged out, and every token of a user
 * at once when something is taken from the user (password, two-factor, a role, the account itself).
 */
describeEachDb('access tokens end at once', (ctx) => {
  let passwordHash: string;
  let admin: string;
  let made = 0;

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    admin = await ctx().tokenOf('admin');
  });

  /** A user of organization 1 and client 2 with a known password. */
  async function newUser(t: TestContext, roles: number[], twoFa = false): Promise<{ id: number; email: string }> {
    const email = `sessions-${Date.now().toString(36)}-${made++}@sessions.test`;
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, first_name, roles, organization_id, client_id, password_hash, two_fa_enabled)
       VALUES ($1, split_part($1, '@', 1), 'Session', $2, $3, $4, $5, $6) RETURNING id`,
      [email, roles, ORGANIZATION, CLIENT, passwordHash, twoFa],
    );
    return { id: row!.id, email };
  }

  /** A session as the login starts it (two-factor users: as the code step would, the code is not the point here). */
  async function signIn(t: TestContext, user: { id: number; email: string }): Promise<Session> {
    const [row] = await t.db.query<{ two_fa_enabled: boolean }>('SELECT two_fa_enabled FROM users WHERE id = $1', [
      user.id,
    ]);
    if (row!.two_fa_enabled) return startSession(t.platform, user.id);
    const login = await t.login(user.email, PASSWORD);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return login.body as Session;
  }

  const works = async (t: TestContext, session: Session) =>
    (await t.get('/backoffice/version', session.accessToken)).status === 200;

  async function expectEnded(t: TestContext, session: Session, message = 'The session has ended') {
    const res = await t.get('/backoffice/version', session.accessToken);
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 401, 'UNAUTHENTICATED');
    expect(res.body.errorMessage).toBe(message);
  }

  async function expectRefreshRefused(t: TestContext, session: Session) {
    const res = await t.post('/v2/auth/refresh', undefined, session.refreshToken);
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 401, 'UNAUTHENTICATED');
  }

  it("logout ends that session's access token at once, not the user's other session", async () => {
    const t = ctx();
    const user = await newUser(t, [0]);
    const [one, two] = [await signIn(t, user), await signIn(t, user)];
    expect([await works(t, one), await works(t, two)]).toEqual([true, true]);

    expect((await t.post('/v2/auth/logout', undefined, one.refreshToken)).status).toBe(204);

    await expectEnded(t, one);
    await expectRefreshRefused(t, one);
    expect(await works(t, two)).toBe(true);
    expect((await t.post('/v2/auth/refresh', undefined, two.refreshToken)).status).toBe(200);
  });

  it('a reused refresh token ends the access token of its session too', async () => {
    const t = ctx();
    const user = await newUser(t, [0]);
    const session = await signIn(t, user);
    const rotated = (await t.post('/v2/auth/refresh', undefined, session.refreshToken)).body as Session;
    expect(await works(t, rotated)).toBe(true);

    expect((await t.post('/v2/auth/refresh', undefined, session.refreshToken)).body.errorCode).toBe(
      'REFRESH_TOKEN_REUSED',
    );
    await expectEnded(t, rotated);
    await expectEnded(t, session);
  });

  /** What ends every session of a user, as the admin does it. */
  const endingChanges: {
    name: string;
    roles: number[];
    twoFa?: boolean;
    change: (t: TestContext, userId: number) => Promise<{ status: number }>;
    message?: string;
  }[] = [
    {
      name: 'password reset',
      roles: [0],
      change: (t, id) =>
        t.request('PUT', `/backoffice/users/${id}/reset-password`, {
          token: admin,
          body: { password: 'New-pass-4242' },
        }),
    },
    {
      name: 'two-factor turned on',
      roles: [0],
      change: (t, id) => t.request('PUT', `/backoffice/users/${id}`, { token: admin, body: { twoFaEnabled: true } }),
    },
    {
      name: 'two-factor turned off',
      roles: [0],
      twoFa: true,
      change: (t, id) => t.request('PUT', `/backoffice/users/${id}`, { token: admin, body: { twoFaEnabled: false } }),
    },
    {
      name: 'a role taken away (PUT /users/{id})',
      roles: [14],
      change: (t, id) => t.request('PUT', `/backoffice/users/${id}`, { token: admin, body: { roles: [0] } }),
    },
    {
      name: 'status set to not active (and back to active)',
      roles: [0],
      change: async (t, id) => {
        const off = await t.request('PUT', `/backoffice/users/${id}`, {
          token: admin,
          body: { status: 'awaiting-activation' },
        });
        if (off.status !== 200) return off;
        return t.request('PUT', `/backoffice/users/${id}`, { token: admin, body: { status: 'active' } });
      },
    },
    {
      name: 'organization admin role taken away',
      roles: [17],
      change: (t, id) =>
        t.request('PUT', `/backoffice/organizations/${ORGANIZATION}/users/${id}`, {
          token: admin,
          body: { isAdmin: false },
        }),
    },
    {
      name: 'removed from the organization',
      roles: [0],
      change: (t, id) => t.request('DELETE', `/backoffice/organizations/${ORGANIZATION}/users/${id}`, { token: admin }),
    },
    {
      name: 'deletion',
      roles: [0],
      change: (t, id) => t.request('DELETE', `/backoffice/users/${id}`, { token: admin }),
      message: 'The account does not exist or is not active',
    },
  ];

  for (const { name, roles, twoFa, change, message } of endingChanges) {
    it(`${name} ends every access token of that user at once, and no other user's`, async () => {
      const t = ctx();
      const user = await newUser(t, roles, twoFa);
      const bystander = await newUser(t, roles, twoFa);
      const sessions = [await signIn(t, user), await signIn(t, user)];
      const other = await signIn(t, bystander);
      for (const session of [...sessions, other]) expect(await works(t, session)).toBe(true);

      const res = await change(t, user.id);
      expect(res.status, JSON.stringify(res)).toBeLessThan(300);

      for (const session of sessions) {
        await expectEnded(t, session, message);
        await expectRefreshRefused(t, session);
      }
      expect(await works(t, other)).toBe(true);
    });
  }

  it('a change that takes nothing away (a name, a role given) keeps the sessions', async () => {
    const t = ctx();
    const user = await newUser(t, [14]);
    const session = await signIn(t, user);
    const renamed = await t.request('PUT', `/backoffice/users/${user.id}`, {
      token: admin,
      body: { firstName: 'Renamed', roles: [14, 16] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const promoted = await t.request('PUT', `/backoffice/organizations/${ORGANIZATION}/users/${user.id}`, {
      token: admin,
      body: { isAdmin: true },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(await works(t, session)).toBe(true);
    expect((await t.post('/v2/auth/refresh', undefined, session.refreshToken)).status).toBe(200);
  });

  it('a version bump alone ends access and refresh, even with the refresh tokens not revoked; a new login works', async () => {
    const t = ctx();
    const user = await newUser(t, [0]);
    const session = await signIn(t, user);
    await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);

    await expectEnded(t, session);
    const refresh = await t.post('/v2/auth/refresh', undefined, session.refreshToken);
    expect(refresh.status).toBe(401);
    expect(refresh.body.errorMessage).toBe('The session has ended');

    const fresh = await signIn(t, user);
    expect(await works(t, fresh)).toBe(true);
    const rotated = (await t.post('/v2/auth/refresh', undefined, fresh.refreshToken)).body as Session;
    expect(await works(t, rotated)).toBe(true);
    const [{ token_version }] = await t.db.query<{ token_version: number }>(
      'SELECT token_version FROM users WHERE id = $1',
      [user.id],
    );
    const claims = JSON.parse(Buffer.from(rotated.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.ver).toBe(token_version);
  });

  it('refuses the token of a deactivated account', async () => {
    const t = ctx();
    const user = await newUser(t, [0]);
    const session = await signIn(t, user);
    await t.db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [user.id]);
    await expectEnded(t, session, 'The account does not exist or is not active');
  });
});
