import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';

/** /collactivate: sensor devices (docs/rest-contract.md "Alarm devices (issue 11)"). Being built in session 6. */
export async function sensorsRoutes(_app: FastifyInstance, _deps: Deps) {}
