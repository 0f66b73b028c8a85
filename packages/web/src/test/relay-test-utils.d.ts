// relay-test-utils ships Flow types only; this covers the part the tests use.
declare module 'relay-test-utils' {
  import type { Environment, OperationDescriptor, GraphQLSingularResponse } from 'relay-runtime';

  type Resolver = (operation: OperationDescriptor) => GraphQLSingularResponse | Error;

  export interface MockEnvironment extends Environment {
    mock: {
      resolveMostRecentOperation(payload: GraphQLSingularResponse | Resolver): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      queueOperationResolver(resolver: Resolver): void;
      getMostRecentOperation(): OperationDescriptor;
      getAllOperations(): OperationDescriptor[];
      isLoading(request: unknown, variables: Record<string, unknown>): boolean;
    };
  }

  export function createMockEnvironment(config?: Record<string, unknown>): MockEnvironment;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      resolvers?: Record<string, (context: unknown, generateId: () => number) => unknown>,
    ): GraphQLSingularResponse;
  };
}
