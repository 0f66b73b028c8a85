import type { GatewayContext } from '../context.js';

/**
 * Resolvers for the fields a partial source may lack (undefined): a picker row or a row of another
 * resource carries only some fields of a type; the rest come from `loadFull`, which is memoized per
 * request, so a screen pays for the full record only when it selects one of those fields.
 */
export function fieldsFromFullRecord<S, F>(
  fields: readonly string[],
  loadFull: (source: S, ctx: GatewayContext) => Promise<F>,
) {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      async (source: S, _: unknown, ctx: GatewayContext) => {
        const own = (source as Record<string, unknown>)[field];
        return own !== undefined ? own : ((await loadFull(source, ctx)) as Record<string, unknown>)[field];
      },
    ]),
  );
}
