type Role = 'ADMIN' | 'CLIENT_ADMIN' | 'MULTI_CLIENT_ADMIN' | 'ORGANIZATION_ADMIN' | 'USER' | '%future added value';

/** The viewer's roles as the role-gated controls of the client area read them. */
export function viewerRoles(roles: readonly Role[] | null | undefined) {
  const has = (role: Role) => roles?.includes(role) ?? false;
  const isAdmin = has('ADMIN');
  const isMultiClientAdmin = has('MULTI_CLIENT_ADMIN');
  const isOrganizationAdmin = has('ORGANIZATION_ADMIN');
  return {
    isAdmin,
    isMultiClientAdmin,
    isOrganizationAdmin,
    /** A client-admin and nothing wider: may not remove multi-client admins from a client. */
    isOnlyClientAdmin: has('CLIENT_ADMIN') && !isAdmin && !isMultiClientAdmin && !isOrganizationAdmin,
  };
}
