import type { Queryable } from '../db/types.js';

/** Whether the schema has this column (a test seeds a schema older than the later migrations). */
async function hasColumn(q: Queryable, table: string, column: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return rows.length > 0;
}

/**
 * The networks area's second part, over the core and the bulk rows alike (set-based, so the scale seed
 * stays fast): owners, relays and documents shared with networks.
 *
 * - Owner: every network with a client gets one where one fits: among its members who are active members
 *   of that client, an admin member first, then the earliest; that member becomes `is_owner` (and admin).
 * - Relays: one per device with relays and network it is in, enabled as the device's relays are (the
 *   trigger of migration 015 makes them for ordinary writes; the bulk load runs with triggers off).
 * - Documents: each client's document is shared with every other network of that client; the two
 *   shared documents (console manual, privacy policy) with a few networks.
 */
export async function seedNetworkExtras(q: Queryable, input: { now: number; coreNetworks: number }): Promise<void> {
  const now = new Date(input.now).toISOString();
  if (await hasColumn(q, 'network_members', 'is_owner')) {
    await q.query(
      `UPDATE networks n SET owner_id = o.user_id
         FROM (SELECT DISTINCT ON (nm.network_id) nm.network_id, nm.user_id
                 FROM network_members nm
                 JOIN networks nw ON nw.id = nm.network_id
                 JOIN client_users cu ON cu.client_id = nw.client_id AND cu.user_id = nm.user_id
                 JOIN users u ON u.id = nm.user_id
                WHERE nw.owner_id IS NULL AND u.is_active AND u.deactivated_at IS NULL
                ORDER BY nm.network_id, nm.is_admin DESC, nm.added_at, nm.user_id) o
        WHERE n.id = o.network_id`,
    );
    await q.query(
      `UPDATE network_members nm SET is_owner = true, is_admin = true
         FROM networks n WHERE n.id = nm.network_id AND n.owner_id = nm.user_id AND NOT nm.is_owner`,
    );
  }
  if (await hasColumn(q, 'relays', 'enabled')) {
    await q.query(
      `INSERT INTO relays (device_id, network_id, enabled, created_at)
       SELECT nd.device_id, nd.network_id, coalesce(d.relays_enabled, true), nd.added_at
         FROM network_devices nd JOIN devices d ON d.id = nd.device_id
        WHERE d.relays_count > 0
       ON CONFLICT (device_id, network_id) DO UPDATE SET enabled = EXCLUDED.enabled, created_at = EXCLUDED.created_at`,
    );
  }
  if (await hasColumn(q, 'document_networks', 'network_id')) {
    await q.query(
      `INSERT INTO document_networks (document_id, network_id, added_at)
       SELECT d.id, n.id, least($2::timestamptz, greatest(d.created_at, n.created_at) + interval '1 day')
         FROM documents d JOIN document_clients dc ON dc.document_id = d.id JOIN networks n ON n.client_id = dc.client_id
        WHERE n.id <= $1 AND n.id % 2 = 0
       UNION ALL
       SELECT d.id, n.id, least($2::timestamptz, greatest(d.created_at, n.created_at) + interval '2 days')
         FROM documents d JOIN networks n ON n.id <= $1 AND n.id % 5 = 1
        WHERE NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = d.id) AND NOT d.release_notes
       ON CONFLICT DO NOTHING`,
      [input.coreNetworks, now],
    );
  }
}
