import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
import type { Scope } from './scope.js';

/** What the caller may do with one device; the `permissions` object of every device answer. */
export interface DevicePermissions {
  edit: boolean;
  delete: boolean;
}

/** A device is in scope when its client (the client owner) is; a device without a client is an admin's only. */
export const isDeviceInScope = (scope: Scope, clientId: number | null) =>
  scope.all || (clientId !== null && scope.clientIds.includes(clientId));

/**
 * Device writes (create, update, delete, networks, relays, press and notification settings, reset, ingest
 * key): every console role that administers clients; plain users never.
 */
export const canWriteDevices = (caller: Caller) =>
  hasAnyRole(caller, Role.admin, Role.organizationAdmin, Role.multiClientAdmin, Role.clientAdmin);

/**
 * A device without a client owner is visible to admins only, so only admins may save one; everyone else
 * names a client of their own (spec 002 section 6: a client-admin must set an owner or client owner).
 */
export const mayLeaveDeviceWithoutClient = (caller: Caller) => isAdmin(caller);

export function devicePermissions(caller: Caller, scope: Scope, clientId: number | null): DevicePermissions {
  const write = isDeviceInScope(scope, clientId) && canWriteDevices(caller);
  return { edit: write, delete: write };
}
