import {
  Kind,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  valueFromASTUntyped,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type OperationDefinitionNode,
} from 'graphql';

/** Where an input value sits: its schema coordinate (`Query.nodes(ids:)`, `UserImportInput.users`) and its path. */
export interface InputPosition {
  /** The argument's or input field's schema coordinate: the key of the caps in inputCaps.ts. */
  coordinate: string;
  /** How the caller wrote it: the argument, then input fields and list indexes (`input.users[3].networkIds`). */
  path: string;
}

export interface InputVisitor {
  /** A list value (a single value given for a list counts as one item). */
  list?(at: InputPosition, items: number, itemType: GraphQLNamedType): void;
  /** A String or ID value. */
  text?(at: InputPosition, value: string): void;
}

/** The operation a request runs (by name, or the document's only one), its fragments and its variables. */
export interface SelectedOperation {
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  /** The request's variables, with the document's defaults for those left out. */
  variables: Record<string, unknown>;
}

export function selectOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): SelectedOperation | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const given = variables?.[name];
    values[name] =
      given !== undefined ? given : definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined;
  }
  return { operation, fragments, variables: values };
}

/** An argument's value as JavaScript: literals as written, variables as sent (not yet coerced). */
export function argumentValue(node: ArgumentNode, variables: Record<string, unknown>): unknown {
  return valueFromASTUntyped(node.value, variables);
}

/**
 * Walks a (not yet coerced) input value along its type, reporting every list and every String/ID in it.
 * Values of the wrong shape are skipped: coercion refuses them later, after the limits.
 */
export function walkInput(value: unknown, type: GraphQLInputType, at: InputPosition, visitor: InputVisitor): void {
  if (value === null || value === undefined) return;
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    visitor.list?.(at, items.length, getNamedType(nullable));
    items.forEach((item, index) =>
      walkInput(item, nullable.ofType, { coordinate: at.coordinate, path: `${at.path}[${index}]` }, visitor),
    );
  } else if (isInputObjectType(nullable)) {
    if (typeof value !== 'object' || Array.isArray(value)) return;
    for (const field of Object.values(nullable.getFields())) {
      if (!Object.hasOwn(value, field.name)) continue;
      walkInput(
        (value as Record<string, unknown>)[field.name],
        field.type,
        { coordinate: `${nullable.name}.${field.name}`, path: `${at.path}.${field.name}` },
        visitor,
      );
    }
  } else if (typeof value === 'string' && (nullable.name === 'String' || nullable.name === 'ID')) {
    visitor.text?.(at, value);
  }
}
