import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { XLSX_TYPE } from '../../downloads/links.js';
import type { Deps } from '../../http/deps.js';
import { CONSOLE_ROLES, callerOf, requireRole } from '../../policy/index.js';
import { IncidentAnalysis } from './analysis.js';
import { AnalysisExport, analysisFileName } from './analysisExport.js';
import { IncidentStats, type StatInterval } from './incidentStats.js';
import {
  analysisLinkBody,
  analysisQuery,
  analysisResponse,
  incidentStatsQuery,
  incidentStatsResponse,
} from './incidentStats.schemas.js';
import { exportLinkResponse, exportTokenQuery } from '../users/schemas.js';
import { parseClientIds } from './periodQuery.js';
import {
  countsResponse,
  hourlyQuery,
  hourlyResponse,
  seriesParams,
  seriesQuery,
  seriesResponse,
  subscriptionsResponse,
} from './schemas.js';
import { StatsService, type Granularity } from './service.js';

type PeriodQuerystring = { from: string; to: string; clientIds?: string };

export async function statsRoutes(app: FastifyInstance, { db }: Deps) {
  const stats = new StatsService(db);

  app.get('/stats/counts', { schema: { response: { 200: countsResponse } } }, (req) => stats.counts(callerOf(req)));

  // Registered before the parametric route; find-my-way prefers the static segment anyway.
  app.get<{ Querystring: { date: string } }>(
    '/stats/counts/hourly',
    { schema: { querystring: hourlyQuery, response: { 200: hourlyResponse } } },
    (req) => stats.hourly(callerOf(req), req.query.date),
  );

  app.get<{ Params: { granularity: Granularity }; Querystring: { count: number } }>(
    '/stats/counts/:granularity',
    { schema: { params: seriesParams, querystring: seriesQuery, response: { 200: seriesResponse } } },
    (req) => stats.series(callerOf(req), req.params.granularity, req.query.count),
  );

  app.get('/stats/subscriptions', { schema: { response: { 200: subscriptionsResponse } } }, (req) =>
    stats.subscriptions(callerOf(req)),
  );

  // Statistics and analysis of incidents (issue 13): console roles only.
  const consoleOnly = requireRole(...CONSOLE_ROLES);
  const incidentStats = new IncidentStats(db);
  const analysis = new IncidentAnalysis(db);
  const analysisExport = new AnalysisExport(db);
  const periodOf = (q: PeriodQuerystring) => ({ from: q.from, to: q.to, clientIds: parseClientIds(q.clientIds) });

  app.get<{ Querystring: PeriodQuerystring & { interval: StatInterval } }>(
    '/stats/incidents',
    { preHandler: consoleOnly, schema: { querystring: incidentStatsQuery, response: { 200: incidentStatsResponse } } },
    (req) => incidentStats.of(callerOf(req), { ...periodOf(req.query), interval: req.query.interval }),
  );

  app.get<{ Querystring: PeriodQuerystring }>(
    '/stats/daily',
    { preHandler: consoleOnly, schema: { querystring: analysisQuery, response: { 200: analysisResponse } } },
    (req) => analysis.of(callerOf(req), periodOf(req.query)),
  );

  app.post<{ Body: { from: string; to: string; clientIds?: number[] } }>(
    '/stats/daily/export/link',
    { preHandler: consoleOnly, schema: { body: analysisLinkBody, response: { 200: exportLinkResponse } } },
    (req) =>
      analysisExport.createLink(callerOf(req), {
        from: req.body.from,
        to: req.body.to,
        clientIds: req.body.clientIds?.length ? [...new Set(req.body.clientIds)].sort((a, b) => a - b) : null,
      }),
  );

  // No bearer: the browser follows the link; the single-use token is the credential.
  app.get<{ Querystring: { token: string } }>(
    '/stats/daily/export',
    { config: { public: true }, schema: { querystring: exportTokenQuery } },
    async (req, reply) => {
      const { query, figures } = await analysisExport.claim(req.query.token);
      const out = new PassThrough();
      AnalysisExport.write(out, figures).catch((err: unknown) => {
        req.log.error({ err }, 'analysis export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${analysisFileName(query)}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
