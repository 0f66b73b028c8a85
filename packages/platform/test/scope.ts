import { expect } from 'vitest';
import type { Queryable } from '../src/db/types.js';
import type { DemoAccount } from '../src/seed/demoAccounts.js';
import { tenantsOf } from './expected.js';

export type Kind = 'client' | 'user' | 'network' | 'device' | 'document';

/** Ids of that kind outside the account's tenants, by direct SQL (independent of src/policy). */
const OUTSIDE: Record<Kind, string> = {
  client: 'SELECT id FROM clients WHERE id = ANY($1::int[]) AND NOT id = ANY($2::int[])',
  user: `SELECT id FROM users WHERE id = ANY($1::int[])
           AND id NOT IN (SELECT user_id FROM client_users WHERE client_id = ANY($2::int[]))
           AND NOT coalesce(organization_id = ANY($3::int[]), false)`,
  network: 'SELECT id FROM networks WHERE id = ANY($1::int[]) AND NOT coalesce(client_id = ANY($2::int[]), false)',
  device: 'SELECT id FROM devices WHERE id = ANY($1::int[]) AND NOT coalesce(client_id = ANY($2::int[]), false)',
  document: `SELECT d.id FROM documents d WHERE d.id = ANY($1::int[])
        AND EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = d.id)
        AND NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = d.id AND dc.client_id = ANY($2::int[]))`,
};

/** Fails when any id belongs to another tenant than the account's. */
export async function expectOnlyOwnTenant(db: Queryable, key: DemoAccount['key'], kind: Kind, ids: number[]) {
  const tenants = await tenantsOf(db, key);
  if (!tenants || !ids.length) return;
  const params = kind === 'user' ? [ids, tenants.clientIds, tenants.orgIds] : [ids, tenants.clientIds];
  const leaked = await db.query<{ id: number }>(OUTSIDE[kind], params);
  expect(
    leaked.map((r) => r.id),
    `${key} got ${kind} ids of another tenant`,
  ).toEqual([]);
}
