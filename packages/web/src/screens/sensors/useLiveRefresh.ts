import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType, Subscription, VariablesOf } from 'relay-runtime';

/** How often an open sensor list or sensor page asks again (the platform's health job keeps the states). */
export const LIVE_INTERVAL_MS = 15_000;

/**
 * Asks `query` with `variables` again every 15 s while the page is visible (document.visibilityState), one
 * request at a time. The answer lands in the store, so the fragments reading it re-render in place: no
 * suspense, nothing flickers; a failed poll is dropped and the next one tries again.
 */
export function useLiveRefresh<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  { enabled = true, intervalMs = LIVE_INTERVAL_MS }: { enabled?: boolean; intervalMs?: number } = {},
) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!enabled) return;
    let busy = false;
    let request: Subscription | null = null;
    const done = () => {
      busy = false;
    };
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || busy) return;
      busy = true;
      request = fetchQuery<T>(environment, query, JSON.parse(key) as VariablesOf<T>, {
        fetchPolicy: 'network-only',
      }).subscribe({ complete: done, error: done });
    }, intervalMs);
    return () => {
      clearInterval(timer);
      request?.unsubscribe();
    };
  }, [environment, query, key, enabled, intervalMs]);
}
