import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { BatchValidationService, type BatchValidationInput } from './batchValidation.js';
import {
  batchValidationBody,
  batchValidationResponse,
  idParams,
  importUsersBody,
  importUsersResponse,
} from './importSchemas.js';
import { ImportService, type ImportUsersInput } from './importService.js';

/** The bulk import (issue 8): the wizard's file check and the import itself. */
export async function usersImportRoutes(app: FastifyInstance, { db }: Deps) {
  const batch = new BatchValidationService(db);
  const importer = new ImportService(db);
  const consoleOnly = requireRole(...CONSOLE_ROLES);

  app.post<{ Body: BatchValidationInput }>(
    '/users/batch-validation',
    {
      preHandler: consoleOnly,
      schema: { body: batchValidationBody, response: { 200: batchValidationResponse } },
    },
    (req) => batch.validate(callerOf(req), req.body),
  );

  app.post<{ Params: { id: number }; Body: ImportUsersInput }>(
    '/clients/:id/import-users',
    {
      preHandler: consoleOnly,
      schema: { params: idParams, body: importUsersBody, response: { 200: importUsersResponse } },
    },
    (req) => importer.importUsers(callerOf(req), req.params.id, req.body),
  );
}
