import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { fieldErrorsOf, type FieldError } from '../../payloads/fieldErrors.js';
import {
  encryptionKeyBody,
  integrationBody,
  integrationFieldName,
  integrationGlobalId,
  parseIntegrationId,
  toDeliveryAttempt,
  deliveryOutcomeOf,
  toIntegration,
  type IntegrationInput,
  type RestIntegration,
  type RestTestAlarm,
} from './integration.js';
import { integrationPaths } from './loaders.js';

/** The network and integration REST ids of an `id` argument; anything but an Integration id is BAD_USER_INPUT. */
export function integrationIdArg(globalId: string, argument = 'id') {
  const ids = parseIntegrationId(globalId);
  if (!ids) {
    throw new GraphQLError(`${argument} is not an Integration id.`, {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  }
  return ids;
}

/**
 * After a write the network's integration list (and the integration's log) are read again, at most once,
 * and so are the network's list row (integrationStatuses / integrationStatus) and record.
 */
function forgetReads(ctx: GatewayContext, networkRestId: string, integrationRestId?: string) {
  ctx.rest.forget(integrationPaths.ofNetwork(networkRestId));
  if (integrationRestId !== undefined) ctx.rest.forget(integrationPaths.logs(integrationRestId));
  ctx.loaders.networks.forgetRow(networkRestId);
  // The row is read by ids (GET /backoffice/networks?ids=..): a memoized GET of its own.
  ctx.rest.forget('/backoffice/networks');
}

/** A written integration and the key the write generated (shown once), if it generated one. */
export interface IntegrationWrite {
  integration: ReturnType<typeof toIntegration>;
  encryptionKey: string | null;
}

const written = (row: RestIntegration): IntegrationWrite => ({
  integration: toIntegration(row),
  encryptionKey: typeof row.encryptionKey === 'string' ? row.encryptionKey : null,
});

export async function createIntegration(
  ctx: GatewayContext,
  networkRestId: number,
  input: IntegrationInput,
): Promise<IntegrationWrite> {
  const row = await ctx.rest.post<RestIntegration>(integrationPaths.ofNetwork(networkRestId), integrationBody(input));
  forgetReads(ctx, String(networkRestId));
  return written(row);
}

export async function updateIntegration(
  ctx: GatewayContext,
  globalId: string,
  input: IntegrationInput,
): Promise<IntegrationWrite> {
  const { networkRestId, integrationRestId } = integrationIdArg(globalId);
  const row = await ctx.rest.put<RestIntegration>(
    integrationPaths.one(networkRestId, integrationRestId),
    integrationBody(input),
  );
  forgetReads(ctx, networkRestId, integrationRestId);
  return written(row);
}

/** A generated key (answered once) or the receiving centre's key (never answered). */
export async function setIntegrationEncryptionKey(
  ctx: GatewayContext,
  globalId: string,
  input: Parameters<typeof encryptionKeyBody>[0],
): Promise<IntegrationWrite> {
  const { networkRestId, integrationRestId } = integrationIdArg(globalId);
  const row = await ctx.rest.post<RestIntegration>(
    `${integrationPaths.one(networkRestId, integrationRestId)}/encryption-key`,
    encryptionKeyBody(input),
  );
  forgetReads(ctx, networkRestId, integrationRestId);
  return written(row);
}

export async function deleteIntegration(ctx: GatewayContext, globalId: string) {
  const { networkRestId, integrationRestId } = integrationIdArg(globalId);
  await ctx.rest.delete(integrationPaths.one(networkRestId, integrationRestId));
  forgetReads(ctx, networkRestId, integrationRestId);
  return { deletedId: integrationGlobalId(networkRestId, integrationRestId) };
}

export interface TestAlarmPayload {
  integration: ReturnType<typeof toIntegration> | null;
  outcome: string | null;
  sequence: number | null;
  attempts: ReturnType<typeof toDeliveryAttempt>[];
  errors: FieldError[];
}

/**
 * One RX test event now (SIA DC-09, or short-XML; the platform sends it and waits for the receiver:
 * seconds). The payload's integration is read again after the send (its new status), one GET of the
 * network's list. A platform 400 (an incomplete integration) becomes `errors` with the input's field
 * names; 404 stays a GraphQL error.
 */
export async function sendTestAlarm(ctx: GatewayContext, globalId: string): Promise<TestAlarmPayload> {
  const { networkRestId, integrationRestId } = integrationIdArg(globalId);
  let answer: RestTestAlarm;
  try {
    answer = await ctx.rest.post<RestTestAlarm>(`${integrationPaths.one(networkRestId, integrationRestId)}/test-alarm`);
  } catch (error) {
    const errors = fieldErrorsOf(error, integrationFieldName);
    if (!errors) throw error;
    return { integration: null, outcome: null, sequence: null, attempts: [], errors };
  }
  forgetReads(ctx, networkRestId, integrationRestId);
  const integration = await ctx.loaders.integrations.byId(networkRestId, integrationRestId);
  return {
    // Deleted meanwhile: the outcome still stands; the status the platform answered is lost with it.
    integration: integration && { ...integration, status: answer.status.toUpperCase() },
    outcome: deliveryOutcomeOf(answer.outcome),
    sequence: answer.sequence,
    attempts: answer.attempts.map(toDeliveryAttempt),
    errors: [],
  };
}
