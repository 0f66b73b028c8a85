import type { Queryable } from '../../db/types.js';
import type { FieldErrors } from '../../http/errors.js';
import {
  isDeviceInScope,
  mayLeaveDeviceWithoutClient,
  SqlFilter,
  type Caller,
  type Scope,
} from '../../policy/index.js';

/** The rules every kind of device shares (docs/rest-contract.md "Alarm devices (issue 11)", spec 002 sections 5, 9). */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 300;
export const LOCATION_MAX = 200;
/** Test mode switches itself off after at most 4 hours (0 = never), stored in ms. */
export const TEST_MODE_TIMEOUT_MAX_MS = 4 * 60 * 60 * 1000;
export const RADIUS_MIN = 10;
export const RADIUS_MAX = 100000;
/** The default map centre (central Stockholm): a new device's position when the form gives none. */
export const DEFAULT_LAT = 59.3243556;
export const DEFAULT_LNG = 18.0705097;

/** The fields every kind's form has. */
export interface SharedDeviceInput {
  name?: string | null;
  description?: string | null;
  location?: string | null;
  lat?: number | null;
  lng?: number | null;
  testModeEnabled?: boolean | null;
  testModeAutoDisableTimeoutMs?: number | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** name, location, lat, lng required; lengths, coordinates and the test-mode timeout in bounds. */
export function sharedFieldErrors(input: SharedDeviceInput): FieldErrors {
  const e: FieldErrors = {};
  if (blank(input.name)) e.name = 'REQUIRED';
  else if (input.name!.trim().length > NAME_MAX) e.name = 'TOO_LONG';
  if (blank(input.location)) e.location = 'REQUIRED';
  else if (input.location!.trim().length > LOCATION_MAX) e.location = 'TOO_LONG';
  if (input.description && input.description.trim().length > DESCRIPTION_MAX) e.description = 'TOO_LONG';
  if (input.lat === null || input.lat === undefined) e.lat = 'REQUIRED';
  else if (!(input.lat >= -90 && input.lat <= 90)) e.lat = 'OUT_OF_RANGE';
  if (input.lng === null || input.lng === undefined) e.lng = 'REQUIRED';
  else if (!(input.lng >= -180 && input.lng <= 180)) e.lng = 'OUT_OF_RANGE';
  const timeout = input.testModeAutoDisableTimeoutMs;
  if (timeout !== null && timeout !== undefined && !(timeout >= 0 && timeout <= TEST_MODE_TIMEOUT_MAX_MS))
    e.testModeAutoDisableTimeoutMs = 'OUT_OF_RANGE';
  return e;
}

/** A radius field (public radius, selected networks radius): 10..100000 when given. */
export const radiusError = (radius: number | null | undefined): string | undefined =>
  radius === null || radius === undefined || (radius >= RADIUS_MIN && radius <= RADIUS_MAX)
    ? undefined
    : 'OUT_OF_RANGE';

/** The trimmed text of an optional field (null when blank). */
export const optionalText = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export interface OwnerInput {
  /** The client owner (devices.client_id). */
  clientOwnerId?: number | null;
  /** The owner user (devices.owner_user_id). */
  ownerId?: number | null;
}

/**
 * The owner rules: a non-admin must name a client owner among its clients (`clientOwnerId` REQUIRED /
 * NOT_IN_SCOPE); the client must exist (NOT_FOUND); the owner must be an active user the caller may see
 * (NOT_FOUND) and a member of the client owner when both are given (NOT_IN_CLIENT). `ownerRequired`
 * (DALM): an owner or a client owner is required (`ownerId` REQUIRED).
 */
export async function ownerErrors(
  db: Queryable,
  caller: Caller,
  scope: Scope,
  input: OwnerInput,
  opts: { ownerRequired: boolean },
): Promise<FieldErrors> {
  const e: FieldErrors = {};
  const clientId = input.clientOwnerId ?? null;
  const ownerId = input.ownerId ?? null;
  if (opts.ownerRequired && clientId === null && ownerId === null) e.ownerId = 'REQUIRED';
  if (clientId === null) {
    if (!mayLeaveDeviceWithoutClient(caller)) e.clientOwnerId = 'REQUIRED';
  } else if (!isDeviceInScope(scope, clientId)) e.clientOwnerId = 'NOT_IN_SCOPE';
  else if (!(await db.query('SELECT 1 FROM clients WHERE id = $1', [clientId])).length) e.clientOwnerId = 'NOT_FOUND';
  if (ownerId !== null) {
    const f = new SqlFilter(scope).userColumn('u.id');
    f.where(`u.id = ${f.param(ownerId)}`).where('u.deactivated_at IS NULL');
    if (!(await db.query(`SELECT 1 FROM users u ${f.toSql()}`, f.params)).length) e.ownerId = 'NOT_FOUND';
    else if (
      clientId !== null &&
      !e.clientOwnerId &&
      !(await db.query('SELECT 1 FROM client_users WHERE client_id = $1 AND user_id = $2', [clientId, ownerId])).length
    )
      e.ownerId = 'NOT_IN_CLIENT';
  }
  return e;
}

export interface TestModeState {
  enabled: boolean;
  timeoutMs: number;
  expiresAt: Date | null;
}

/**
 * When test mode runs out: switched on (or its timeout changed while on) with a timeout, `now + timeout`;
 * left on with the same timeout, the expiry it had; off or a timeout of 0, never (null).
 */
export function testModeExpiry(
  current: TestModeState | null,
  next: { enabled: boolean; timeoutMs: number },
  now: Date,
) {
  if (!next.enabled || next.timeoutMs === 0) return null;
  if (current?.enabled && current.timeoutMs === next.timeoutMs && current.expiresAt) return current.expiresAt;
  return new Date(now.getTime() + next.timeoutMs);
}
