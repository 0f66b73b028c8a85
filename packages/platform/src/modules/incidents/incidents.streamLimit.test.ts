import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { incidentIn, plainUser } from './incidentsTestKit.js';
import { openSse, type SseStream } from './sseTestKit.js';
import { MAX_STREAMS_PER_USER } from './streamLimit.js';

/** A client-admin of its own (the demo accounts' streams of other suites never count against it). */
async function consoleUser(t: TestContext) {
  const user = await plainUser(t, 3);
  await t.db.query('UPDATE users SET roles = ARRAY[14] WHERE id = $1', [user.id]);
  await t.db.query('UPDATE client_users SET is_admin = true WHERE user_id = $1 AND client_id = 3', [user.id]);
  return user;
}

/** Opens a stream, trying again while the platform has not yet seen a closed one go (up to 3 s). */
async function openOnceFreed(url: string, token: string): Promise<SseStream> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const stream = await openSse(url, token);
    if (stream.status !== 429 || Date.now() > deadline) return stream;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDb('incidents: live streams per account', (ctx) => {
  it(`an account holds at most ${MAX_STREAMS_PER_USER} streams: the next answers 429 TOO_MANY_STREAMS, others still get theirs, a closed one frees its place`, async () => {
    const t = ctx();
    const url = `${t.platform.url}/backoffice/incidents/events`;
    const user = await consoleUser(t);
    const held: SseStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) held.push(await openSse(url, user.token));
      expect(held.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));

      const refused = await openSse(url, user.token);
      expect(refused.status).toBe(429);
      expect(refused.refusal).toEqual({
        error: 'Too Many Requests',
        errorCode: 'TOO_MANY_STREAMS',
        errorMessage: `At most ${MAX_STREAMS_PER_USER} live incident streams can be open at once for one account: close one (another tab or window) and try again.`,
        maxStreams: MAX_STREAMS_PER_USER,
      });

      const other = await openSse(url, await t.tokenOf('clientadmin'));
      expect(other.status).toBe(200);
      other.close();

      // an abrupt disconnect (the subscriber aborts, nothing said) gives the place back
      held.shift()!.close();
      const again = await openOnceFreed(url, user.token);
      expect(again.status).toBe(200);
      held.push(again);
      expect((await openSse(url, user.token)).status).toBe(429);
    } finally {
      held.forEach((stream) => stream.close());
    }
  });

  it('a stream the platform ends (the account deactivated) frees its place too', async () => {
    const t = ctx();
    const url = `${t.platform.url}/backoffice/incidents/events`;
    const user = await consoleUser(t);
    const held: SseStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) held.push(await openSse(url, user.token));
      await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
      await incidentIn(t, 3);
      await Promise.all(held.map((stream) => stream.ended));
      await t.db.query('UPDATE users SET is_active = true WHERE id = $1', [user.id]);
      const again = await openOnceFreed(url, user.token);
      expect(again.status).toBe(200);
      held.push(again);
    } finally {
      held.forEach((stream) => stream.close());
    }
  });
});
