// Test helpers of the network tabs' tests: one tab rendered from a test query over a mocked network.
import { act, configure, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationDescriptor, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, expect } from 'vitest';
import { toaster } from '../../../ui/toaster';
import { renderWithProviders } from '../../../test/render';

// the machine is shared and slow: findBy* waits longer than its 1 s default
configure({ asyncUtilTimeout: 4000 });
// the toaster is one store for the whole file: a test's toasts must not queue behind the last test's (max 4)
afterEach(() => toaster.remove());

export const NETWORK_ID = 'TmV0d29yazo0Mg';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

export function connection<T>(nodes: T[], { hasNextPage = false, endCursor = null as string | null } = {}) {
  return {
    totalCount: nodes.length,
    pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
    edges: nodes.map((node, index) => ({ cursor: `cursor-${index}`, node })),
  };
}

/**
 * Renders `render(data)` for the test query (`node(id:)` aliased as `network`) resolved with `resolvers`,
 * at /networks/{id}?{search}; /users/:id and /devices/:id answer with a marker paragraph.
 */
export function renderTab<T extends OperationType>(
  query: GraphQLTaggedNode,
  render: (data: T['response']) => ReactElement | null,
  resolvers: Resolvers,
  { search = '', language }: { search?: string; language?: 'en' | 'sv' | 'es' } = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<T>(environment, query, { id: NETWORK_ID } as T['variables']);
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  function Screen() {
    return render(usePreloadedQuery<T>(query, queryRef));
  }
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <Screen />
    </Suspense>,
    {
      environment,
      language,
      path: `/networks/${NETWORK_ID}${search ? `?${search}` : ''}`,
      routes: [
        { path: '/users/:id', element: <p>user page</p> },
        { path: '/devices/:id', element: <p>device page</p> },
      ],
    },
  );
  return { ...result, environment };
}

export const operationName = (operation: OperationDescriptor) => operation.request.node.operation.name;

/** The most recent operation once it is the named one. */
export async function waitForOperation(environment: MockEnvironment, name: string) {
  await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe(name), {
    timeout: 4000,
  });
  return environment.mock.getMostRecentOperation();
}

/**
 * Answers the newest pending operation that selects `data`'s root field (a picker may have started a
 * newer search after the mutation), else the newest one.
 */
export function resolve(environment: MockEnvironment, data: Record<string, unknown>) {
  const field = Object.keys(data)[0];
  const selects = (operation: OperationDescriptor) =>
    operation.request.node.operation.selections.some(
      (selection) => 'name' in selection && (('alias' in selection && selection.alias) || selection.name) === field,
    );
  const operation =
    [...environment.mock.getAllOperations()].reverse().find(selects) ?? environment.mock.getMostRecentOperation();
  const mock = environment.mock as MockEnvironment['mock'] & {
    resolve(operation: OperationDescriptor, payload: { data: Record<string, unknown> }): void;
  };
  act(() => mock.resolve(operation, { data }));
}

/** Resolves the most recent operation (a tab's refetch: `node` is the network) with generated data. */
export function resolveGenerated(environment: MockEnvironment, resolvers: Resolvers) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'Network', id: NETWORK_ID }),
        ...resolvers,
      }),
    ),
  );
}

/** The most recent operation once its variables match `variables`. */
export async function waitForVariables(environment: MockEnvironment, variables: Record<string, unknown>) {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject(variables), {
    timeout: 4000,
  });
  return environment.mock.getMostRecentOperation();
}
