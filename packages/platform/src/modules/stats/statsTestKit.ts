import type { TestContext } from '../../../test/harness.js';

/**
 * A fresh client with two networks, five incidents and three users' subscriptions at known Stockholm
 * times (March and April 2026, across the switch to summer time on 29 March), for exact figures.
 */
export async function statsFixture(t: TestContext) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const [client] = await t.db.query<{ id: number }>(`INSERT INTO clients (name) VALUES ($1) RETURNING id`, [
    `Stats fixture ${stamp}`,
  ]);
  const clientId = client!.id;
  const network = async (name: string) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO networks (client_id, name, type) VALUES ($1, $2, 'private') RETURNING id`,
        [clientId, name],
      )
    )[0]!.id;
  const busy = await network(`Busy ${stamp}`);
  const quiet = await network(`Quiet ${stamp}`);
  const incidents: [string, string, number, string, number | null, number | null][] = [
    // kind, status, network, created (UTC), seconds to confirmed, seconds to finalized
    ['Emergency Alert', 'finalized', busy, '2026-03-02T06:30:00Z', 60, 600], // Mon 07:30 CET
    ['Emergency Alert', 'confirmed', busy, '2026-03-02T07:00:00Z', 120, null], // Mon 08:00 CET
    ['Emergency Alert', 'finalized', busy, '2026-03-30T06:30:00Z', 300, 1200], // Mon 08:30 CEST
    ['Emergency Alert', 'confirm', busy, '2026-04-05T10:00:00Z', null, null], // Sun 12:00 CEST
    ['Panic Alert', 'pending', quiet, '2026-03-31T22:30:00Z', null, null], // Wed 1 April 00:30 CEST
  ];
  for (const [kind, status, networkId, created, confirmed, finalized] of incidents) {
    await t.db.query(
      `INSERT INTO incidents (kind, status, network_id, client_id, name, created_at, confirmed_at, finalized_at)
       VALUES ($1, $2, $3, $4, 'Fixture', $5::timestamptz,
               $5::timestamptz + make_interval(secs => $6), $5::timestamptz + make_interval(secs => $7))`,
      [kind, status, networkId, clientId, created, confirmed, finalized],
    );
  }
  const user = async (member: boolean) => {
    const [u] = await t.db.query<{ id: number }>(`INSERT INTO users (email, username) VALUES ($1, $1) RETURNING id`, [
      `stats-${stamp}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    ]);
    if (member) await t.db.query(`INSERT INTO client_users (client_id, user_id) VALUES ($1, $2)`, [clientId, u!.id]);
    return u!.id;
  };
  const history = (userId: number, tier: string, created: string, unsubscribed: string | null = null) =>
    t.db.query(
      `INSERT INTO subscription_history (user_id, subscription, platform, created_at, unsubscribed_at)
       VALUES ($1, $2, 'ios', $3, $4)`,
      [userId, tier, created, unsubscribed],
    );
  const switcher = await user(true);
  await history(switcher, 'mini', '2026-02-10T12:00:00Z');
  await history(switcher, 'maxi', '2026-03-15T12:00:00Z');
  const leaver = await user(true);
  await history(leaver, 'mini', '2026-03-05T12:00:00Z', '2026-04-10T12:00:00Z');
  const outsider = await user(false);
  await history(outsider, 'mega', '2026-03-01T12:00:00Z');
  return { clientId, busy, quiet };
}
