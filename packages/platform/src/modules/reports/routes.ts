import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';

/** The incident summary report, PDF or xlsx (issue 13; docs/rest-contract.md "The incident summary report"). */
export async function reportsRoutes(_app: FastifyInstance, _deps: Deps) {}
