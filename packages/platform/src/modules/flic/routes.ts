import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';

/** /flic-hub: Flic hubs and buttons (docs/rest-contract.md "Alarm devices (issue 11)"). Being built in session 6. */
export async function flicRoutes(_app: FastifyInstance, _deps: Deps) {}
