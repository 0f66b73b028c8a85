import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { demoAccount } from '../../testing.js';

export type Key = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin' | 'plain';
/** The demo accounts (orgadmin's language is Swedish) and a plain user of client 2 whose language is Spanish. */
export const KEYS: Key[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin', 'plain'];

const PASSWORD = 'Help-test-pass-1';
let serial = 0;
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

const plainTokens = new WeakMap<TestContext, Promise<string>>();

/** A plain user (role 0) of client 2, Spanish, created once per suite. */
function plainToken(t: TestContext): Promise<string> {
  let token = plainTokens.get(t);
  if (!token) {
    token = (async () => {
      const u = unique();
      const created = await api(t, 'admin', 'POST', '/users', {
        email: `help-${u}@example.com`,
        username: `help${u}`,
        firstName: 'Plain',
        lastName: `Reader ${u}`,
        roles: [0],
        language: 'es',
        clientId: 2,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await api(t, 'admin', 'PUT', `/users/${created.body.id}/reset-password`, { password: PASSWORD });
      const login = await t.login(created.body.email, PASSWORD);
      expect(login.status).toBe(200);
      return login.body.accessToken as string;
    })();
    plainTokens.set(t, token);
  }
  return token;
}

export async function api(t: TestContext, who: Key, method: string, path: string, body?: unknown) {
  const token = who === 'plain' ? await plainToken(t) : await t.tokenOf(who);
  return t.request(method, `/backoffice${path}`, { token, body });
}

export const lastLogId = async (t: TestContext) =>
  Number((await t.db.query<{ n: string }>('SELECT coalesce(max(id), 0)::text AS n FROM action_logs'))[0]!.n);

export const logsSince = (t: TestContext, id: number) =>
  t.db.query<{ entity_type: string; entity_id: number; action: string; user_id: number; payload: any }>(
    `SELECT entity_type, entity_id, action, user_id, payload FROM action_logs WHERE id > $1 ORDER BY id`,
    [id],
  );

export const adminId = async (t: TestContext) =>
  (await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [demoAccount('admin').email]))[0]!.id;

/** A help-center document row as the documents module leaves it (stored or not). */
export async function insertHelpDocument(
  t: TestContext,
  d: { name: string; section: string; lang: string; type?: string; ready?: boolean; createdAt?: string },
) {
  const key = `help-${unique()}.pdf`;
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO documents (name, type, lang, section, filename, extension, size, content_type, storage_key,
                            stored_at, created_at)
     VALUES ($1, $2, $3, $4, $1 || '.pdf', 'pdf', 1234, 'application/pdf', $5,
             CASE WHEN $6 THEN now() END, coalesce($7::timestamptz, now()))
     RETURNING id`,
    [d.name, d.type ?? 'public', d.lang, d.section, key, d.ready ?? true, d.createdAt ?? null],
  );
  return rows[0]!.id;
}
