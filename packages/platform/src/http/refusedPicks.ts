import { AppError } from './errors.js';

/**
 * One id of a batch add (users, networks, devices, clients picked together) that the platform refused, and why.
 * `name` only when the caller may see the item; an id it cannot see is refused as NOT_FOUND without a name.
 */
export interface RefusedPick {
  id: number;
  name: string | null;
  code: string;
}

/** The picks of `ids` that `check` refuses, in the order they were sent (each id once). */
export function refusalsOf(ids: readonly number[], check: (id: number) => Omit<RefusedPick, 'id'> | null) {
  const refused: RefusedPick[] = [];
  for (const id of new Set(ids)) {
    const refusal = check(id);
    if (refusal) refused.push({ id, ...refusal });
  }
  return refused;
}

/**
 * A batch add refused as a whole (nothing written): 400 VALIDATION_FAILED with `fields: { [field]: code }`
 * (the first refusal's code, as a single field error) and `refused: [{ field, id, name, code }]` naming every
 * refused pick, so the console can say which picks and why. The message names them too, for other callers.
 */
export function refusedPicks(field: string, refused: readonly RefusedPick[]): AppError {
  const named = refused.map((r) => `${r.name ?? `#${r.id}`} (${r.code})`).join(', ');
  return new AppError(400, 'VALIDATION_FAILED', `Nothing was added; refused: ${named}`, {
    fields: { [field]: refused[0]!.code },
    refused: refused.map((r) => ({ field, ...r })),
  });
}

/** Throws `refusedPicks` when any pick is refused. */
export function assertNoRefusals(field: string, refused: readonly RefusedPick[]): void {
  if (refused.length) throw refusedPicks(field, refused);
}

/** NOT_FOUND, unnamed, for each id the caller does not see (not among `seen`). */
export const unseenPicks = (ids: readonly number[], seen: ReadonlySet<number>) =>
  refusalsOf(ids, (id) => (seen.has(id) ? null : { name: null, code: 'NOT_FOUND' }));
