export const Role = {
  user: 0,
  admin: 13,
  clientAdmin: 14,
  multiClientAdmin: 16,
  organizationAdmin: 17,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

/** The authenticated user as the policy sees it. */
export interface Caller {
  id: number;
  roles: number[];
  language: string;
  /** Organizations the caller belongs to (users.organization_id). */
  organizationIds: number[];
  /** Clients where the caller is an admin member (client_users.is_admin). */
  clientIds: number[];
}

/** A role check passes if any wanted role is held. */
export function hasAnyRole(caller: Pick<Caller, 'roles'>, ...wanted: number[]): boolean {
  return caller.roles.some((r) => wanted.includes(r));
}

export const isAdmin = (caller: Pick<Caller, 'roles'>) => hasAnyRole(caller, Role.admin);
