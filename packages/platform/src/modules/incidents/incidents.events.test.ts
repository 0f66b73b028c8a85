import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { incidentIn, networkOf, plainUser } from './incidentsTestKit.js';
import { openSse } from './sseTestKit.js';

/** Waits long enough for an event that is not coming to have arrived (the positive ones arrive sooner). */
const settle = () => new Promise((r) => setTimeout(r, 400));

describeEachDb('incidents: the live event stream', (ctx) => {
  const stream = async (t: TestContext, key: 'admin' | 'clientadmin', query = '') =>
    openSse(`${t.platform.url}/backoffice/incidents/events${query}`, await t.tokenOf(key));
  const about =
    (uid: number, type = 'created') =>
    (m: any) =>
      m.type === type && m.incident?.uid === uid;

  it("a client-admin receives its client's new incident and not another's; the admin both; status changes too", async () => {
    const t = ctx();
    const own = await stream(t, 'clientadmin');
    const admin = await stream(t, 'admin');
    try {
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(own.headers.get('cache-control')).toMatch(/no-cache/);
      const mine = await incidentIn(t, 2);
      const theirs = await incidentIn(t, 7);
      const got = await own.next(about(mine));
      expect(got.incident).toMatchObject({ uid: mine, clientId: 2, status: 'confirm', name: 'Live test' });
      await admin.next(about(mine));
      await admin.next(about(theirs));
      await settle();
      expect(own.messages.some((m) => m.incident?.uid === theirs)).toBe(false);

      const changed = await t.request('PATCH', `/backoffice/incidents/${mine}/status`, {
        token: await t.tokenOf('admin'),
        body: { status: 'pending' },
      });
      expect(changed.status).toBe(200);
      const status = await own.next(about(mine, 'status'));
      expect(status.incident).toMatchObject({ uid: mine, status: 'pending' });
      expect(status.incident.statusChangedAt).not.toBeNull();
    } finally {
      own.close();
      admin.close();
    }
  });

  it('a rolled-back insert publishes nothing; a bulk insert of 200 gives one bulk event', async () => {
    const t = ctx();
    const admin = await stream(t, 'admin');
    try {
      await t.db
        .transaction(async (tx) => {
          await tx.query(
            `INSERT INTO incidents (kind, status, client_id, name) VALUES ('Summon', 'confirm', 2, 'Never')`,
          );
          throw new Error('roll back');
        })
        .catch(() => {});
      await t.db.query(
        `INSERT INTO incidents (kind, status, client_id, name)
         SELECT 'Summon', 'pending', 2, 'Imported ' || g FROM generate_series(1, 200) g`,
      );
      const marker = await incidentIn(t, 2);
      await admin.next(about(marker));
      expect(admin.messages.filter((m) => m.type === 'bulk')).toEqual([{ type: 'bulk', incident: null }]);
      expect(admin.messages.filter((m) => m.type === 'created')).toHaveLength(1);
    } finally {
      admin.close();
      await t.db.query(`DELETE FROM incidents WHERE name LIKE 'Imported %'`);
    }
  });

  it('networkId and view=operational filter the stream', async () => {
    const t = ctx();
    const excluded = await networkOf(t, 2, { excluded: true });
    const kept = await networkOf(t, 2);
    const byNetwork = await stream(t, 'clientadmin', `?networkId=${kept}`);
    const operational = await stream(t, 'clientadmin', '?view=operational');
    try {
      const hidden = await incidentIn(t, 2, 'confirm', excluded);
      const shown = await incidentIn(t, 2, 'confirm', kept);
      await byNetwork.next(about(shown));
      await operational.next(about(shown));
      await settle();
      expect(byNetwork.messages.map((m) => m.incident.uid)).toEqual([shown]);
      expect(operational.messages.some((m) => m.incident?.uid === hidden)).toBe(false);
    } finally {
      byNetwork.close();
      operational.close();
    }
  });

  it('a client taken out of the scope stops its events at once, a deactivated account its stream; refusals', async () => {
    const t = ctx();
    // A client-admin of its own: the demo account's memberships stay as they are.
    const user = await plainUser(t, 3);
    await t.db.query('UPDATE users SET roles = ARRAY[14] WHERE id = $1', [user.id]);
    await t.db.query('UPDATE client_users SET is_admin = true WHERE user_id = $1 AND client_id = 3', [user.id]);
    const live = await openSse(`${t.platform.url}/backoffice/incidents/events`, user.token);
    try {
      const first = await incidentIn(t, 3);
      await live.next(about(first));
      await t.db.query('UPDATE client_users SET is_admin = false WHERE user_id = $1', [user.id]);
      const second = await incidentIn(t, 3);
      await settle();
      expect(live.messages.some((m) => m.incident?.uid === second)).toBe(false);
      // An account deactivated meanwhile: its stream ends at the next event.
      await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
      await incidentIn(t, 3);
      await live.ended;
      expect(live.messages.map((m) => m.incident?.uid)).toEqual([first]);
    } finally {
      live.close();
    }

    const anonymous = await openSse(`${t.platform.url}/backoffice/incidents/events`);
    expect(anonymous.status).toBe(401);
    const plain = await plainUser(t, 2);
    const refused = await openSse(`${t.platform.url}/backoffice/incidents/events`, plain.token);
    expect(refused.status).toBe(403);
  });

  it("a logout ends the stream of that session (not the account's other session), a password reset every stream", async () => {
    const t = ctx();
    const user = await plainUser(t, 3);
    await t.db.query('UPDATE users SET roles = ARRAY[14] WHERE id = $1', [user.id]);
    await t.db.query('UPDATE client_users SET is_admin = true WHERE user_id = $1 AND client_id = 3', [user.id]);
    const [{ email }] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [user.id]);
    const second = (await t.login(email, 'Plain-user-pass-1')).body;
    const third = (await t.login(email, 'Plain-user-pass-1')).body;
    const first = await openSse(`${t.platform.url}/backoffice/incidents/events`, user.token);
    const other = await openSse(`${t.platform.url}/backoffice/incidents/events`, second.accessToken);
    const last = await openSse(`${t.platform.url}/backoffice/incidents/events`, third.accessToken);
    try {
      // The second session signs out: its stream ends at the next event, the others go on.
      const out = await t.request('POST', '/v2/auth/logout', {
        headers: { authorization: `Bearer ${second.refreshToken}` },
      });
      expect(out.status).toBe(204);
      const next = await incidentIn(t, 3);
      await other.ended;
      await first.next(about(next));
      await last.next(about(next));
      expect(other.messages.some((m) => m.incident?.uid === next)).toBe(false);

      // A password reset ends every session of the account: both remaining streams end.
      const reset = await t.request('PUT', `/backoffice/users/${user.id}/reset-password`, {
        token: await t.tokenOf('admin'),
        body: { password: 'Another-pass-42' },
      });
      expect(reset.status).toBe(204);
      await incidentIn(t, 3);
      await Promise.all([first.ended, last.ended]);
    } finally {
      first.close();
      other.close();
      last.close();
    }
  });
});
