import { GraphQLError } from 'graphql';
import { restIdArg } from '../../ids.js';
import { fieldErrorsOf } from '../../payloads/fieldErrors.js';
import type { GatewayContext } from '../../context.js';
import { PLATFORM_STATUS_BY_STATUS, toIncident, type RestIncident } from './incident.js';

/** setIncidentStatus: PATCH /incidents/{uid}/status; the platform's 409 INVALID_TRANSITION is a field error. */
export async function setIncidentStatus(args: { id: string; status: string }, ctx: GatewayContext) {
  const uid = restIdArg('Incident', args.id);
  const path = `/backoffice/incidents/${uid}`;
  try {
    const row = await ctx.rest.patch<RestIncident>(`${path}/status`, {
      status: PLATFORM_STATUS_BY_STATUS[args.status],
    });
    ctx.rest.forget(path);
    const incident = toIncident(row);
    ctx.loaders.incidents.byId.clear(incident.restId).prime(incident.restId, incident);
    return { incident, errors: [] };
  } catch (error) {
    const errors = transitionErrorOf(error) ?? fieldErrorsOf(error);
    if (!errors) throw error;
    return { incident: null, errors };
  }
}

function transitionErrorOf(error: unknown) {
  if (!(error instanceof GraphQLError) || error.extensions.errorCode !== 'INVALID_TRANSITION') return null;
  return [{ field: 'status', code: 'INVALID_TRANSITION', message: error.message }];
}
