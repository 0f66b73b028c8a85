import { canWriteDevices, mayLeaveDeviceWithoutClient } from './devices.js';
import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
import type { Scope } from './scope.js';

/** What the caller may do with one client; the `permissions` object of the Client answer. */
export interface ClientPermissions {
  delete: boolean;
  edit: boolean;
  addExistingUsers: boolean;
  addExistingNetworks: boolean;
  /** Move devices of the caller's other clients (an admin's: any device) into this client. */
  addExistingDevices: boolean;
  /** Take a device out of the client, leaving it without one: what only an admin may save. */
  removeDevices: boolean;
  saveSaml: boolean;
  changeDisplay: boolean;
}

export interface ClientFacts {
  id: number;
  organizationId: number | null;
}

/** A client member as the removal rules see it. */
export interface MemberFacts {
  memberType: 'owner' | 'other';
  roles: number[];
}

export const isClientInScope = (scope: Scope, clientId: number) => scope.all || scope.clientIds.includes(clientId);

export const canAddClient = (caller: Caller) => isAdmin(caller);

/** Only admins move a client to another organization (or create one in any organization). */
export const canChangeClientOrganization = (caller: Caller) => isAdmin(caller);

/** Show/hide is a multi-client-admin's personal choice. */
export const canChangeClientDisplay = (caller: Caller) => hasAnyRole(caller, Role.multiClientAdmin);

/** Section 6: every capability needs the client in the caller's scope ("own list") first. */
export function clientPermissions(caller: Caller, scope: Scope, client: ClientFacts): ClientPermissions {
  const own = isClientInScope(scope, client.id);
  return {
    delete: own,
    edit: own,
    addExistingUsers: own && hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin),
    addExistingNetworks: own && isAdmin(caller),
    addExistingDevices: own && canWriteDevices(caller),
    removeDevices: own && canWriteDevices(caller) && mayLeaveDeviceWithoutClient(caller),
    saveSaml: own && samlRefusal(caller, client) === null,
    changeDisplay: own && canChangeClientDisplay(caller),
  };
}

/** Why the caller may not save the client's SAML settings: its role, or a client without organization. */
export function samlRefusal(caller: Caller, client: ClientFacts): 'FORBIDDEN' | 'NO_ORGANIZATION' | null {
  if (!hasAnyRole(caller, Role.admin, Role.organizationAdmin)) return 'FORBIDDEN';
  return client.organizationId === null ? 'NO_ORGANIZATION' : null;
}

/** A caller whose only console role over the client is client-admin. */
const isOnlyClientAdmin = (caller: Caller) =>
  hasAnyRole(caller, Role.clientAdmin) &&
  !hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin);

/**
 * Why the member may not be removed (or demoted), or null when it may. The owner stays; a
 * client-admin cannot take a multi-client admin out of the client.
 */
export function memberChangeRefusal(
  caller: Caller,
  member: MemberFacts,
  change: 'remove' | 'demote',
): 'OWNER' | 'FORBIDDEN' | null {
  if (change === 'remove' && member.memberType === 'owner') return 'OWNER';
  if (isOnlyClientAdmin(caller) && member.roles.includes(Role.multiClientAdmin)) return 'FORBIDDEN';
  return null;
}
