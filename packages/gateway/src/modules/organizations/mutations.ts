import { restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import type { ModuleResolvers } from '../types.js';
import * as writes from './writes.js';

const organizationId = (id: string) => restIdArg('Organization', id);

/**
 * Organization mutations. A platform 400 VALIDATION_FAILED with `fields` becomes `errors` in the payload (the
 * platform's field names are the input's: name, contactEmail, samlEmailDomains.<index>, ...), and so does the
 * SAML settings' 409 DOMAIN_CLAIMED (on the claimed domain's entry, writes.domainClaimedOf). Any other
 * refusal (404 out of scope, 403 not allowed, 409 ORGANIZATION_HAS_CLIENTS, CANNOT_CHANGE_OWN_ADMIN,
 * CANNOT_REMOVE_SELF) stays a GraphQL error with its code, as in the other modules. addClientsToOrganization's
 * refused clients are payload errors naming each (clientIds: NOT_FOUND, CLIENT_IN_OTHER_ORGANIZATION).
 */
export const organizationMutations: ModuleResolvers = {
  Mutation: {
    createOrganization: (_, { input }, ctx) => payloadOf('organization', () => writes.createOrganization(ctx, input)),
    updateOrganization: (_, { id, input }, ctx) =>
      payloadOf('organization', () => writes.updateOrganization(ctx, organizationId(id), input)),
    deleteOrganization: (_, { id, clients }, ctx) => writes.deleteOrganization(ctx, organizationId(id), clients),
    setOrganizationsDisplay: (_, { input }, ctx) => writes.setOrganizationsDisplay(ctx, input),
    updateOrganizationSamlSettings: async (_, { id, input }, ctx) => {
      try {
        return await payloadOf('organization', () => writes.updateSamlSettings(ctx, organizationId(id), input));
      } catch (error) {
        const errors = writes.domainClaimedOf(error, input.samlEmailDomains);
        if (!errors) throw error;
        return { organization: null, errors };
      }
    },
    setOrganizationUserAdmin: (_, { id, userId, isAdmin }, ctx) =>
      payloadOf('organizationUser', () =>
        writes.setUserAdmin(ctx, organizationId(id), restIdArg('User', userId, 'userId'), isAdmin),
      ),
    removeUserFromOrganization: (_, { id, userId }, ctx) =>
      writes.removeUser(ctx, organizationId(id), restIdArg('User', userId, 'userId')),
    addClientsToOrganization: (_, { id, clientIds }, ctx) =>
      payloadOf('organization', () => writes.addClients(ctx, organizationId(id), clientIds)),
    removeClientFromOrganization: (_, { id, clientId }, ctx) =>
      writes.removeClient(ctx, organizationId(id), restIdArg('Client', clientId, 'clientId')),
  },
};
