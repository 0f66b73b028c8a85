import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { api, type Key } from '../networks/networksTestKit.js';

export {
  api,
  KEYS,
  lastLogId,
  logsSince,
  membersOf,
  OTHER_CLIENT,
  OWN_CLIENT,
  type Key,
} from '../networks/networksTestKit.js';

let counter = 0;
/** A serial no other test (nor the seed) uses. */
export const newSerial = (prefix: string) =>
  `${prefix}-T${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A valid hub, button or sensor form for a client. */
export const deviceBody = (
  type: 'hub' | 'button' | 'sensor',
  clientId: number | null,
  extra: Record<string, unknown> = {},
) => ({
  ...(type === 'sensor' ? {} : { type }),
  serialNumber: newSerial(type === 'hub' ? 'TH' : type === 'button' ? 'TB' : 'TS'),
  name: `${type} ${Math.random().toString(36).slice(2, 8)}`,
  clientId,
  userId: null,
  location: 'Drottninggatan 1, Stockholm',
  lat: 59.33,
  lng: 18.06,
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  ...extra,
});

const BASE = { hub: '/flic-hub', button: '/flic-hub', sensor: '/collactivate' } as const;

/** A device created through the API (the admin unless `who`); answers its body. */
export async function deviceIn(
  t: TestContext,
  type: 'hub' | 'button' | 'sensor',
  clientId: number | null,
  extra: Record<string, unknown> = {},
  who: Key = 'admin',
) {
  const res = await api(t, who, 'POST', BASE[type], deviceBody(type, clientId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; serialNumber: string; [k: string]: any };
}

/** A network of the client that is not deleted, by direct SQL. */
export async function networkOf(t: TestContext, clientId: number, n = 1): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT id FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT $2`,
    [clientId, n],
  );
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

export const pressBlock = (extra: Record<string, unknown> = {}) => ({
  usePolicySettings: false,
  useHubSettings: false,
  alertType: 'SOS_Emergency',
  selectedNetworks: [],
  title: 'Help',
  description: 'Pressed',
  sound: 'alarm',
  ...extra,
});
