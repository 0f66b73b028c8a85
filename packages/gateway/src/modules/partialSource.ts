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
      // Synchronous when the source has the field: a promise per field and row would send every row of a
      // list down the executor's asynchronous path (most of the gateway's CPU on a list, bench/overhead.ts).
      (source: S, _: unknown, ctx: GatewayContext) => {
        const own = (source as Record<string, unknown>)[field];
        return own !== undefined ? own : loadFull(source, ctx).then((full) => (full as Record<string, unknown>)[field]);
      },
    ]),
  );
}
