import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Refuses operations nested deeper than `maxDepth` fields, counting through fragments. Introspection
 * fields are not counted: GraphiQL's schema query is deep by nature and cheap.
 */
export function useDepthLimit(maxDepth: number): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => depthLimitRule(context, maxDepth));
    },
  };
}

function depthLimitRule(context: ValidationContext, maxDepth: number): ASTVisitor {
  const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    let deepest = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      } else if (!seen.has(selection.name.value)) {
        const fragment = context.getFragment(selection.name.value);
        deepest = Math.max(deepest, depthOf(fragment?.selectionSet, new Set(seen).add(selection.name.value)));
      }
    }
    return deepest;
  };
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The operation is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
    },
  };
}
