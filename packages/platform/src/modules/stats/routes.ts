import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { callerOf } from '../../policy/index.js';
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
}
