import type { ReadOnlyReason } from './containment.js';
import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';

/**
 * Who may do what with a user (spec section 6, docs/rest-contract.md "Backoffice: users"). Scope (is
 * the user visible at all) is decided before these rules: a user outside the scope answers 404.
 */
export interface UserPermissions {
  edit: boolean;
  delete: boolean;
  /** Roles the caller may give this user; empty when the user's role is read-only for the caller. */
  assignableRoles: number[];
  changeSubscription: boolean;
  changeClients: boolean;
  resetPassword: boolean;
  viewDevices: boolean;
  /** Why the account is read-only for the caller; null when `edit` is true. */
  readOnlyReason: ReadOnlyReason | null;
}

export interface UserFacts {
  id: number;
  roles: number[];
  samlEnabled: boolean;
  deactivated: boolean;
  /** Everything the user can reach lies inside the caller's scope (policy/containment.ts). */
  contained: boolean;
}

/** The roles in the order forms offer them. */
export const ALL_ROLES = [Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin, Role.user];

/**
 * Roles the caller may give: admin any of the five; organization-admin multi-client-admin, client-admin,
 * user; multi-client-admin and client-admin: client-admin or user. Several roles: the union.
 */
export function assignableRoles(caller: Pick<Caller, 'roles'>): number[] {
  const out = new Set<number>();
  if (isAdmin(caller)) ALL_ROLES.forEach((r) => out.add(r));
  if (hasAnyRole(caller, Role.organizationAdmin))
    [Role.multiClientAdmin, Role.clientAdmin, Role.user].forEach((r) => out.add(r));
  if (hasAnyRole(caller, Role.multiClientAdmin, Role.clientAdmin))
    [Role.clientAdmin, Role.user].forEach((r) => out.add(r));
  return ALL_ROLES.filter((r) => out.has(r));
}

export const canGiveRole = (caller: Pick<Caller, 'roles'>, role: number) => assignableRoles(caller).includes(role);

/** Whether the caller may give every role the user holds (so it may touch the user's role at all). */
export const holdsOnlyGivableRoles = (caller: Pick<Caller, 'roles'>, roles: number[]) =>
  roles.every((r) => canGiveRole(caller, r));

/**
 * Why the caller may not act on the user's account, or null when it may. In scope (checked before), not
 * deleted, and either the caller itself or a user (a) whose every role the caller may give, which keeps a
 * client-admin from editing an organization-admin or admin who happens to be a member of its client, and
 * (b) who reaches nothing outside the caller's scope, which keeps an organization-admin from taking over a
 * consultant who also administers another organization's clients (containment).
 */
export function userReadOnlyReason(caller: Caller, user: UserFacts): ReadOnlyReason | null {
  if (user.deactivated) return 'DEACTIVATED';
  if (user.id === caller.id) return null;
  if (!holdsOnlyGivableRoles(caller, user.roles)) return 'HIGHER_ROLE';
  if (!user.contained) return 'REACH_OUTSIDE_SCOPE';
  return null;
}

/** Acting on the user's account: profile, e-mail, password, two-factor, roles, single sign-on, settings. */
export const canEditUser = (caller: Caller, user: UserFacts) => userReadOnlyReason(caller, user) === null;

/** Delete (soft): admins only, never oneself, not twice. */
export const canDeleteUser = (caller: Caller, user: UserFacts) =>
  isAdmin(caller) && user.id !== caller.id && !user.deactivated;

/** A subscription change on an existing user: admin only. */
export const canChangeSubscription = (caller: Pick<Caller, 'roles'>) => isAdmin(caller);

/** A multi-client-admin's clients on an existing user: admin only. */
export const canChangeUserClients = (caller: Pick<Caller, 'roles'>) => isAdmin(caller);

/** The devices tab (alarm devices the user owns): admin and organization-admin. */
export const canViewUserDevices = (caller: Pick<Caller, 'roles'>) =>
  hasAnyRole(caller, Role.admin, Role.organizationAdmin);

/** Password reset: whoever may edit the user, not for single sign-on users. */
export const canResetPassword = (caller: Caller, user: UserFacts) => canEditUser(caller, user) && !user.samlEnabled;

export function userPermissions(caller: Caller, user: UserFacts): UserPermissions {
  const readOnlyReason = userReadOnlyReason(caller, user);
  const edit = readOnlyReason === null;
  return {
    edit,
    delete: canDeleteUser(caller, user),
    assignableRoles: edit && holdsOnlyGivableRoles(caller, user.roles) ? assignableRoles(caller) : [],
    changeSubscription: edit && canChangeSubscription(caller),
    changeClients: edit && canChangeUserClients(caller),
    resetPassword: canResetPassword(caller, user),
    viewDevices: canViewUserDevices(caller),
    readOnlyReason,
  };
}
