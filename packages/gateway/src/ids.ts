import { GraphQLError } from 'graphql';

/** Global ids: opaque base64url of "Type:restId", so Relay can refetch any Node by id alone. */

export function toGlobalId(type: string, restId: string | number): string {
  return Buffer.from(`${type}:${restId}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; restId: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  const type = decoded.slice(0, colon);
  if (!/^[A-Z][A-Za-z]*$/.test(type)) return null;
  return { type, restId: decoded.slice(colon + 1) };
}

/** The REST id inside a global id of the expected type, or null when the id is of another type or malformed. */
export function restIdOf(type: string, globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === type ? parsed.restId : null;
}

/** The integer REST id of an argument that must be a global id of `type`; anything else is BAD_USER_INPUT. */
export function restIdArg(type: string, globalId: string, argument = 'id'): number {
  const restId = restIdOf(type, globalId);
  if (restId === null || !/^\d+$/.test(restId)) {
    throw new GraphQLError(`${argument} is not a ${type} id.`, {
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' },
    });
  }
  return Number(restId);
}

/** restIdArg for a list of ids; null and undefined read as an empty list. */
export function restIdArgs(type: string, globalIds: readonly string[] | null | undefined, argument: string): number[] {
  return (globalIds ?? []).map((globalId) => restIdArg(type, globalId, argument));
}
