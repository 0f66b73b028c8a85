import { toGlobalId } from '../../ids.js';

/** `Organization` of the contract: GET /backoffice/organizations/{id}, the rows of GET /backoffice/organizations. */
export interface RestOrganization {
  id: number;
  name: string;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  registrationNumber?: string | null;
  description?: string | null;
  createdAt: string;
  userCount?: number;
  clientCount?: number;
  displayed?: boolean;
  permissions?: Partial<OrganizationPermissions>;
}

/** A row of GET /backoffice/organizations/search (the organization picker). */
export interface RestOrganizationSearchRow {
  id: number;
  name: string;
}

interface OrganizationPermissions {
  edit: boolean;
  delete: boolean;
  manageUsers: boolean;
  manageClients: boolean;
  saveSaml: boolean;
  changeDisplay: boolean;
}

const PERMISSIONS: (keyof OrganizationPermissions)[] = [
  'edit',
  'delete',
  'manageUsers',
  'manageClients',
  'saveSaml',
  'changeDisplay',
];

/** Fields a partial source (a client's or user's organization, a picker row) lacks: read from GET /organizations/{id}. */
export const ORGANIZATION_RECORD_FIELDS = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'registrationNumber',
  'description',
  'createdAt',
  'userCount',
  'clientCount',
  'displayed',
  'viewerCan',
] as const;

/**
 * An Organization as resolvers see it. A field that is undefined is not in the record the source was made
 * from (a client row names only id and name, a user row maybe only the id); it loads from the detail.
 */
export type OrganizationSource = {
  __typename: 'Organization';
  id: string;
  restId: string;
  /** undefined (or empty) when the row carried only the id: read from the detail then. */
  name: string | undefined;
  /** The client whose row named the organization, when one did (kept for the rows that set it). */
  clientRestId?: string;
} & { [F in (typeof ORGANIZATION_RECORD_FIELDS)[number]]?: unknown };

/** The organization a client (or user) row names: id and maybe name; the rest loads on demand. */
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

/** A picker row (GET /organizations/search) or an id alone: the other fields load on demand. */
export function toOrganizationFromSearch(row: { id: number | string; name?: string }): OrganizationSource {
  return {
    __typename: 'Organization',
    id: toGlobalId('Organization', row.id),
    restId: String(row.id),
    name: row.name,
  };
}

/** A list row or the detail: every field. */
export function toOrganizationFromRecord(organization: RestOrganization): OrganizationSource {
  return {
    __typename: 'Organization',
    id: toGlobalId('Organization', organization.id),
    restId: String(organization.id),
    name: organization.name,
    contactName: organization.contactName ?? null,
    contactEmail: organization.contactEmail ?? null,
    contactPhone: organization.contactPhone ?? null,
    registrationNumber: organization.registrationNumber ?? null,
    description: organization.description ?? null,
    createdAt: organization.createdAt,
    userCount: organization.userCount ?? 0,
    clientCount: organization.clientCount ?? 0,
    displayed: organization.displayed ?? true,
    viewerCan: Object.fromEntries(
      PERMISSIONS.map((permission) => [permission, organization.permissions?.[permission] ?? false]),
    ),
  };
}

export interface OrganizationInput {
  name: string;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  registrationNumber?: string | null;
  description?: string | null;
}

/** OrganizationInput → the body of POST/PUT /backoffice/organizations (the same field names on both sides). */
export function toOrganizationBody(input: OrganizationInput) {
  return {
    name: input.name,
    contactName: input.contactName ?? null,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    registrationNumber: input.registrationNumber ?? null,
    description: input.description ?? null,
  };
}

const SORT_BY_ORDER_FIELD: Record<string, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  USER_COUNT: 'userCount',
  CLIENT_COUNT: 'clientCount',
  EMAIL: 'email',
};

/** OrganizationOrder / OrganizationUserOrder → sort/order of the list; none keeps the platform's default. */
export function organizationSort(orderBy: { field: string; direction: 'ASC' | 'DESC' } | null | undefined) {
  if (!orderBy) return {};
  return {
    sort: SORT_BY_ORDER_FIELD[orderBy.field],
    order: orderBy.direction === 'ASC' ? ('asc' as const) : ('desc' as const),
  };
}
