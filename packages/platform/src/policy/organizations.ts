import { Role, hasAnyRole, isAdmin, type Caller } from './roles.js';

/** What the caller may do with one organization it can see; the `permissions` object of the Organization answer. */
export interface OrganizationPermissions {
  edit: boolean;
  delete: boolean;
  manageUsers: boolean;
  manageClients: boolean;
  saveSaml: boolean;
  changeDisplay: boolean;
}

/** Section 6: only admins add organizations. */
export const canAddOrganization = (caller: Caller) => isAdmin(caller);

/** Show/hide is an organization-admin's personal choice (section 2: "saves display settings"). */
export const canChangeOrganizationDisplay = (caller: Caller) => hasAnyRole(caller, Role.organizationAdmin);

/**
 * Section 6: an organization-admin edits, deletes and manages its own organization (users.organization_id);
 * admins every one. Everyone else reads.
 */
export const canManageOrganization = (caller: Caller, organizationId: number) =>
  isAdmin(caller) || (hasAnyRole(caller, Role.organizationAdmin) && caller.organizationIds.includes(organizationId));

/** Creating a client inside an organization: admins any, an organization-admin its own. */
export const canCreateClientIn = (caller: Caller, organizationId: number | null) =>
  isAdmin(caller) || (organizationId !== null && canManageOrganization(caller, organizationId));

/** The permissions of an organization in the caller's scope (outside it, the organization does not exist). */
export function organizationPermissions(caller: Caller, organizationId: number): OrganizationPermissions {
  const manage = canManageOrganization(caller, organizationId);
  return {
    edit: manage,
    delete: manage,
    manageUsers: manage,
    manageClients: manage,
    saveSaml: manage,
    changeDisplay: canChangeOrganizationDisplay(caller),
  };
}
