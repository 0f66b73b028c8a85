import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/deps.js';

/** The push sender (issue 12; docs/rest-contract.md "Push notifications"): options from the environment. */
export interface PushOptions {
  /** How often each process looks for queued push messages. */
  intervalMs: number;
}

export function pushOptionsFromEnv(_env: Record<string, string | undefined>): PushOptions | false {
  return false;
}

/** Starts the push sender with the app and stops it on close. */
export function registerPush(_app: FastifyInstance, _deps: Deps & { options: PushOptions }) {}
