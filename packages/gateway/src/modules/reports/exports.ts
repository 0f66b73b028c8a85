import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { restIdArgs } from '../../ids.js';
import { fieldErrorsOf, type FieldError } from '../../payloads/fieldErrors.js';

/**
 * The incident summary and analysis exports (issue 13): POST the platform's link endpoint, answer a same-origin
 * download link (src/http/downloads.ts streams the file from the platform), or the platform's field errors.
 */

export const INCIDENT_SUMMARY_DOWNLOAD_PATH = '/downloads/incident-summary';
export const INCIDENT_ANALYSIS_DOWNLOAD_PATH = '/downloads/incident-analysis';

type ReportAlertType = 'SOS_EMERGENCY' | 'PUBLIC_ALERT' | 'SAFE_ASSIST' | 'NETWORK_ALERT' | 'SUMMON' | 'DEVICE_ALERT';

const PLATFORM_ALERT_TYPE: Record<Exclude<ReportAlertType, 'DEVICE_ALERT'>, string> = {
  SOS_EMERGENCY: 'SOS_Emergency',
  PUBLIC_ALERT: 'Public_Alert',
  SAFE_ASSIST: 'Safe_Assist',
  NETWORK_ALERT: 'Network_Alert',
  SUMMON: 'Summon',
};

export interface IncidentSummaryInput {
  startDate: string;
  endDate: string;
  clientIds?: string[] | null;
  alertTypes?: ReportAlertType[] | null;
  siaCodes?: string[] | null;
  format: 'PDF' | 'XLSX';
  language?: 'EN' | 'SV' | 'ES' | null;
}

interface DownloadLink {
  token: string;
  expiresAt: string;
}

/** IncidentSummaryInput → the body of POST /incidents/summary/link; DEVICE_ALERT is the platform's deviceAlert. */
export function incidentSummaryBody(input: IncidentSummaryInput) {
  const alertTypes = input.alertTypes ?? [];
  const kinds = alertTypes.filter((type) => type !== 'DEVICE_ALERT');
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    clientIds: restIdArgs('Client', input.clientIds, 'clientIds'),
    alertTypes: kinds.map((type) => PLATFORM_ALERT_TYPE[type]),
    deviceAlert: alertTypes.includes('DEVICE_ALERT'),
    siaCodes: input.siaCodes ?? [],
    format: input.format.toLowerCase(),
    ...(input.language ? { language: input.language.toLowerCase() } : {}),
  };
}

const downloadOf = (path: string, link: DownloadLink) => ({
  url: `${path}?token=${encodeURIComponent(link.token)}`,
  expiresAt: link.expiresAt,
});

/** The spec's texts of the export refusals (spec 002 section 8); the console translates by code. */
const EXPORT_MESSAGES: Record<string, string> = {
  START_TOO_EARLY: 'Start date cannot be more than 1 year ago',
  START_AFTER_END: 'Start date cannot be after end date',
  FUTURE_DATE: 'Dates cannot be in the future',
  NOT_IN_SCOPE: 'A chosen client is not in your scope',
  TOO_MANY: 'Narrow the period or the clients',
};

/**
 * Field errors of a refused export. TOO_MANY (a 400 without fields: the report would be too big) belongs to the
 * period the user chose, so it is shown at `periodField`. Any other failure stays a GraphQL error.
 */
export function exportErrorsOf(error: unknown, periodField: string): FieldError[] | null {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) return fieldErrors.map((item) => ({ ...item, message: EXPORT_MESSAGES[item.code] ?? item.message }));
  if (error instanceof GraphQLError && error.extensions.errorCode === 'TOO_MANY')
    return [{ field: periodField, code: 'TOO_MANY', message: EXPORT_MESSAGES.TOO_MANY }];
  return null;
}

async function exportPayload(periodField: string, link: () => Promise<DownloadLink>, path: string) {
  try {
    return { download: downloadOf(path, await link()), errors: [] };
  } catch (error) {
    const errors = exportErrorsOf(error, periodField);
    if (!errors) throw error;
    return { download: null, errors };
  }
}

export function exportIncidentSummary(ctx: GatewayContext, input: IncidentSummaryInput) {
  const body = incidentSummaryBody(input);
  return exportPayload(
    'startDate',
    () => ctx.rest.post<DownloadLink>('/backoffice/incidents/summary/link', body),
    INCIDENT_SUMMARY_DOWNLOAD_PATH,
  );
}

export function exportIncidentAnalysis(
  ctx: GatewayContext,
  args: { from: string; to: string; clientIds?: string[] | null },
) {
  const body = { from: args.from, to: args.to, clientIds: restIdArgs('Client', args.clientIds, 'clientIds') };
  return exportPayload(
    'from',
    () => ctx.rest.post<DownloadLink>('/backoffice/stats/daily/export/link', body),
    INCIDENT_ANALYSIS_DOWNLOAD_PATH,
  );
}
