import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { api, type Key } from '../networks/networksTestKit.js';

export {
  api,
  KEYS,
  lastLogId,
  logsSince,
  membersOf,
  networkIn,
  OTHER_CLIENT,
  OWN_CLIENT,
} from '../networks/networksTestKit.js';

let seq = 0;
/** A DALM id no other test uses. */
export const freshDalmId = () =>
  `T${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A valid DALM form for a client. */
export const dalmBody = (clientOwnerId: number | null, extra: Record<string, unknown> = {}) => ({
  name: `Dialer ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Front door',
  location: 'Drottninggatan 1, Stockholm',
  lat: 59.33,
  lng: 18.06,
  dalmId: freshDalmId(),
  clientOwnerId,
  ...extra,
});

/** A DALM device created by `who` (the admin by default); answers its id. */
export async function dalmIn(
  t: TestContext,
  clientId: number | null,
  extra: Record<string, unknown> = {},
  who: Key = 'admin',
) {
  const res = await api(t, who, 'POST', '/devices', dalmBody(clientId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

export const PLAIN_PASSWORD = 'Plain-user-pass-1';

/** A signed-in plain user (role 0) of client 2. */
export async function plainUserToken(t: TestContext): Promise<string> {
  const admin = await t.tokenOf('admin');
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const created = await t.request('POST', '/backoffice/users', {
    token: admin,
    body: {
      email: `plain-dev-${stamp}@example.com`,
      username: `plaindev${stamp}`,
      firstName: 'Plain',
      lastName: 'Person',
      roles: [0],
      language: 'en',
      clientId: 2,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await t.request('PUT', `/backoffice/users/${created.body.id}/reset-password`, {
    token: admin,
    body: { password: PLAIN_PASSWORD },
  });
  const token = (await t.login(created.body.email, PLAIN_PASSWORD)).body.accessToken;
  expect(token).toBeTruthy();
  return token;
}
