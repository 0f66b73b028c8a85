import { useMemo, useRef } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { Variables } from 'relay-runtime';

/**
 * Asks `query` again with the latest variables without suspending (the answer lands in the store, the
 * fragments re-render in place); one request at a time, and one more after it when asked meanwhile.
 */
export function useQuietRefresh(query: GraphQLTaggedNode, variables: Variables): () => void {
  const environment = useRelayEnvironment();
  const latest = useRef(variables);
  latest.current = variables;
  const state = useRef<'idle' | 'busy' | 'again'>('idle');
  return useMemo(() => {
    const run = () => {
      state.current = 'busy';
      fetchQuery(environment, query, latest.current, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    };
    const done = () => {
      const again = state.current === 'again';
      state.current = 'idle';
      if (again) run();
    };
    return () => {
      if (state.current === 'idle') run();
      else state.current = 'again';
    };
  }, [environment, query]);
}
