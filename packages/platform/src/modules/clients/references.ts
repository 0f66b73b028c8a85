import type { FieldErrors } from '../../http/errors.js';
import type { References } from './alertPolicy.js';

/** What belongs to one client, limited to the ids a request mentions. */
export interface ClientBelongings {
  userIds: ReadonlySet<number>;
  networkIds: ReadonlySet<number>;
  documentIds: ReadonlySet<number>;
  /** Device id to its output codes, for the client's devices. */
  outputsByDevice: ReadonlyMap<number, ReadonlySet<string>>;
}

export const emptyReferences = (): References => ({ users: {}, networks: {}, documents: {}, outputs: {} });

/** Every id the references mention, to load the client's belongings in one go. */
export function mentionedIds(refs: References) {
  const ids = (lists: Record<string, number[]>) => [...new Set(Object.values(lists).flat())];
  return {
    userIds: ids(refs.users),
    networkIds: ids(refs.networks),
    documentIds: [...new Set(Object.values(refs.documents).filter((d): d is number => d !== null))],
    deviceIds: [...new Set(Object.values(refs.outputs).flatMap((o) => Object.keys(o).map(Number)))],
  };
}

/** NOT_IN_CLIENT for a user, network, document or device of another client; INVALID_OUTPUT for a code the device lacks. */
export function referenceErrors(refs: References, owned: ClientBelongings): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, ids] of Object.entries(refs.users))
    if (ids.some((id) => !owned.userIds.has(id))) errors[field] = 'NOT_IN_CLIENT';
  for (const [field, ids] of Object.entries(refs.networks)) {
    if (ids.some((id) => !owned.networkIds.has(id))) errors[field] = 'NOT_IN_CLIENT';
  }
  for (const [field, id] of Object.entries(refs.documents))
    if (id !== null && !owned.documentIds.has(id)) errors[field] = 'NOT_IN_CLIENT';
  for (const [field, byDevice] of Object.entries(refs.outputs)) {
    for (const [deviceKey, codes] of Object.entries(byDevice)) {
      const outputs = owned.outputsByDevice.get(Number(deviceKey));
      if (!outputs) errors[field] = 'NOT_IN_CLIENT';
      else if (codes.some((c) => !outputs.has(c))) errors[field] ??= 'INVALID_OUTPUT';
    }
  }
  return errors;
}
