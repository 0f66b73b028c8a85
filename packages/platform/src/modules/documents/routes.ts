import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../http/deps.js'
import { callerOf } from '../../policy/index.js'
import { DocumentsRepository } from './repository.js'

const countResponse = { type: 'object', properties: { count: { type: 'integer' } } } as const

export async function documentsRoutes(app: FastifyInstance, { db }: Deps) {
  const documents = new DocumentsRepository(db)

  app.get('/documents/release-notes/unread-count', { schema: { response: { 200: countResponse } } }, async (req) => ({
    count: await documents.unreadReleaseNotes(callerOf(req).id),
  }))
}
