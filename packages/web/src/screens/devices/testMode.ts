// Test mode's automatic-disable timeout (spec 002 section 5): hours (at most 4) or minutes (at most 240),
// 0 = never, sent as milliseconds.

export type TimeoutUnit = 'hours' | 'minutes';

export const UNIT_MS: Readonly<Record<TimeoutUnit, number>> = { hours: 3_600_000, minutes: 60_000 };
export const UNIT_MAX: Readonly<Record<TimeoutUnit, number>> = { hours: 4, minutes: 240 };

/** The unit a stored timeout reads best in: whole hours in hours, anything else in minutes. */
export function unitOf(timeoutMs: number): TimeoutUnit {
  return timeoutMs > 0 && timeoutMs % UNIT_MS.hours !== 0 ? 'minutes' : 'hours';
}

/** A typed amount in a unit, capped at the unit's maximum, never negative, whole, in ms. */
export function toTimeoutMs(amount: number, unit: TimeoutUnit): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(Math.floor(amount), UNIT_MAX[unit]) * UNIT_MS[unit];
}

export function amountOf(timeoutMs: number, unit: TimeoutUnit): number {
  return Math.round(timeoutMs / UNIT_MS[unit]);
}
