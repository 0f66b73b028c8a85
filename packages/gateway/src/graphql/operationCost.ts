import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LIST_CAPS } from './inputCaps.js';
import { argumentValue, selectOperation, walkInput } from './inputValues.js';

/** The arguments that say how many items a list field answers. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit'];
/** A list argument of this name on a list field (`nodes(ids:)`): the field answers one item per id. */
const ITEMS_ARGUMENT = 'ids';

/**
 * The estimated number of field values an operation produces: every field counts once per time it is
 * resolved, and the fields under a field with a page size (`first`, `last` or `limit`: its value, the
 * variable's, or the schema default) are resolved that many times. `clients(first: 100)` selecting 10
 * fields per node costs about 1000; the same under `searchClients(first: 100)` costs 100 times that.
 * A list field with an `ids` list argument (`nodes(ids:)`) answers one item per id: its fields count once
 * per id. Any other list in the arguments (literal or variable, at any depth of input objects) adds its
 * length, once per time its field is resolved, except the lists with a cap of their own (inputCaps.ts
 * LIST_CAPS: bulk operations that the platform takes in one request): they count against that cap.
 * Introspection (`__schema`, `__type`, `__typename`) is free. Variables count, so the figure needs the
 * request's variables and is computed just before execution (validation results are cached per text).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const selected = selectOperation(document, operationName, variables);
  if (!selected) return 0;
  const { operation, fragments } = selected;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;

  const valueOf = (field: FieldNode, definition: GraphQLArgument): unknown => {
    const node = field.arguments?.find((argument) => argument.name.value === definition.name);
    const value = node ? argumentValue(node, selected.variables) : undefined;
    return value === undefined ? definition.defaultValue : value;
  };

  const pageSize = (field: FieldNode, definition: GraphQLField<unknown, unknown>): number => {
    const items = definition.args.find((argument) => argument.name === ITEMS_ARGUMENT);
    if (items && isListType(getNullableType(items.type)) && isListType(getNullableType(definition.type))) {
      const ids = valueOf(field, items);
      if (ids !== undefined && ids !== null) return Math.max(1, Array.isArray(ids) ? ids.length : 1);
    }
    for (const name of PAGE_SIZE_ARGUMENTS) {
      const argument = definition.args.find((candidate) => candidate.name === name);
      if (!argument) continue;
      const value = valueOf(field, argument) ?? argument.defaultValue;
      if (typeof value === 'number' && Number.isFinite(value) && value > 1) return value;
    }
    return 1;
  };

  /** The items of the lists among a field's arguments (the `ids` of a list field and capped lists aside). */
  const listItems = (
    field: FieldNode,
    definition: GraphQLField<unknown, unknown>,
    parentType: GraphQLCompositeType,
  ): number => {
    let items = 0;
    for (const argument of definition.args) {
      const coordinate = `${parentType.name}.${definition.name}(${argument.name}:)`;
      if (argument.name === ITEMS_ARGUMENT && isListType(getNullableType(definition.type))) continue;
      walkInput(
        valueOf(field, argument),
        argument.type,
        { coordinate, path: argument.name },
        {
          list(at, length) {
            if (!(at.coordinate in LIST_CAPS)) items += length;
          },
        },
      );
    }
    return items;
  };

  const costOf = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType,
    times: number,
    fragmentPath: ReadonlySet<string>,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        cost += times;
        const fieldDefinition =
          isObjectType(parentType) || isInterfaceType(parentType)
            ? parentType.getFields()[selection.name.value]
            : undefined;
        if (!fieldDefinition) continue;
        cost += times * listItems(selection, fieldDefinition, parentType);
        const fieldType = getNamedType(fieldDefinition.type);
        if (selection.selectionSet && isCompositeType(fieldType))
          cost += costOf(selection.selectionSet, fieldType, times * pageSize(selection, fieldDefinition), fragmentPath);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        cost += costOf(
          selection.selectionSet,
          isCompositeType(condition) ? condition : parentType,
          times,
          fragmentPath,
        );
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || fragmentPath.has(fragment.name.value)) continue; // unknown or cyclic: validation refuses it
        const condition = schema.getType(fragment.typeCondition.name.value);
        cost += costOf(
          fragment.selectionSet,
          isCompositeType(condition) ? condition : parentType,
          times,
          new Set(fragmentPath).add(fragment.name.value),
        );
      }
    }
    return cost;
  };

  return costOf(operation.selectionSet, rootType, 1, new Set());
}

/** Refuses an operation whose operationCost is over `maxCost` before any resolver runs (no upstream call). */
export function useCostLimit(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | undefined,
      );
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `The operation costs ${cost}; at most ${maxCost} is allowed. Ask for smaller pages (first) or fewer nested lists.`,
              {
                // Like a validation error: 400 for application/graphql-response+json, 200 for legacy application/json.
                extensions: { code: 'COST_LIMIT_EXCEEDED', cost, maxCost, http: { status: 400, spec: true } },
              },
            ),
          ],
        });
      }
    },
  };
}
