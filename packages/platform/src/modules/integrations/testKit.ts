import type { TestContext } from '../../../test/harness.js';

/** A valid manitou integration body (the SIA codes left to their defaults). */
export const manitouBody = (extra: Record<string, unknown> = {}) => ({
  kind: 'manitou',
  ip: '192.0.2.10',
  port: 9000,
  description: 'Larmcentral Stockholm',
  settings: { line: '1', uid: '1234' },
  ...extra,
});

/** A network of that client (the first active one the seed made), or a new one without a client. */
export async function networkOf(t: TestContext, clientId: number | null): Promise<number> {
  if (clientId === null) {
    const rows = await t.db.query<{ id: number }>(
      "INSERT INTO networks (client_id, name, type) VALUES (NULL, 'Integrations no-client net', 'private') RETURNING id",
    );
    return rows[0]!.id;
  }
  const rows = await t.db.query<{ id: number }>(
    "SELECT id FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT 1",
    [clientId],
  );
  if (!rows[0]) throw new Error(`no network of client ${clientId}`);
  return rows[0].id;
}

export async function api(t: TestContext, method: string, path: string, who: string, body?: unknown) {
  return t.request(method, `/v2${path}`, { token: who, body });
}
