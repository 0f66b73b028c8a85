import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { currentRequest } from './requestContext.js';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names come from callers: past this many distinct ones, new names count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The kinds of path the gateway serves (a label with a handful of values, never the raw URL). */
export type PathKind = 'graphql' | 'files' | 'uploads' | 'health' | 'ready' | 'metrics' | 'web';

/** What is known about a request once it is answered. */
export interface RequestOutcome {
  status: number;
  operationName?: string;
  graphqlErrors?: number;
}

export interface GatewayMetrics {
  registry: Registry;
  /** A request of that kind begins; call the answer when it is answered (or its connection closed). */
  startRequest(kind: PathKind): (outcome: RequestOutcome) => void;
  observeUpstream(upstream: string, method: string, status: number | 'error', seconds: number): void;
}

/** One registry per gateway (tests run several in one process), with Node's process metrics. */
export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'gateway_request_duration_seconds',
    help: 'Time to answer a request, by path kind, GraphQL operation name and status',
    labelNames: ['kind', 'operation', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const requestErrors = new Counter({
    name: 'gateway_request_errors_total',
    help: 'Requests answered with a 5xx status, by path kind and GraphQL operation name',
    labelNames: ['kind', 'operation'],
    registers,
  });
  const graphqlErrorCount = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'Errors in GraphQL results (answered with 200), by operation name',
    labelNames: ['operation'],
    registers,
  });
  const inFlight = new Gauge({
    name: 'gateway_requests_in_flight',
    help: 'Requests being answered now, by path kind',
    labelNames: ['kind'],
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Platform calls from headers sent to body read, by upstream, method and status ("error": no answer)',
    labelNames: ['upstream', 'method', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Platform calls, by upstream and status ("error": no answer)',
    labelNames: ['upstream', 'status_code'],
    registers,
  });
  const names = new Set<string>();
  const operationLabel = (name: string | undefined) => {
    if (!name) return '';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (!names.has(name) && names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };
  return {
    registry,
    startRequest(kind) {
      const started = performance.now();
      inFlight.inc({ kind });
      return ({ status, operationName, graphqlErrors }) => {
        inFlight.dec({ kind });
        const operation = operationLabel(operationName);
        requests.observe({ kind, operation, status_code: String(status) }, (performance.now() - started) / 1000);
        if (status >= 500) requestErrors.inc({ kind, operation });
        if (graphqlErrors) graphqlErrorCount.inc({ operation }, graphqlErrors);
      };
    },
    observeUpstream(upstream, method, status, seconds) {
      upstreamDuration.observe({ upstream, method, status_code: String(status) }, seconds);
      upstreamCalls.inc({ upstream, status_code: String(status) });
    },
  };
}

/**
 * Names the request's operation for the request metrics (from the executed document, so persisted
 * operations sent by id are named too) and notes the errors in its result; server.ts records both.
 */
export function useOperationMetrics(): Plugin {
  return {
    onExecute({ args }) {
      const request = currentRequest();
      if (request) request.operationName = getOperationAST(args.document, args.operationName)?.name?.value;
      return {
        onExecuteDone({ result }) {
          if (request && 'errors' in result)
            request.graphqlErrors = (request.graphqlErrors ?? 0) + (result.errors?.length ?? 0);
        },
      };
    },
  };
}
