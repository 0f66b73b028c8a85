import { toGlobalId } from '../../ids.js';

/**
 * An Organization as the client rows name it (organizationId, organizationName). The contract has no
 * GET /organizations/{id}, so there is no other source, and node() cannot fetch an Organization.
 */
export interface OrganizationSource {
  __typename: 'Organization';
  id: string;
  restId: string;
  /** undefined when the row carried only the id (client picker): read from the client then. */
  name: string | undefined;
  clientRestId: string;
}

export function toOrganization(
  organizationId: number | string | null | undefined,
  organizationName: string | null | undefined,
  clientRestId: string,
): OrganizationSource | null {
  if (organizationId === null || organizationId === undefined) return null;
  return {
    __typename: 'Organization',
    id: toGlobalId('Organization', organizationId),
    restId: String(organizationId),
    name: organizationName ?? undefined,
    clientRestId,
  };
}
