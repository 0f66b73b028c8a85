import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authenticate, registerCaller } from './auth/hook.js';
import { authRoutes } from './auth/routes.js';
import { AuthService } from './auth/service.js';
import type { Deps } from './http/deps.js';
import { badInputAjvOptions, registerBadInputRules } from './http/badInput.js';
import { registerDelivery, type DeliveryOptions } from './integrations/outbox/index.js';
import { MAX_PARAM_LENGTH, answerClientError, answerFrameworkError } from './http/clientErrors.js';
import { outboundPolicy } from './outbound/index.js';
import { registerErrorHandling } from './http/errors.js';
import { IncidentEvents } from './events/index.js';
import { clientsRoutes } from './modules/clients/routes.js';
import { devicesRoutes } from './modules/devices/routes.js';
import { registerMailQueue, type MailQueueOptions } from './mail/index.js';
import { ingestRoutes, registerDeviceHealth, type DeviceHealthOptions } from './modules/deviceHealth/index.js';
import { documentsRoutes } from './modules/documents/routes.js';
import { flicRoutes } from './modules/flic/routes.js';
import { helpCenterRoutes } from './modules/helpCenter/routes.js';
import { incidentsRoutes } from './modules/incidents/routes.js';
import { incidentsV2Routes } from './modules/incidents/v2Routes.js';
import { integrationsRoutes, networkNotificationRoutes } from './modules/integrations/routes.js';
import { multiAlertsRoutes } from './modules/multiAlerts/routes.js';
import { networksRoutes } from './modules/networks/routes.js';
import { organizationsRoutes } from './modules/organizations/routes.js';
import { relaysRoutes } from './modules/relays/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { sensorsRoutes } from './modules/sensors/routes.js';
import { publicShellRoutes, shellRoutes } from './modules/shell/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { uploadsRoutes } from './modules/uploads/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { userTabsRoutes } from './modules/users/tabsRoutes.js';
import { usersImportRoutes } from './modules/users/importRoutes.js';
import { registerObservability, requestIdOf } from './observability/index.js';
import { registerFilterScope } from './policy/index.js';
import { registerPush, type PushOptions } from './push/index.js';
import { createStorage, type ObjectStorage } from './storage/index.js';

export interface BuildAppOptions extends Omit<Deps, 'storage' | 'events'> {
  logger?: FastifyServerOptions['logger'];
  /** A log line per request (LOG_LEVEL=debug); off by default, it drowns the start-up output. */
  logRequests?: boolean;
  /** Default: `createStorage(config)` (S3 when configured, else the data folder), closed with the app. */
  storage?: ObjectStorage;
  /** Background delivery of integration events (src/integrations/outbox); off unless given (main.ts gives it). */
  delivery?: DeliveryOptions | false;
  /** The device health job (src/modules/deviceHealth); off unless given (main.ts gives it). */
  deviceHealth?: DeviceHealthOptions | false;
  /** The push sender (src/push); off unless given (main.ts gives it). */
  push?: PushOptions | false;
  /** The sender of queued mails (device warnings, integration status; src/mail); off unless given (main.ts gives it). */
  mailQueue?: MailQueueOptions | false;
}

/** The modules mounted under /backoffice; a new module adds one line here. */
const BACKOFFICE_MODULES = [
  shellRoutes,
  usersRoutes,
  userTabsRoutes,
  usersImportRoutes,
  documentsRoutes,
  statsRoutes,
  incidentsRoutes,
  clientsRoutes,
  multiAlertsRoutes,
  networksRoutes,
  networkNotificationRoutes,
  devicesRoutes,
  flicRoutes,
  sensorsRoutes,
  relaysRoutes,
  organizationsRoutes,
  uploadsRoutes,
  systemRoutes,
  helpCenterRoutes,
  reportsRoutes,
];

export function buildApp({
  db,
  config,
  mailer,
  storage: given,
  logger = false,
  logRequests = false,
  delivery,
  deviceHealth,
  push,
  mailQueue,
}: BuildAppOptions): FastifyInstance {
  const storage = given ?? createStorage(config);
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !logRequests }),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true }, ...badInputAjvOptions },
  });
  const events = new IncidentEvents(db, app.log);
  const deps: Deps = { db, config, mailer, storage, events };

  registerErrorHandling(app);
  registerBadInputRules(app);
  registerObservability(app, { db, metricsToken: config.metricsToken });
  registerCaller(app);
  if (!given) app.addHook('onClose', async () => storage.close?.());
  app.addHook('onClose', async () => events.close());
  if (delivery)
    registerDelivery(app, { db, options: delivery, policy: outboundPolicy(config), keySecret: config.jwtSecret });
  if (deviceHealth) registerDeviceHealth(app, { ...deps, options: deviceHealth });
  if (push) registerPush(app, { ...deps, options: push });
  if (mailQueue) registerMailQueue(app, { db, mailer, options: mailQueue });

  app.register(publicShellRoutes, deps);
  app.register(authRoutes, { prefix: '/v2', auth: new AuthService(db, config, mailer) });
  // Devices report with their own key, not a bearer token (issue 11).
  app.register(ingestRoutes, { ...deps, prefix: '/v2' });
  // The spec's separate API base (/v2) with the same bearer token: integrations (issue 9).
  app.register(
    async (v2) => {
      v2.addHook('onRequest', authenticate(db, config.jwtSecret));
      await v2.register(integrationsRoutes, deps);
      await v2.register(incidentsV2Routes, deps);
    },
    { prefix: '/v2' },
  );
  app.register(
    async (backoffice) => {
      backoffice.addHook('onRequest', authenticate(db, config.jwtSecret));
      registerFilterScope(backoffice, db);
      for (const mod of BACKOFFICE_MODULES) await backoffice.register(mod, deps);
    },
    { prefix: '/backoffice' },
  );
  return app;
}
