import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The arguments that say how many items a list field answers. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit'];

/**
 * The estimated number of field values an operation produces: every field counts once per time it is
 * resolved, and the fields under a field with a page size (`first`, `last` or `limit`: its value, the
 * variable's, or the schema default) are resolved that many times. `clients(first: 100)` selecting 10
 * fields per node costs about 1000; the same under `searchClients(first: 100)` costs 100 times that.
 * Introspection (`__schema`, `__type`, `__typename`) is free. Variables count, so the figure needs the
 * request's variables and is computed just before execution (validation results are cached per text).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;

  const variableValues = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = variables?.[name] ?? (definition.defaultValue ? literalOf(definition.defaultValue) : undefined);
    variableValues.set(name, value);
  }

  const pageSize = (field: FieldNode, argumentsOfField: readonly GraphQLArgument[]): number => {
    for (const name of PAGE_SIZE_ARGUMENTS) {
      const definition = argumentsOfField.find((argument) => argument.name === name);
      if (!definition) continue;
      const node = field.arguments?.find((argument) => argument.name.value === name);
      let value: unknown = definition.defaultValue;
      if (node?.value.kind === Kind.INT) value = Number(node.value.value);
      else if (node?.value.kind === Kind.VARIABLE)
        value = variableValues.get(node.value.name.value) ?? definition.defaultValue;
      if (typeof value === 'number' && Number.isFinite(value) && value > 1) return value;
    }
    return 1;
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
        if (!selection.selectionSet || !fieldDefinition) continue;
        const fieldType = getNamedType(fieldDefinition.type);
        if (isCompositeType(fieldType))
          cost += costOf(
            selection.selectionSet,
            fieldType,
            times * pageSize(selection, fieldDefinition.args),
            fragmentPath,
          );
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

/** A default value written in the document (`$first: Int = 50`) without knowing the variable's type. */
function literalOf(node: ValueNode): unknown {
  return node.kind === Kind.INT ? Number(node.value) : undefined;
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
