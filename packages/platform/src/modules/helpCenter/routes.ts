import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';

/** /help-center: sections, section documents and the FAQ (issue 12; docs/rest-contract.md "Help center"). */
export async function helpCenterRoutes(_app: FastifyInstance, _deps: Deps) {}
