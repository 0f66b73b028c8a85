import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Queryable } from '../../db/types.js';

/** Shared by the users.*.test.ts files (not a test itself). */

let counter = 0;

/** An e-mail no other test uses. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}${counter++}@example.org`;

/** A valid new user for `clientId` (role user unless given). */
export function newUserBody(clientId: number | null, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    email,
    username: email.split('@')[0],
    firstName: 'Test',
    lastName: 'Person',
    roles: [0],
    language: 'sv',
    clientId,
    ...extra,
  };
}

/** What a user write touches; a refused write must leave every figure as it was. */
export async function writeCounts(db: Queryable) {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM client_users) AS memberships,
            (SELECT count(*)::int FROM network_members) AS network_members,
            (SELECT count(*)::int FROM action_logs) AS actions,
            (SELECT count(*)::int FROM refresh_tokens WHERE revoked_at IS NULL) AS live_tokens`,
  );
  return row!;
}

export interface ActionRow {
  id: number;
  action: string;
  user_id: number;
  client_ids: number[];
  organization_id: number | null;
  payload: { before: Record<string, unknown>; after: Record<string, unknown> };
}

export const actionsOf = (db: Queryable, userId: number) =>
  db.query<ActionRow>(
    `SELECT id::int, action, user_id, client_ids, organization_id, payload FROM action_logs
      WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
    [userId],
  );

/** Runs `write` and checks it left exactly one action_logs row for the user, which it returns. */
export async function expectOneAction(db: Queryable, userId: () => number, write: () => Promise<void>) {
  const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM action_logs');
  await write();
  const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM action_logs');
  expect(after!.n - before!.n, 'action_logs rows written').toBe(1);
  const rows = await actionsOf(db, userId());
  return rows[rows.length - 1]!;
}

export const membershipsOf = (db: Queryable, userId: number) =>
  db.query<{ client_id: number; is_admin: boolean }>(
    'SELECT client_id, is_admin FROM client_users WHERE user_id = $1 ORDER BY client_id',
    [userId],
  );

/** The text of an outbox .eml (quoted-printable body and encoded subject decoded). */
export function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '');
  const bytes = (s: string) =>
    Buffer.from(
      s.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return bytes(qp).replace(/=\?UTF-8\?Q\?([^?]*)\?=/g, (_, s: string) => bytes(s.replace(/_/g, ' ')));
}
