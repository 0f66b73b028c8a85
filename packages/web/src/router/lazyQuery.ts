import type { PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';

type CompiledQuery = () => Promise<{ default: ConcreteRequest }>;

/**
 * A page loader's preload (render-as-you-fetch) with Relay's runtime and the compiled query downloaded
 * on first use: neither is part of the login page's bundle. Both downloads are cached by the browser's
 * module map, so later navigations start their one request at once. The page's screen chunk is fetched
 * by the loader in parallel (see each route.tsx), not after this.
 */
export async function preloadLazyRouteQuery<T extends OperationType>(
  key: string,
  query: CompiledQuery,
  variables: VariablesOf<T>,
): Promise<PreloadedQuery<T>> {
  const [{ preloadRouteQuery }, { default: node }] = await Promise.all([import('../relay/preload'), query()]);
  return preloadRouteQuery<T>(key, node, variables);
}

/** The shell's query, once per session, the same way. */
export async function preloadLazySessionQuery<T extends OperationType>(
  key: string,
  query: CompiledQuery,
  variables: VariablesOf<T>,
): Promise<PreloadedQuery<T>> {
  const [{ preloadSessionQuery }, { default: node }] = await Promise.all([import('../relay/preload'), query()]);
  return preloadSessionQuery<T>(key, node, variables);
}
