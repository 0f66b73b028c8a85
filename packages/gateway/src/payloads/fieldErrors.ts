import { GraphQLError } from 'graphql';
import { toGlobalId } from '../ids.js';
import type { ModuleResolvers } from '../modules/types.js';

/** A platform field name (policy `sosPublicRadius`) → the GraphQL input path the form knows. */
export type FieldNameMap = (restField: string) => string;

export interface FieldError {
  field: string;
  code: string;
  message: string;
  /** The refused picks of a batch add at this field (empty when left out). */
  refused?: RefusedPick[];
}

/** One refused pick of a batch add, with the global id it was sent as. */
export interface RefusedPick {
  pickedId: string;
  name: string | null;
  code: string;
}

/** The node type of a batch add's id list, by the input's field name: a refused pick's id is one of these. */
const PICKED_TYPES: Record<string, string> = {
  userIds: 'User',
  networkIds: 'Network',
  deviceIds: 'Device',
  clientIds: 'Client',
};

interface RestRefusedPick {
  field: string;
  id: number;
  name: string | null;
  code: string;
}

/** English texts for the platform's field codes; the console translates by `code`, this is for tools. */
const MESSAGES: Record<string, string> = {
  REQUIRED: 'This field is required.',
  TOO_LONG: 'The text is too long.',
  INVALID: 'The value is not valid.',
  INVALID_EMAIL: 'Invalid e-mail address.',
  INVALID_PHONE: 'Enter an international number: + and 6 to 15 digits, for example +46 70 123 45 67.',
  INVALID_COLOR: 'The colour must be #RRGGBB.',
  OUT_OF_RANGE: 'The value must be between 10 and 100000.',
  TOO_FEW_ENABLED: 'At least two alarm categories must stay enabled.',
  NOT_ENFORCED: 'Turn on Enforced before changing this category.',
  NEEDS_CREATE_PUBLIC_ALERT: 'This option needs Create public alert.',
  NEEDS_RADIUS_ENABLED: 'Turn on the radius before changing it.',
  INSECURE_LINK: 'The link is not secure (http://).',
  INVALID_MEETING_LINK: 'Invalid meeting link.',
  NOT_IN_CLIENT: 'It does not belong to this client.',
  DRAFT_LOCKED: 'Not available while the alert is a draft.',
  NOT_FOUND: 'It does not exist.',
  NOT_IN_DOCUMENT_CLIENTS: 'It is not of the document’s clients.',
  OWNER_NOT_IN_CLIENT: 'Its owner is not a member of this client.',
};

/** The field errors of a platform 400 VALIDATION_FAILED with `fields`, else null (other errors stay errors). */
export function fieldErrorsOf(error: unknown, mapField: FieldNameMap = (field) => field): FieldError[] | null {
  if (!(error instanceof GraphQLError)) return null;
  const { code, errorCode, fields, refused } = error.extensions as {
    code?: string;
    errorCode?: string;
    fields?: Record<string, string>;
    refused?: RestRefusedPick[];
  };
  if (code !== 'BAD_USER_INPUT' || errorCode !== 'VALIDATION_FAILED' || !fields || Object.keys(fields).length === 0)
    return null;
  const entries = Object.entries(fields);
  return entries.map(([field, fieldCode]) => {
    const inputField = mapField(field);
    return {
      field: inputField,
      code: fieldCode,
      // A refusal naming its picks keeps the platform's message, which names them too.
      message: refused?.length ? error.message : (MESSAGES[fieldCode] ?? error.message),
      refused: (refused ?? []).filter((pick) => pick.field === field).map((pick) => toRefusedPick(pick, inputField)),
    };
  });
}

function toRefusedPick(pick: RestRefusedPick, inputField: string): RefusedPick {
  const type = PICKED_TYPES[inputField];
  return { pickedId: type ? toGlobalId(type, pick.id) : String(pick.id), name: pick.name, code: pick.code };
}

/** `FieldError.refused`: the errors made here carry it; those made by hand elsewhere have none. */
export const fieldErrorResolvers: ModuleResolvers = {
  FieldError: { refused: (error: FieldError) => error.refused ?? [] },
};

/**
 * Runs a write and shapes its payload: `{ [key]: node, errors: [] }`, or `{ [key]: null, errors }` when
 * the platform refused fields. Any other failure stays a GraphQL error with its code.
 */
export async function payloadOf<K extends string, N>(
  key: K,
  write: () => Promise<N>,
  mapField?: FieldNameMap,
): Promise<{ errors: FieldError[] } & Record<K, N | null>> {
  try {
    const node = await write();
    return { [key]: node, errors: [] } as { errors: FieldError[] } & Record<K, N | null>;
  } catch (error) {
    const errors = fieldErrorsOf(error, mapField);
    if (!errors) throw error;
    return { [key]: null, errors } as { errors: FieldError[] } & Record<K, N | null>;
  }
}
