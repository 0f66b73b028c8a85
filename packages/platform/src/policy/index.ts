import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/errors.js';
import { hasAnyRole, type Caller } from './roles.js';

export { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';
export { scopeOf, SqlFilter, type Scope } from './scope.js';
export {
  isContained,
  organizationScope,
  reachOf,
  reachOfUser,
  type ReadOnlyReason,
  type UserReach,
} from './containment.js';

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/** preHandler: the caller must hold at least one of the roles. */
export function requireRole(...roles: number[]) {
  return async (request: FastifyRequest) => {
    if (!hasAnyRole(callerOf(request), ...roles)) throw forbidden();
  };
}

/** Back-office roles: every console role, not plain users. */
export const CONSOLE_ROLES = [13, 14, 16, 17];

export {
  canAddClient,
  canChangeClientDisplay,
  canChangeClientOrganization,
  clientPermissions,
  isClientInScope,
  memberChangeRefusal,
  samlRefusal,
  type ClientFacts,
  type ClientPermissions,
  type MemberFacts,
} from './clients.js';

export { FILTER_KINDS, filtersOutsideScope, registerFilterScope } from './filters.js';

export {
  ALL_ROLES,
  assignableRoles,
  canChangeSubscription,
  canChangeUserClients,
  canDeleteUser,
  canEditUser,
  canGiveRole,
  canResetPassword,
  canViewUserDevices,
  holdsOnlyGivableRoles,
  userPermissions,
  userReadOnlyReason,
  type UserFacts,
  type UserPermissions,
} from './users.js';

export {
  canDeleteNetwork,
  isNetworkInScope,
  mayLeaveNetworkWithoutClient,
  networkPermissions,
  type NetworkPermissions,
} from './networks.js';

export {
  canWriteDevices,
  devicePermissions,
  isDeviceInScope,
  mayLeaveDeviceWithoutClient,
  type DevicePermissions,
} from './devices.js';

export * from './documents.js';
