import type { FieldErrors } from '../../http/errors.js';

export const NAME_MAX = 100;
export const ADDRESS_MAX = 300;
/** Spec 3 gives no limit for a network's description; 300 as the user's description (docs/rest-contract.md). */
export const DESCRIPTION_MAX = 300;
export const NETWORK_TYPES = ['public', 'open', 'private'] as const;
export const RANGE_MIN = 10000;
export const RANGE_MAX = 100000;
/** The range a network gets when the range is turned on without a value. */
export const RANGE_DEFAULT = 10000;

export interface NetworkInput {
  name?: string | null;
  type?: string | null;
  description?: string | null;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  ownerId?: number | null;
  clientId?: number | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** The form's own rules (spec 5 "Network form"); scope checks of owner and client come after. */
export function networkFieldErrors(input: NetworkInput): FieldErrors {
  const e: FieldErrors = {};
  if (blank(input.name)) e.name = 'REQUIRED';
  else if (input.name!.trim().length > NAME_MAX) e.name = 'TOO_LONG';
  if (blank(input.address)) e.address = 'REQUIRED';
  else if (input.address!.trim().length > ADDRESS_MAX) e.address = 'TOO_LONG';
  if (input.lat === null || input.lat === undefined) e.lat = 'REQUIRED';
  else if (input.lat < -90 || input.lat > 90) e.lat = 'OUT_OF_RANGE';
  if (input.lng === null || input.lng === undefined) e.lng = 'REQUIRED';
  else if (input.lng < -180 || input.lng > 180) e.lng = 'OUT_OF_RANGE';
  if (!input.type) e.type = 'REQUIRED';
  else if (!NETWORK_TYPES.includes(input.type as never)) e.type = 'INVALID';
  if (input.description && input.description.length > DESCRIPTION_MAX) e.description = 'TOO_LONG';
  if (!input.ownerId && !input.clientId) e.ownerId = e.clientId = 'REQUIRED';
  return e;
}
