import { useCallback, useState } from 'react';
import type { ConcreteRequest, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { fetchGraphQL } from './network';

interface Commit<T extends MutationParameters> {
  variables: T['variables'];
  onCompleted?: (response: T['response']) => void;
  onError?: (error: Error) => void;
}

/**
 * useMutation for the signed-out screens, without Relay's runtime: the login page's first load stays
 * small (Relay's runtime arrives with the signed-in shell). A sign-in answer is read once by its
 * callback and never needed in the store. The persisted document is sent like any other operation.
 */
export function useSignInMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(commit: Commit<T>) => void, boolean] {
  const [inFlight, setInFlight] = useState(0);
  const commit = useCallback(
    ({ variables, onCompleted, onError }: Commit<T>) => {
      setInFlight((count) => count + 1);
      fetchGraphQL((mutation as ConcreteRequest).params, variables)
        .then(
          (response) => onCompleted?.((response as { data?: unknown }).data as T['response']),
          (error: Error) => onError?.(error),
        )
        .finally(() => setInFlight((count) => count - 1));
    },
    [mutation],
  );
  return [commit, inFlight > 0];
}

/**
 * readInlineData for a plain (storeless) answer: the @inline fragment's fields are the object itself.
 * The fragment stays in the source so relay-compiler types it and adds its fields to the operations.
 */
export function readSignInData<TKey extends { readonly ' $data'?: unknown }>(
  _fragment: GraphQLTaggedNode,
  key: TKey,
): NonNullable<TKey[' $data']> {
  return key as unknown as NonNullable<TKey[' $data']>;
}
