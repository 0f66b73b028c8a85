import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType, Subscription, VariablesOf } from 'relay-runtime';

/** How often an open list or device page asks again (device states are kept by the platform's health job). */
export const LIVE_INTERVAL_MS = 15_000;

/**
 * Asks `query` with `variables` again every 15 s while the page is visible (document.visibilityState),
 * one request at a time. The answer lands in the store, so the fragments reading it re-render in place:
 * no suspense, no spinner, nothing flickers; a failed poll is dropped (the next one tries again).
 */
export function useLiveQuery<T extends OperationType>(
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
    const tick = () => {
      if (document.visibilityState !== 'visible' || busy) return;
      busy = true;
      request = fetchQuery<T>(environment, query, JSON.parse(key) as VariablesOf<T>, {
        fetchPolicy: 'network-only',
      }).subscribe({ complete: done, error: done });
    };
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearInterval(timer);
      request?.unsubscribe();
    };
  }, [environment, query, key, enabled, intervalMs]);
}
