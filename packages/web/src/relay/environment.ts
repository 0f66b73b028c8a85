import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './network';
import { subscribeGraphQL } from './subscribe';

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

type Listener = () => void;
// Created lazily so that importing this module never runs before the network module is ready.
let current: Environment | null = null;
const listeners = new Set<Listener>();

export const relayEnvironment = {
  get(): Environment {
    current ??= createEnvironment();
    return current;
  },
  /** A new environment (empty store) so nothing of a signed-out session stays in memory. */
  reset() {
    current = createEnvironment();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
