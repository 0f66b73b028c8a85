import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import { payloadOf } from '../../payloads/fieldErrors.js';
import { clientPath } from '../clients/paths.js';
import type { ModuleResolvers } from '../types.js';
import { multiAlertsPath } from './loaders.js';
import {
  multiAlertFieldName,
  multiAlertIdArg,
  toMultiAlert,
  toMultiAlertBody,
  type MultiAlertInput,
  type RestMultiAlert,
} from './multiAlert.js';

/** The write answers the multi-alert: it becomes the payload node, and the client's reads are forgotten. */
function afterWrite(ctx: GatewayContext, clientRestId: string, answer: RestMultiAlert) {
  ctx.rest.forget(clientPath(clientRestId));
  return ctx.loaders.multiAlerts.remember(toMultiAlert(answer, clientRestId));
}

async function create(ctx: GatewayContext, clientId: string, input: MultiAlertInput) {
  const clientRestId = String(restIdArg('Client', clientId, 'clientId'));
  return afterWrite(
    ctx,
    clientRestId,
    await ctx.rest.post<RestMultiAlert>(multiAlertsPath(clientRestId), toMultiAlertBody(input)),
  );
}

async function update(ctx: GatewayContext, id: string, input: MultiAlertInput) {
  const { clientRestId, alertRestId } = multiAlertIdArg(id);
  const answer = await ctx.rest.put<RestMultiAlert>(
    `${multiAlertsPath(clientRestId)}/${alertRestId}`,
    toMultiAlertBody(input),
  );
  return afterWrite(ctx, clientRestId, answer);
}

async function setDraft(ctx: GatewayContext, id: string, draft: boolean) {
  const { clientRestId, alertRestId } = multiAlertIdArg(id);
  const answer = await ctx.rest.put<RestMultiAlert>(`${multiAlertsPath(clientRestId)}/${alertRestId}/draft`, { draft });
  return afterWrite(ctx, clientRestId, answer);
}

async function remove(ctx: GatewayContext, id: string) {
  const { clientRestId, alertRestId } = multiAlertIdArg(id);
  await ctx.rest.delete(`${multiAlertsPath(clientRestId)}/${alertRestId}`);
  ctx.rest.forget(clientPath(clientRestId));
  return { deletedId: id };
}

export const multiAlertMutations: ModuleResolvers = {
  Mutation: {
    createMultiAlert: (_, { clientId, input }, ctx) =>
      payloadOf('multiAlert', () => create(ctx, clientId, input), multiAlertFieldName),
    updateMultiAlert: (_, { id, input }, ctx) =>
      payloadOf('multiAlert', () => update(ctx, id, input), multiAlertFieldName),
    setMultiAlertDraft: (_, { id, draft }, ctx) =>
      payloadOf('multiAlert', () => setDraft(ctx, id, draft), multiAlertFieldName),
    deleteMultiAlert: (_, { id }, ctx) => remove(ctx, id),
  },
};
