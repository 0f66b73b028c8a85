import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import type { Policy } from './alertPolicy.js';
import type { AlertScreenChanges } from './alertScreen.js';
import type { NotificationSetting } from './notificationSettings.js';
import { PolicyService } from './policyService.js';
import {
  alertScreenBody,
  alertScreenResponse,
  notificationSettingsSchema,
  policySchema,
  samlBody,
  samlResponse,
  uploadUrlBody,
  uploadUrlResponse,
} from './schemas.js';
import { ClientSettingsService } from './settingsService.js';

type Id = { Params: { id: number } };

/** Alert policy, alert screen with its icon upload URL, SAML and notification settings of a client. */
export async function settingsRoutes(app: FastifyInstance, deps: Deps) {
  const policy = new PolicyService(deps.db);
  const settings = new ClientSettingsService(deps);
  const schema = (body: object | undefined, response: object) => ({
    params: idParams,
    ...(body ? { body } : {}),
    response: { 200: response },
  });

  app.get<Id>('/clients/:id/policy', { schema: schema(undefined, policySchema) }, (req) =>
    policy.get(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: Policy }>('/clients/:id/policy', { schema: schema(policySchema, policySchema) }, (req) =>
    policy.put(callerOf(req), req.params.id, req.body),
  );

  app.get<Id>('/clients/:id/settings', { schema: schema(undefined, alertScreenResponse) }, (req) =>
    settings.alertScreen(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: AlertScreenChanges }>(
    '/clients/:id/settings',
    { schema: schema(alertScreenBody, alertScreenResponse) },
    (req) => settings.saveAlertScreen(callerOf(req), req.params.id, req.body),
  );

  app.post<Id & { Body: { filename: string; size: number; contentType: string } }>(
    '/clients/:id/upload-url',
    { schema: schema(uploadUrlBody, uploadUrlResponse) },
    (req) => settings.uploadUrl(callerOf(req), req.params.id, req.body),
  );

  app.get<Id>('/clients/:id/saml-settings', { schema: schema(undefined, samlResponse) }, (req) =>
    settings.saml(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: { samlMetadataUrl?: string | null; samlSelectedNetworks?: number[] } }>(
    '/clients/:id/saml-settings',
    { schema: schema(samlBody, samlResponse) },
    (req) => settings.saveSaml(callerOf(req), req.params.id, req.body),
  );

  app.get<Id>('/clients/:id/notification-settings', { schema: schema(undefined, notificationSettingsSchema) }, (req) =>
    settings.notificationSettings(callerOf(req), req.params.id),
  );

  app.put<Id & { Body: NotificationSetting[] }>(
    '/clients/:id/notification-settings',
    { schema: schema(notificationSettingsSchema, notificationSettingsSchema) },
    (req) => settings.saveNotificationSettings(callerOf(req), req.params.id, req.body),
  );
}
