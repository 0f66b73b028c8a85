import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { relayEnvironment } from './environment';

const latest = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch). The previous reference for the same
 * route is released so the store can collect it; the mounted screen keeps its own retain meanwhile.
 */
export function preloadRouteQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const ref = loadQuery<T>(relayEnvironment.get(), query, variables, { fetchPolicy: 'store-and-network' });
  latest.get(key)?.dispose();
  latest.set(key, ref as PreloadedQuery<OperationType>);
  return ref;
}

const sessionQueries = new WeakMap<object, Map<string, PreloadedQuery<OperationType>>>();

/** Loads a query once per Relay environment, i.e. once per session (the shell's own data). */
export function preloadSessionQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const environment = relayEnvironment.get();
  let refs = sessionQueries.get(environment);
  if (!refs) sessionQueries.set(environment, (refs = new Map()));
  let ref = refs.get(key);
  if (!ref) {
    ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }) as PreloadedQuery<OperationType>;
    refs.set(key, ref);
  }
  return ref as PreloadedQuery<T>;
}
