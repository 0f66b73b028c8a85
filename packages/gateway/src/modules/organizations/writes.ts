import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArgs, toGlobalId } from '../../ids.js';
import type { FieldError } from '../../payloads/fieldErrors.js';
import { clientPath } from '../clients/paths.js';
import { userPath } from '../users/loaders.js';
import { organizationPath, organizationSubPath, type RestOrganizationSaml } from './loaders.js';
import {
  toOrganizationBody,
  toOrganizationFromRecord,
  type OrganizationInput,
  type RestOrganization,
} from './organization.js';
import { toOrganizationUser, type RestOrganizationUser } from './tabs.js';

/**
 * Writes to an organization. Each answers the changed node for the payload, read through the request's
 * loaders after the write: what the write answered is primed (no extra call), everything else of the
 * organization (detail, counts, summaries, tabs) is forgotten and read again once when the payload selects it.
 */

/** After a write to `organizationRestId`: forget its memoized reads, prime what the write answered, answer it. */
function organizationAfterWrite(
  ctx: GatewayContext,
  organizationRestId: string | number,
  answered?: { path: string; body: unknown },
) {
  ctx.rest.forget(organizationPath(organizationRestId));
  if (answered?.body) ctx.rest.prime(answered.path, answered.body);
  return ctx.loaders.organizations.byId(String(organizationRestId));
}

export async function createOrganization(ctx: GatewayContext, input: OrganizationInput) {
  const created = await ctx.rest.post<RestOrganization>('/backoffice/organizations', toOrganizationBody(input));
  ctx.rest.prime(organizationPath(created.id), created);
  return toOrganizationFromRecord(created);
}

export async function updateOrganization(ctx: GatewayContext, organizationRestId: number, input: OrganizationInput) {
  const path = organizationPath(organizationRestId);
  const updated = await ctx.rest.put<RestOrganization>(path, toOrganizationBody(input));
  return organizationAfterWrite(ctx, organizationRestId, { path, body: updated });
}

export async function deleteOrganization(ctx: GatewayContext, organizationRestId: number, clients?: string | null) {
  const query = clients ? `?clients=${clients.toLowerCase()}` : '';
  await ctx.rest.delete(`${organizationPath(organizationRestId)}${query}`);
  ctx.rest.forget(organizationPath(organizationRestId));
  return { deletedId: toGlobalId('Organization', organizationRestId) };
}

export async function setOrganizationsDisplay(ctx: GatewayContext, input: { hide: string[]; display: string[] }) {
  const hide = restIdArgs('Organization', input.hide, 'hide');
  const display = restIdArgs('Organization', input.display, 'display');
  await ctx.rest.patch('/backoffice/organizations/display', { hide, display });
  const changed = [...new Set([...hide, ...display])];
  changed.forEach((id) => ctx.rest.forget(organizationPath(id)));
  return {
    organizations: await Promise.all(changed.map((id) => ctx.loaders.organizations.byId(String(id)))),
  };
}

export interface OrganizationSamlInput {
  samlMetadataUrl?: string | null;
  samlEmailDomains: string[];
  samlAllowUserCreation: boolean;
  samlAllowIdpInitiated?: boolean | null;
}

export async function updateSamlSettings(
  ctx: GatewayContext,
  organizationRestId: number,
  input: OrganizationSamlInput,
) {
  const path = organizationSubPath(organizationRestId, 'saml');
  const answer = await ctx.rest.put<RestOrganizationSaml>(path, {
    samlMetadataUrl: input.samlMetadataUrl?.trim() ? input.samlMetadataUrl.trim() : null,
    samlEmailDomains: input.samlEmailDomains,
    samlAllowUserCreation: input.samlAllowUserCreation,
    // left out (older clients): the platform keeps the stored value
    ...(typeof input.samlAllowIdpInitiated === 'boolean' ? { samlAllowIdpInitiated: input.samlAllowIdpInitiated } : {}),
  });
  return organizationAfterWrite(ctx, organizationRestId, { path, body: answer });
}

/**
 * A 409 DOMAIN_CLAIMED `{ domain }` as payload data: an error on the claimed domain's entry
 * (`samlEmailDomains.<index>` of the input, compared trimmed and lower-cased, as the platform stores domains),
 * or on `samlEmailDomains` when the entry cannot be told. Anything else stays an error.
 */
export function domainClaimedOf(error: unknown, domains: readonly string[]): FieldError[] | null {
  if (!(error instanceof GraphQLError) || error.extensions.errorCode !== 'DOMAIN_CLAIMED') return null;
  const domain = typeof error.extensions.domain === 'string' ? error.extensions.domain.toLowerCase() : null;
  const index = domain === null ? -1 : domains.findIndex((entry) => entry.trim().toLowerCase() === domain);
  return [
    {
      field: index >= 0 ? `samlEmailDomains.${index}` : 'samlEmailDomains',
      code: 'DOMAIN_CLAIMED',
      message: domain
        ? `The domain ${domain} is claimed by another organization.`
        : 'A domain is claimed by another organization.',
    },
  ];
}

export async function setUserAdmin(
  ctx: GatewayContext,
  organizationRestId: number,
  userRestId: number,
  isAdmin: boolean,
) {
  const row = await ctx.rest.put<RestOrganizationUser>(organizationSubPath(organizationRestId, `users/${userRestId}`), {
    isAdmin,
  });
  ctx.rest.forget(organizationSubPath(organizationRestId, 'users'));
  // The user's roles changed: a later read of the user in this request goes to the platform.
  ctx.rest.forget(userPath(userRestId));
  ctx.loaders.users.byId.clear(String(userRestId));
  return toOrganizationUser(row);
}

export async function removeUser(ctx: GatewayContext, organizationRestId: number, userRestId: number) {
  await ctx.rest.delete(organizationSubPath(organizationRestId, `users/${userRestId}`));
  ctx.rest.forget(userPath(userRestId));
  ctx.loaders.users.byId.clear(String(userRestId));
  return {
    organization: await organizationAfterWrite(ctx, organizationRestId),
    removedId: toGlobalId('User', userRestId),
  };
}

export async function addClients(ctx: GatewayContext, organizationRestId: number, clientIds: string[]) {
  const ids = restIdArgs('Client', clientIds, 'clientIds');
  await ctx.rest.post(organizationSubPath(organizationRestId, 'clients'), { clientIds: ids });
  // The clients moved: their own records (organization) read again too.
  ids.forEach((id) => ctx.rest.forget(clientPath(id)));
  return organizationAfterWrite(ctx, organizationRestId);
}

export async function removeClient(ctx: GatewayContext, organizationRestId: number, clientRestId: number) {
  await ctx.rest.delete(organizationSubPath(organizationRestId, `clients/${clientRestId}`));
  ctx.rest.forget(clientPath(clientRestId));
  return {
    organization: await organizationAfterWrite(ctx, organizationRestId),
    removedId: toGlobalId('Client', clientRestId),
  };
}
