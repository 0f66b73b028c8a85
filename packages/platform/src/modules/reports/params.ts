import type { Queryable } from '../../db/types.js';
import { AppError, badRequest, type FieldErrors } from '../../http/errors.js';
import { isClientInScope, scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { languageOf, type Language } from './labels.js';

/** The report's alert types (spec 002, "Incident summary") and the incident kinds each stands for. */
export const ALERT_TYPES = [
  'SOS_Emergency',
  'Public_Alert',
  'Safe_Assist',
  'Network_Alert',
  'Summon',
  'Device_Alert',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

const KINDS_OF: Record<Exclude<AlertType, 'Device_Alert'>, string[]> = {
  SOS_Emergency: ['Emergency Alert', 'Panic Alert'],
  Public_Alert: ['Public Alert'],
  Safe_Assist: ['Safe Assist Alert'],
  Network_Alert: ['Network Alert'],
  Summon: ['Summon'],
};
export const ALL_KINDS = Object.values(KINDS_OF).flat();

/** At most this many rows (incidents plus device alerts) in one report. */
export const MAX_REPORT_ROWS = 100_000;

export type ReportFormat = 'pdf' | 'xlsx';

export interface SummaryBody {
  startDate: string;
  endDate: string;
  clientIds?: number[];
  alertTypes?: AlertType[];
  deviceAlert?: boolean;
  siaCodes?: string[];
  format: ReportFormat;
  language?: Language;
}

/** What a report is made of, once checked: stored as a link's params, read again at download. */
export interface ReportParams {
  startDate: string;
  endDate: string;
  /** Empty: every client in scope. */
  clientIds: number[];
  alertTypes: AlertType[];
  /** The incident kinds to list (empty when only device alerts were asked for). */
  kinds: string[];
  deviceAlerts: boolean;
  siaCodes: string[];
  format: ReportFormat;
  language: Language;
}

const TZ = 'Europe/Stockholm';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Stockholm, YYYY-MM-DD. */
export const stockholmToday = (now = new Date()) => dayFormat.format(now);

/** The same day a year before (29 February → 1 March). */
function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
}

const isRealDate = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** The date rules of the contract, with their words; the first broken rule of each field. */
export function dateErrors(startDate: string, endDate: string, today = stockholmToday()): FieldErrors {
  const fields: FieldErrors = {};
  if (!isRealDate(startDate)) fields.startDate = 'INVALID';
  if (!isRealDate(endDate)) fields.endDate = 'INVALID';
  if (Object.keys(fields).length) return fields;
  if (startDate < yearBefore(today)) fields.startDate = 'START_TOO_EARLY';
  else if (startDate > endDate) fields.startDate = 'START_AFTER_END';
  else if (startDate > today) fields.startDate = 'FUTURE_DATE';
  if (endDate > today) fields.endDate = 'FUTURE_DATE';
  return fields;
}

const MESSAGES: Record<string, string> = {
  START_TOO_EARLY: 'Start date cannot be more than 1 year ago',
  START_AFTER_END: 'Start date cannot be after end date',
  FUTURE_DATE: 'Dates cannot be in the future',
  INVALID: 'Dates must be real days (YYYY-MM-DD)',
  NOT_IN_SCOPE: 'A client is not among the clients you may see',
};

/** Checks the body against the rules and the caller's scope; 400 with the fields at fault. */
export async function checkedParams(db: Queryable, caller: Caller, body: SummaryBody): Promise<ReportParams> {
  const fields = dateErrors(body.startDate, body.endDate);
  const scope = await scopeOf(db, caller);
  const clientIds = [...new Set(body.clientIds ?? [])].sort((a, b) => a - b);
  if (clientIds.some((id) => !isClientInScope(scope, id))) fields.clientIds = 'NOT_IN_SCOPE';
  const first = fields.startDate ?? fields.endDate ?? fields.clientIds;
  if (first) throw badRequest(MESSAGES[first] ?? 'Invalid report', fields);

  const alertTypes = [...new Set(body.alertTypes ?? [])];
  const incidentTypes = alertTypes.filter((t): t is Exclude<AlertType, 'Device_Alert'> => t !== 'Device_Alert');
  const onlyDevices = alertTypes.length > 0 && incidentTypes.length === 0;
  return {
    startDate: body.startDate,
    endDate: body.endDate,
    clientIds,
    alertTypes,
    kinds: onlyDevices ? [] : incidentTypes.length ? incidentTypes.flatMap((t) => KINDS_OF[t]) : ALL_KINDS,
    deviceAlerts: body.deviceAlert === true || alertTypes.includes('Device_Alert'),
    siaCodes: [...new Set(body.siaCodes ?? [])],
    format: body.format,
    language: languageOf(body.language, caller.language),
  };
}

export const tooMany = () =>
  new AppError(400, 'TOO_MANY', 'Narrow the period or the clients', {
    fields: { startDate: 'TOO_MANY' },
  });

export type { Scope };
