import type { GatewayContext } from '../../context.js';
import { restIdArg } from '../../ids.js';
import { hasCode } from '../../upstream/errors.js';
import { withQuery } from '../../upstream/rest.js';
import { refusalAsFieldErrors } from '../helpCenter/refusals.js';
import type { ModuleResolvers } from '../types.js';
import {
  NO_SEND,
  notificationField,
  toAppUpdateBody,
  toReceiversBody,
  toReminderAction,
  type AppUpdateNotificationInput,
  type ReminderInput,
  type RestSendCounts,
  type RestSystemVersions,
} from './notifications.js';

const NOTIFICATIONS_PATH = '/backoffice/system/notifications';

const optionalId = (type: string, id: string | null | undefined, argument: string) =>
  id ? restIdArg(type, id, argument) : undefined;

/** A send's counts, or zero counts with the refusal as payload errors (RECEIVERS_REQUIRED, field errors, ...). */
async function sendPayload(send: () => Promise<RestSendCounts>, fieldByCode: Record<string, string>) {
  try {
    return { ...(await send()), errors: [] };
  } catch (error) {
    const errors = refusalAsFieldErrors(error, fieldByCode, notificationField);
    if (!errors) throw error;
    return { ...NO_SEND, errors };
  }
}

/**
 * A reminder's 404 is payload data on the field at fault: the release note when the viewer cannot read it as
 * one, else a receiver (a user or client out of scope). Nothing was sent either way.
 */
async function reminderNotFoundField(ctx: GatewayContext, releaseNoteRestId: number | undefined) {
  if (releaseNoteRestId === undefined) return 'receivers';
  try {
    const note = await ctx.rest.get<{ releaseNotes?: boolean }>(`/backoffice/documents/${releaseNoteRestId}`);
    return note.releaseNotes ? 'receivers' : 'releaseNoteId';
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND')) return 'releaseNoteId';
    throw error;
  }
}

async function sendReminder(ctx: GatewayContext, input: ReminderInput) {
  const docId = optionalId('Document', input.releaseNoteId, 'input.releaseNoteId');
  const body = {
    action: toReminderAction(input.action),
    receivers: toReceiversBody(input.receivers),
    ...(docId !== undefined && { docId }),
  };
  const send = () => ctx.rest.post<RestSendCounts>(`${NOTIFICATIONS_PATH}/send-reminder`, body);
  try {
    return await sendPayload(send, { RECEIVERS_REQUIRED: 'receivers' });
  } catch (error) {
    if (!hasCode(error, 'NOT_FOUND')) throw error;
    const field = await reminderNotFoundField(ctx, docId);
    return { ...NO_SEND, errors: refusalAsFieldErrors(error, { NOT_FOUND: field }) ?? [] };
  }
}

/** System notifications: app versions in use, the app update notice and reminders (issue 12). */
export const systemNotificationResolvers: ModuleResolvers = {
  Query: {
    systemVersions: (_, { clientId, networkId }, ctx) =>
      ctx.rest.get<RestSystemVersions>(
        withQuery('/backoffice/system/versions', {
          clientId: optionalId('Client', clientId, 'clientId'),
          networkId: optionalId('Network', networkId, 'networkId'),
        }),
      ),
  },
  Mutation: {
    sendAppUpdateNotification: (_, { input }: { input: AppUpdateNotificationInput }, ctx) =>
      sendPayload(() => ctx.rest.post(`${NOTIFICATIONS_PATH}/new-app-version`, toAppUpdateBody(input)), {
        RECEIVERS_REQUIRED: 'receivers',
      }),
    sendReminder: (_, { input }: { input: ReminderInput }, ctx) => sendReminder(ctx, input),
  },
};
