import {
  BREAK,
  GraphQLError,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  LIST_CAPS,
  MAX_IDS,
  MAX_LIST_ITEMS,
  MAX_SEARCH_LENGTH,
  MAX_TEXT_LENGTH,
  SEARCH_ARGUMENTS,
  TEXT_BOUNDS,
} from './inputCaps.js';
import { argumentValue, selectOperation, walkInput, type InputPosition } from './inputValues.js';

/** The most items the list at `coordinate` may have. */
export function listCapOf(coordinate: string, itemTypeName: string): number {
  return LIST_CAPS[coordinate] ?? (itemTypeName === 'ID' ? MAX_IDS : MAX_LIST_ITEMS);
}

/** The most characters the text at `coordinate` (argument `argumentName`, if an argument) may have. */
export function textBoundOf(coordinate: string, argumentName: string | undefined): number {
  const own = TEXT_BOUNDS[coordinate];
  if (own !== undefined) return own;
  return argumentName !== undefined && SEARCH_ARGUMENTS.includes(argumentName) ? MAX_SEARCH_LENGTH : MAX_TEXT_LENGTH;
}

/** Characters as the platform's JSON schema counts them (code points): a surrogate pair is one. */
function charactersOf(text: string, atMost: number): number {
  if (text.length <= atMost) return text.length;
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The first list or text of the operation's arguments (literal or variable, at any depth of input
 * objects, directives' arguments too) that is longer than its cap, as the error to answer; undefined
 * when all fit. Runs before execution, so an over-long value makes no platform call.
 */
export function inputLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const selected = selectOperation(document, operationName, variables);
  if (!selected) return undefined;
  let refusal: GraphQLError | undefined;
  for (const definition of [selected.operation, ...selected.fragments.values()]) {
    const typeInfo = new TypeInfo(schema);
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          const argument = typeInfo.getArgument();
          if (!argument) return undefined; // unknown: validation refused it already
          const directive = typeInfo.getDirective();
          const field = typeInfo.getFieldDef();
          const owner = directive ? `@${directive.name}` : `${typeInfo.getParentType()?.name}.${field?.name}`;
          const where = directive ? `@${directive.name}` : (field?.name ?? '');
          const coordinate = `${owner}(${argument.name}:)`;
          walkInput(
            argumentValue(node, selected.variables),
            argument.type,
            { coordinate, path: argument.name },
            {
              list(at, items, itemType) {
                const maxItems = listCapOf(at.coordinate, itemType.name);
                if (items > maxItems) refusal ??= listTooLong(where, at, items, maxItems);
              },
              text(at, value) {
                const maxLength = textBoundOf(at.coordinate, at.coordinate === coordinate ? argument.name : undefined);
                const length = charactersOf(value, maxLength);
                if (length > maxLength) refusal ??= textTooLong(where, at, length, maxLength);
              },
            },
          );
          return refusal ? BREAK : undefined;
        },
      }),
    );
    if (refusal) return refusal;
  }
  return undefined;
}

const listTooLong = (field: string, at: InputPosition, items: number, maxItems: number) =>
  new GraphQLError(`${field}: ${at.path} has ${items} items; at most ${maxItems} are allowed in one request.`, {
    // Like a validation error: 400 for application/graphql-response+json, 200 for legacy application/json.
    extensions: {
      code: 'LIST_LIMIT_EXCEEDED',
      field,
      argument: at.path,
      coordinate: at.coordinate,
      items,
      maxItems,
      http: { status: 400, spec: true },
    },
  });

const textTooLong = (field: string, at: InputPosition, length: number, maxLength: number) =>
  new GraphQLError(`${field}: ${at.path} has ${length} characters; at most ${maxLength} are allowed.`, {
    extensions: {
      code: 'BAD_USER_INPUT',
      errorCode: 'STRING_TOO_LONG',
      field,
      argument: at.path,
      coordinate: at.coordinate,
      length,
      maxLength,
      http: { status: 400, spec: true },
    },
  });

/**
 * Refuses an operation with an over-long list or text before any resolver runs (no upstream call); the
 * subscriptions' arguments too.
 */
export function useInputLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = inputLimitError(args.schema, args.document, args.operationName, variablesOf(args.variableValues));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = inputLimitError(args.schema, args.document, args.operationName, variablesOf(args.variableValues));
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

const variablesOf = (values: unknown) => (values ?? undefined) as Record<string, unknown> | undefined;
