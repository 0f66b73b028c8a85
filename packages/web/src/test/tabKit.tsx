// Test helpers of screens' tab tests: one tab rendered from a test query over one mocked node (a network,
// an organization), plus the operations helpers the tabs' tests share.
import { act, configure, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { OperationDescriptor, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, expect } from 'vitest';
import { toaster } from '../ui/toaster';
import { renderWithProviders } from './render';

// the machine is shared and slow: findBy* waits longer than its 1 s default
configure({ asyncUtilTimeout: 4000 });
// the toaster is one store for the whole file: a test's toasts must not queue behind the last test's (max 4)
afterEach(() => toaster.remove());

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

export function connection<T>(nodes: T[], { hasNextPage = false, endCursor = null as string | null } = {}) {
  return {
    totalCount: nodes.length,
    pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
    edges: nodes.map((node, index) => ({ cursor: `cursor-${index}`, node })),
  };
}

/**
 * The tab kit of one node: `renderTab` renders `render(data)` for the test query (`node(id:)` aliased) resolved
 * with `resolvers` at `<basePath>/{id}?{search}`, where `routes` answer the pages rows link to;
 * `resolveGenerated` answers a tab's refetch (`node` is this node) with generated data.
 */
export function nodeTabKit({
  typename,
  id,
  basePath,
  routes,
}: {
  typename: string;
  id: string;
  basePath: string;
  routes: RouteObject[];
}) {
  function renderTab<T extends OperationType>(
    query: GraphQLTaggedNode,
    render: (data: T['response']) => ReactElement | null,
    resolvers: Resolvers,
    { search = '', language }: { search?: string; language?: 'en' | 'sv' | 'es' } = {},
  ) {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<T>(environment, query, { id } as T['variables']);
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
    function Screen() {
      return render(usePreloadedQuery<T>(query, queryRef));
    }
    const result = renderWithProviders(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
      { environment, language, path: `${basePath}/${id}${search ? `?${search}` : ''}`, routes },
    );
    return { ...result, environment };
  }

  function resolveGenerated(environment: MockEnvironment, resolvers: Resolvers) {
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: typename, id }), ...resolvers }),
      ),
    );
  }

  return { renderTab, resolveGenerated };
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

/** The most recent operation once its variables match `variables`. */
export async function waitForVariables(environment: MockEnvironment, variables: Record<string, unknown>) {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject(variables), {
    timeout: 4000,
  });
  return environment.mock.getMostRecentOperation();
}
