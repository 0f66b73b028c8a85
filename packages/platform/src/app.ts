import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { authenticate, registerCaller } from './auth/hook.js'
import { authRoutes } from './auth/routes.js'
import { AuthService } from './auth/service.js'
import type { Deps } from './http/deps.js'
import { registerErrorHandling } from './http/errors.js'
import { documentsRoutes } from './modules/documents/routes.js'
import { incidentsRoutes } from './modules/incidents/routes.js'
import { publicShellRoutes, shellRoutes } from './modules/shell/routes.js'
import { statsRoutes } from './modules/stats/routes.js'
import { usersRoutes } from './modules/users/routes.js'

export interface BuildAppOptions extends Deps {
  logger?: FastifyServerOptions['logger']
}

/** The modules mounted under /backoffice; a new module adds one line here. */
const BACKOFFICE_MODULES = [shellRoutes, usersRoutes, documentsRoutes, statsRoutes, incidentsRoutes]

export function buildApp({ db, config, mailer, logger = false }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
  })
  const deps: Deps = { db, config, mailer }

  registerErrorHandling(app)
  registerCaller(app)

  app.register(publicShellRoutes, deps)
  app.register(authRoutes, { prefix: '/v2', auth: new AuthService(db, config, mailer) })
  app.register(
    async (backoffice) => {
      backoffice.addHook('onRequest', authenticate(db, config.jwtSecret))
      for (const mod of BACKOFFICE_MODULES) await backoffice.register(mod, deps)
    },
    { prefix: '/backoffice' },
  )
  return app
}
