/** The spec's colours: unconfirmed red, ongoing amber (Chakra's yellow: its solid keeps dark text readable; orange's white text fails the contrast check), finalized green (confirmed, not a box, blue). */
export const INCIDENT_STATUS_PALETTE: Record<string, string> = {
  UNCONFIRMED: 'red',
  ONGOING: 'yellow',
  CONFIRMED: 'blue',
  FINALIZED: 'green',
};

/** The spec's order of the statuses: confirm, pending, confirmed, finalized. */
export const INCIDENT_STATUSES = ['UNCONFIRMED', 'ONGOING', 'CONFIRMED', 'FINALIZED'] as const;
export type IncidentStatusName = (typeof INCIDENT_STATUSES)[number];

/** The three summary boxes (spec 001 section 2). */
export const SUMMARY_STATUSES = ['UNCONFIRMED', 'ONGOING', 'FINALIZED'] as const;

/** The contract's transitions: only forwards, never from finalized. */
export function nextStatuses(status: string): IncidentStatusName[] {
  const index = INCIDENT_STATUSES.indexOf(status as IncidentStatusName);
  return index < 0 ? [] : INCIDENT_STATUSES.slice(index + 1);
}
