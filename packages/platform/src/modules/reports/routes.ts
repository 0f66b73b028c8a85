import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import type { SummaryBody } from './params.js';
import { linkResponse, summaryBody, tokenQuery } from './schemas.js';
import { ReportsService, type PreparedReport } from './service.js';

/** Streams the prepared file; a failure after the first byte ends the download (logged, never a half file). */
function send(req: FastifyRequest, reply: FastifyReply, report: PreparedReport) {
  const out = new PassThrough();
  report.write(out).catch((err: unknown) => {
    req.log.error({ err }, 'incident summary failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', report.contentType)
    .header('content-disposition', `attachment; filename="${report.fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

/** The incident summary report, PDF or xlsx (issue 13; docs/rest-contract.md "The incident summary report"). */
export async function reportsRoutes(app: FastifyInstance, { db }: Deps) {
  const reports = new ReportsService(db);
  const preHandler = requireRole(...CONSOLE_ROLES);

  app.post<{ Body: SummaryBody }>(
    '/incidents/summary',
    { preHandler, schema: { body: summaryBody } },
    async (req, reply) => send(req, reply, await reports.report(callerOf(req), req.body)),
  );

  app.post<{ Body: SummaryBody }>(
    '/incidents/summary/link',
    { preHandler, schema: { body: summaryBody, response: { 200: linkResponse } } },
    (req) => reports.createLink(callerOf(req), req.body),
  );

  // No bearer: the browser follows the link; the single-use token is the credential.
  app.get<{ Querystring: { token: string } }>(
    '/incidents/summary',
    { config: { public: true }, schema: { querystring: tokenQuery } },
    async (req, reply) => send(req, reply, await reports.fromLink(req.query.token)),
  );
}
