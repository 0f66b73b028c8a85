import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
import type { Scope } from './scope.js';

/** What the caller may do with one network; the `permissions` object of the Network answer. */
export interface NetworkPermissions {
  edit: boolean;
  delete: boolean;
}

/** A network is in scope when its client is; a network without a client is an admin's only. */
export const isNetworkInScope = (scope: Scope, clientId: number | null) =>
  scope.all || (clientId !== null && scope.clientIds.includes(clientId));

/** Section 6: only admins delete networks (the global list's action). */
export const canDeleteNetwork = (caller: Caller) => isAdmin(caller);

/**
 * A network without a client is visible to admins only, so only admins may save one; everyone else
 * names a client of their own (section 6: a client-admin picks among its own clients).
 */
export const mayLeaveNetworkWithoutClient = (caller: Caller) => isAdmin(caller);

export function networkPermissions(caller: Caller, scope: Scope, clientId: number | null): NetworkPermissions {
  const own = isNetworkInScope(scope, clientId);
  return {
    edit: own && hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin),
    delete: own && canDeleteNetwork(caller),
  };
}
