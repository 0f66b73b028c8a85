import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';

/** POST /v2/devices/report, authenticated by the device's own key (not a bearer token). Being built in session 6. */
export async function ingestRoutes(_app: FastifyInstance, _deps: Deps) {}

export interface DeviceHealthOptions {
  /** How often each process tries to run the job (one runner at a time across replicas). */
  intervalMs: number;
}

/** The health job (docs/rest-contract.md "The health job"). Being built in session 6. */
export function registerDeviceHealth(_app: FastifyInstance, _deps: Deps & { options: DeviceHealthOptions }) {}
