import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the gateway knows about the request it is serving, wherever in the call chain it is asked. */
export interface RequestContext {
  requestId: string;
  /** Set once GraphQL has parsed the operation (metrics label). */
  operationName?: string;
  /** Errors in the GraphQL result (answered with 200). */
  graphqlErrors?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

// A UUID or a similar token from a proxy in front; anything else is replaced, never logged or forwarded.
const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

/** Runs `fn` (and everything it awaits or schedules) inside `context`. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being served, or undefined outside one (start-up, shutdown). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
