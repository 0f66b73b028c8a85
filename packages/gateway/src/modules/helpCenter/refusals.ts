import { GraphQLError } from 'graphql';
import { fieldErrorsOf, type FieldError, type FieldNameMap } from '../../payloads/fieldErrors.js';

/** English texts for the refusals this area turns into payload errors (the console translates by code). */
const MESSAGES: Record<string, string> = {
  SECTION_EXISTS: 'A section with this key already exists in this language.',
  CATEGORY_EXISTS: 'A category with this name already exists in this language.',
  READ_ONLY: 'It cannot be changed after creation.',
  RECEIVERS_REQUIRED: 'Please select users',
  NOT_FOUND: 'It does not exist.',
};

/**
 * A platform refusal as payload errors: field errors (400 with `fields`, names mapped), or a refusal whose
 * errorCode is in `fieldByCode` on that field. Anything else is not a field error: null (it stays an error).
 */
export function refusalAsFieldErrors(
  error: unknown,
  fieldByCode: Record<string, string>,
  mapField?: FieldNameMap,
): FieldError[] | null {
  const fieldErrors = fieldErrorsOf(error, mapField);
  if (fieldErrors) return fieldErrors;
  if (!(error instanceof GraphQLError)) return null;
  const errorCode = String(error.extensions.errorCode ?? '');
  if (!Object.hasOwn(fieldByCode, errorCode)) return null;
  return [{ field: fieldByCode[errorCode], code: errorCode, message: MESSAGES[errorCode] ?? error.message }];
}

/** Runs a write for a `{ [key], errors }` payload; refusals refusalAsFieldErrors knows become `errors`. */
export async function payloadWithRefusals<K extends string, N>(
  key: K,
  write: () => Promise<N>,
  fieldByCode: Record<string, string>,
  mapField?: FieldNameMap,
): Promise<{ errors: FieldError[] } & Record<K, N | null>> {
  try {
    return { [key]: await write(), errors: [] } as { errors: FieldError[] } & Record<K, N | null>;
  } catch (error) {
    const errors = refusalAsFieldErrors(error, fieldByCode, mapField);
    if (!errors) throw error;
    return { [key]: null, errors } as { errors: FieldError[] } & Record<K, N | null>;
  }
}
