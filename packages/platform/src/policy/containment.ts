import type { Queryable } from '../db/types.js';
import { Role } from './roles.js';
import type { Scope } from './scope.js';

/**
 * Everything a user's account can reach: the clients it belongs to, administers, has networks or
 * devices in, and the organizations it administers. `platform` when it reaches what no tenant owns (it
 * is an admin, or is in a network or owns a device without a client): only admins contain such a user.
 */
export interface UserReach {
  clientIds: number[];
  organizationIds: number[];
  platform: boolean;
}

/** Why a user's account is read-only for a caller who can see it (null: it is not). */
export type ReadOnlyReason = 'DEACTIVATED' | 'HIGHER_ROLE' | 'REACH_OUTSIDE_SCOPE';

const REACH_SQL = `
  SELECT u.id,
         ${Role.admin} = ANY(u.roles)
           OR EXISTS (SELECT 1 FROM network_members nm JOIN networks n ON n.id = nm.network_id
                       WHERE nm.user_id = u.id AND n.client_id IS NULL)
           OR EXISTS (SELECT 1 FROM devices d WHERE d.owner_user_id = u.id AND d.client_id IS NULL) AS platform,
         CASE WHEN ${Role.organizationAdmin} = ANY(u.roles) AND u.organization_id IS NOT NULL
              THEN ARRAY[u.organization_id] ELSE '{}'::int[] END AS organization_ids,
         ARRAY(SELECT cu.client_id FROM client_users cu WHERE cu.user_id = u.id
               UNION SELECT u.client_id WHERE u.client_id IS NOT NULL
               UNION SELECT n.client_id FROM network_members nm JOIN networks n ON n.id = nm.network_id
                      WHERE nm.user_id = u.id AND n.client_id IS NOT NULL
               UNION SELECT d.client_id FROM devices d WHERE d.owner_user_id = u.id AND d.client_id IS NOT NULL
               ORDER BY 1) AS client_ids
    FROM users u WHERE u.id = ANY($1::int[])`;

/** The reach of each user of `userIds` (one query); a missing id reaches nothing. */
export async function reachOf(db: Queryable, userIds: number[]): Promise<Map<number, UserReach>> {
  const rows = userIds.length
    ? await db.query<{ id: number; platform: boolean; organization_ids: number[]; client_ids: number[] }>(REACH_SQL, [
        userIds,
      ])
    : [];
  return new Map(
    rows.map((r) => [r.id, { clientIds: r.client_ids, organizationIds: r.organization_ids, platform: r.platform }]),
  );
}

/** The reach of one user. */
export async function reachOfUser(db: Queryable, userId: number): Promise<UserReach> {
  return (await reachOf(db, [userId])).get(userId) ?? { clientIds: [], organizationIds: [], platform: false };
}

/**
 * Containment: everything the user can reach lies inside the scope. An actor may act on a user's account
 * (profile, e-mail, password, two-factor, roles, single sign-on, delete) only then, and an organization's
 * identity provider signs in only users contained in that organization.
 */
export function isContained(scope: Scope, reach: UserReach): boolean {
  if (scope.all) return true;
  return (
    !reach.platform &&
    reach.clientIds.every((id) => scope.clientIds.includes(id)) &&
    reach.organizationIds.every((id) => scope.organizationIds.includes(id))
  );
}

/** An organization as a scope: its clients and itself (what its organization-admins see). */
export async function organizationScope(db: Queryable, organizationId: number): Promise<Scope> {
  const rows = await db.query<{ id: number }>('SELECT id FROM clients WHERE organization_id = $1 ORDER BY id', [
    organizationId,
  ]);
  return { all: false, clientIds: rows.map((r) => r.id), organizationIds: [organizationId] };
}
