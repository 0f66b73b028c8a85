import { oneYearBefore, stockholmToday } from '../../format/date';
import type { FieldErrorShape } from '../../ui/form';
import type { PickerOption } from '../../ui/SearchPicker';

// The incident summary's form: its values, the date rules checked before sending (spec 002 section 5:
// one year back, no future dates, start not after end; days in Stockholm as the platform counts them)
// and the mutation's input.

export const ALERT_TYPES = [
  'SOS_EMERGENCY',
  'PUBLIC_ALERT',
  'SAFE_ASSIST',
  'NETWORK_ALERT',
  'SUMMON',
  'DEVICE_ALERT',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const REPORT_LANGUAGES = ['EN', 'SV', 'ES'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export type ReportFormat = 'PDF' | 'XLSX';

export interface SummaryValues {
  startDate: string;
  endDate: string;
  clients: PickerOption[];
  alertTypes: AlertType[];
  /** Used only while device alerts are included. */
  siaCodes: PickerOption[];
  language: ReportLanguage;
}

export interface DateBounds {
  /** The earliest start: a year before today. */
  min: string;
  /** Today: no future dates. */
  max: string;
}

export function dateBounds(today: string = stockholmToday()): DateBounds {
  return { min: oneYearBefore(today), max: today };
}

/** A month back (within the year), to today; every incident type; device alerts only when asked for. */
export function initialSummaryValues(language: ReportLanguage, today: string = stockholmToday()): SummaryValues {
  const [year, month, day] = today.split('-').map(Number);
  const monthBack = new Date(Date.UTC(year, month - 2, day)).toISOString().slice(0, 10);
  return {
    startDate: monthBack,
    endDate: today,
    clients: [],
    alertTypes: ALERT_TYPES.filter((type) => type !== 'DEVICE_ALERT'),
    siaCodes: [],
    language,
  };
}

/** The console language as the report's default language. */
export function reportLanguageOf(locale: string): ReportLanguage {
  const code = locale.slice(0, 2).toUpperCase();
  return (REPORT_LANGUAGES as readonly string[]).includes(code) ? (code as ReportLanguage) : 'EN';
}

const error = (field: string, code: string): FieldErrorShape => ({ field, code, message: code });

/** The checks the platform makes too, so the user hears of them before a request is sent. */
export function checkSummary(values: SummaryValues, bounds: DateBounds): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  const { startDate, endDate } = values;
  if (!startDate) errors.push(error('startDate', 'REQUIRED'));
  else if (startDate < bounds.min) errors.push(error('startDate', 'START_TOO_EARLY'));
  else if (startDate > bounds.max) errors.push(error('startDate', 'FUTURE_DATE'));
  else if (endDate && startDate > endDate) errors.push(error('startDate', 'START_AFTER_END'));
  if (!endDate) errors.push(error('endDate', 'REQUIRED'));
  else if (endDate > bounds.max) errors.push(error('endDate', 'FUTURE_DATE'));
  if (values.alertTypes.length === 0) errors.push(error('alertTypes', 'REQUIRED'));
  return errors;
}

export interface SummaryInput {
  startDate: string;
  endDate: string;
  clientIds: string[] | null;
  alertTypes: AlertType[];
  siaCodes: string[] | null;
  format: ReportFormat;
  language: ReportLanguage;
}

/** No clients: every client in scope (null); SIA codes only with device alerts, none: every code. */
export function toSummaryInput(values: SummaryValues, format: ReportFormat): SummaryInput {
  const withDevices = values.alertTypes.includes('DEVICE_ALERT');
  return {
    startDate: values.startDate,
    endDate: values.endDate,
    clientIds: values.clients.length ? values.clients.map((client) => client.id) : null,
    alertTypes: ALERT_TYPES.filter((type) => values.alertTypes.includes(type)),
    siaCodes: withDevices && values.siaCodes.length ? values.siaCodes.map((code) => code.id) : null,
    format,
    language: values.language,
  };
}

/** The platform's field names as the form's (the gateway may prefix them with the argument's name). */
export const formFieldOf = (field: string) => field.replace(/^input\./, '').replace(/\.\d+$/, '');
