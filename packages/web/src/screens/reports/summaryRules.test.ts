import { describe, expect, it } from 'vitest';
import {
  checkSummary,
  dateBounds,
  formFieldOf,
  initialSummaryValues,
  reportLanguageOf,
  toSummaryInput,
  type SummaryValues,
} from './summaryRules';

const bounds = dateBounds('2026-05-15');
const values = (changes: Partial<SummaryValues> = {}): SummaryValues => ({
  ...initialSummaryValues('EN', '2026-05-15'),
  ...changes,
});
const codes = (changes: Partial<SummaryValues>) =>
  checkSummary(values(changes), bounds).map((error) => `${error.field}:${error.code}`);

describe('incident summary rules', () => {
  it('allows a year back to today; 29 February rolls into the year', () => {
    expect(bounds).toEqual({ min: '2025-05-15', max: '2026-05-15' });
    expect(dateBounds('2028-02-29')).toEqual({ min: '2027-03-01', max: '2028-02-29' });
  });

  it('starts a month back, every incident type, no device alerts, the console language', () => {
    expect(initialSummaryValues('SV', '2026-01-20')).toEqual({
      startDate: '2025-12-20',
      endDate: '2026-01-20',
      clients: [],
      alertTypes: ['SOS_EMERGENCY', 'PUBLIC_ALERT', 'SAFE_ASSIST', 'NETWORK_ALERT', 'SUMMON'],
      siaCodes: [],
      language: 'SV',
    });
    expect([reportLanguageOf('sv'), reportLanguageOf('es-ES'), reportLanguageOf('de')]).toEqual(['SV', 'ES', 'EN']);
  });

  it('names each broken date rule at its field', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ startDate: '2025-05-15', endDate: '2026-05-15' })).toEqual([]);
    expect(codes({ startDate: '2025-05-14' })).toEqual(['startDate:START_TOO_EARLY']);
    expect(codes({ startDate: '2026-05-10', endDate: '2026-05-09' })).toEqual(['startDate:START_AFTER_END']);
    expect(codes({ endDate: '2026-05-16' })).toEqual(['endDate:FUTURE_DATE']);
    expect(codes({ startDate: '2026-05-16', endDate: '2026-05-17' })).toEqual([
      'startDate:FUTURE_DATE',
      'endDate:FUTURE_DATE',
    ]);
    expect(codes({ startDate: '', endDate: '' })).toEqual(['startDate:REQUIRED', 'endDate:REQUIRED']);
    expect(codes({ alertTypes: [] })).toEqual(['alertTypes:REQUIRED']);
  });

  it('sends SIA codes only with device alerts, and null for every client or every code', () => {
    const picked = values({
      clients: [{ id: 'client-2', label: 'Täby' }],
      alertTypes: ['SUMMON', 'SOS_EMERGENCY'],
      siaCodes: [{ id: 'BA', label: 'BA — Burglary Alarm' }],
    });
    expect(toSummaryInput(picked, 'PDF')).toEqual({
      startDate: '2026-04-15',
      endDate: '2026-05-15',
      clientIds: ['client-2'],
      alertTypes: ['SOS_EMERGENCY', 'SUMMON'],
      siaCodes: null,
      format: 'PDF',
      language: 'EN',
    });
    expect(toSummaryInput({ ...picked, alertTypes: ['DEVICE_ALERT'] }, 'XLSX')).toMatchObject({
      alertTypes: ['DEVICE_ALERT'],
      siaCodes: ['BA'],
      format: 'XLSX',
    });
    expect(toSummaryInput({ ...picked, alertTypes: ['DEVICE_ALERT'], siaCodes: [] }, 'XLSX').siaCodes).toBeNull();
  });

  it("reads the platform's field names as the form's", () => {
    expect(['startDate', 'input.startDate', 'clientIds.1', 'input.clientIds.0'].map(formFieldOf)).toEqual([
      'startDate',
      'startDate',
      'clientIds',
      'clientIds',
    ]);
  });
});
