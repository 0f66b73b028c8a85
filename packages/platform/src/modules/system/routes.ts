import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, Role, callerOf, requireRole } from '../../policy/index.js';
import {
  newAppVersionBody,
  reminderBody,
  sendResponse,
  versionsQuery,
  versionsResponse,
} from './notificationSchemas.js';
import { SystemNotifications, type NewAppVersionBody, type ReminderBody } from './notifications.js';
import { actionListQuery, actionPage } from './schemas.js';
import { SystemService, type ActionListQuery } from './service.js';

/**
 * /system: the audit trail (/system/actions), app versions in use and the system notifications (pushes
 * to app devices, issue 12). Console roles only, scoped like everything else; new-app-version admin only.
 */
export async function systemRoutes(app: FastifyInstance, { db }: Deps) {
  const system = new SystemService(db);
  const notifications = new SystemNotifications(db);

  app.get<{ Querystring: ActionListQuery }>(
    '/system/actions',
    {
      preHandler: requireRole(...CONSOLE_ROLES),
      schema: { querystring: actionListQuery, response: { 200: actionPage } },
    },
    (req) => system.actions(callerOf(req), req.query),
  );

  app.get<{ Querystring: { clientId?: number; networkId?: number } }>(
    '/system/versions',
    {
      preHandler: requireRole(...CONSOLE_ROLES),
      schema: { querystring: versionsQuery, response: { 200: versionsResponse } },
    },
    (req) => notifications.versions(callerOf(req), req.query),
  );

  app.post<{ Body: NewAppVersionBody }>(
    '/system/notifications/new-app-version',
    {
      preHandler: requireRole(Role.admin),
      schema: { body: newAppVersionBody, response: { 200: sendResponse } },
    },
    (req) => notifications.newAppVersion(callerOf(req), req.body ?? {}),
  );

  app.post<{ Body: ReminderBody }>(
    '/system/notifications/send-reminder',
    {
      preHandler: requireRole(...CONSOLE_ROLES),
      schema: { body: reminderBody, response: { 200: sendResponse } },
    },
    (req) => notifications.sendReminder(callerOf(req), req.body),
  );
}
