import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * GraphQL over HTTP: a request that fails before execution (a variable that cannot be coerced to its type)
 * answers 400 to `application/graphql-response+json` but 200 with the errors to the legacy
 * `application/json`. graphql-yoga's executor marks these errors 400 for both (its issue 3178); marking
 * them `spec` makes yoga answer 200 to legacy callers, as it already does for validation errors.
 */
export function useRequestErrorStatus(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result) || 'data' in result) return;
          for (const error of result.errors ?? []) {
            const http = error.extensions?.http as { status?: number; spec?: boolean } | undefined;
            if (http?.status === 400 && http.spec === undefined) http.spec = true;
          }
        },
      };
    },
  };
}
