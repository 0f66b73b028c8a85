import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useDepthLimit } from './depthLimit.js';
import { useInputLimits } from './inputLimits.js';
import { useCostLimit } from './operationCost.js';

/**
 * The limits every operation meets, signed in or not, persisted or free-form: the console's own
 * operations stay well below each (security.test.ts checks every persisted one). Anything over is
 * refused before execution, so before any upstream call.
 */
export const OPERATION_LIMITS = {
  /** The whole request body, checked by yoga before parsing (413). */
  maxBodyBytes: 1024 * 1024,
  /** Tokens the parser reads before giving up: a 5000-deep document stops here, not in a stack overflow. */
  maxTokens: 2000,
  maxAliases: 15,
  maxDirectives: 50,
  /** Fields nested (introspection not counted), by depthLimit.ts. */
  maxDepth: 12,
  /** operationCost.ts: field values produced, lists weighted by their page size, list arguments by their length. */
  maxCost: 5000,
  // Lists and texts in arguments: inputCaps.ts (LIST_LIMIT_EXCEEDED, STRING_TOO_LONG), by inputLimits.ts.
} as const;

/** An armor rejection as a validation error with a code (yoga answers 400), instead of armor's thrown error. */
const reportWithCode = (code: string) => (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code } }));

export function useOperationLimits(): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: OPERATION_LIMITS.maxTokens },
      maxAliases: {
        n: OPERATION_LIMITS.maxAliases,
        propagateOnRejection: false,
        onReject: [reportWithCode('ALIAS_LIMIT_EXCEEDED')],
      },
      maxDirectives: {
        n: OPERATION_LIMITS.maxDirectives,
        propagateOnRejection: false,
        onReject: [reportWithCode('DIRECTIVE_LIMIT_EXCEEDED')],
      },
      // Depth stays with depthLimit.ts (one mechanism); cost needs variables (operationCost.ts).
      maxDepth: { enabled: false },
      costLimit: { enabled: false },
      // Suggestions are a signed-out concern: those callers cannot send documents at all (persistedOperations.ts).
      blockFieldSuggestion: { enabled: false },
    }),
    useParseErrorCodes(),
    useDepthLimit(OPERATION_LIMITS.maxDepth),
    useInputLimits(),
    useCostLimit(OPERATION_LIMITS.maxCost),
  ];
}

/** Parse failures (syntax, the token limit) answer 400 with a code, never a masked 500. */
function useParseErrorCodes(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!(result instanceof Error)) return;
        const tokenLimit = /Token limit of \d+ exceeded/.test(result.message);
        const message = tokenLimit
          ? `The document has more than ${OPERATION_LIMITS.maxTokens} tokens.`
          : result.message;
        replaceParseResult(
          new GraphQLError(message, {
            extensions: { code: tokenLimit ? 'TOKEN_LIMIT_EXCEEDED' : 'GRAPHQL_PARSE_FAILED', http: { status: 400 } },
          }),
        );
      };
    },
  };
}
