/**
 * The SIA event code table (SIA DC-03 "SIA Format" two-letter event codes) the integration pickers show
 * and the server checks every sia_code_* setting against.
 *
 * Source: the English names are those of the standard DC-03 event code list as published in the
 * pysiaalarm project's code table (github.com/eavanvalkenburg/pysiaalarm, src/pysiaalarm/data/sia_codes.json,
 * field "type"); this is the common subset (alarm, restore, trouble, bypass, test, open/close, panic,
 * medical, fire, tamper, power, communication, untyped) including every default of an integration. The
 * Swedish descriptions are our translations.
 */
export interface SiaCode {
  code: string;
  en: string;
  sv: string;
}

export const SIA_CODES: readonly SiaCode[] = [
  { code: 'AR', en: 'AC Restoral', sv: 'Nätspänning återställd' },
  { code: 'AT', en: 'AC Trouble', sv: 'Nätspänningsfel' },
  { code: 'BA', en: 'Burglary Alarm', sv: 'Inbrottslarm' },
  { code: 'BB', en: 'Burglary Bypass', sv: 'Inbrottszon förbikopplad' },
  { code: 'BC', en: 'Burglary Cancel', sv: 'Inbrottslarm avbrutet' },
  { code: 'BH', en: 'Burglary Alarm Restore', sv: 'Inbrottslarm återställt' },
  { code: 'BJ', en: 'Burglary Trouble Restore', sv: 'Inbrottsfel återställt' },
  { code: 'BR', en: 'Burglary Restoral', sv: 'Inbrottszon återställd' },
  { code: 'BT', en: 'Burglary Trouble', sv: 'Inbrottsfel' },
  { code: 'BU', en: 'Burglary Unbypass', sv: 'Förbikoppling av inbrottszon borttagen' },
  { code: 'BV', en: 'Burglary Verified', sv: 'Verifierat inbrottslarm' },
  { code: 'BX', en: 'Burglary Test', sv: 'Inbrottszon testad' },
  { code: 'CA', en: 'Automatic Closing', sv: 'Automatisk tillkoppling' },
  { code: 'CF', en: 'Forced Closing', sv: 'Tvångstillkoppling' },
  { code: 'CG', en: 'Close Area', sv: 'Område tillkopplat' },
  { code: 'CL', en: 'Closing Report', sv: 'Tillkopplat' },
  { code: 'CQ', en: 'Remote Closing', sv: 'Fjärrtillkoppling' },
  { code: 'DF', en: 'Door Forced', sv: 'Dörr uppbruten' },
  { code: 'DG', en: 'Access Granted', sv: 'Passage beviljad' },
  { code: 'DD', en: 'Access Denied', sv: 'Passage nekad' },
  { code: 'FA', en: 'Fire Alarm', sv: 'Brandlarm' },
  { code: 'FB', en: 'Fire Bypass', sv: 'Brandzon förbikopplad' },
  { code: 'FC', en: 'Fire Cancel', sv: 'Brandlarm avbrutet' },
  { code: 'FH', en: 'Fire Alarm Restore', sv: 'Brandlarm återställt' },
  { code: 'FJ', en: 'Fire Trouble Restore', sv: 'Brandfel återställt' },
  { code: 'FR', en: 'Fire Restoral', sv: 'Brandzon återställd' },
  { code: 'FT', en: 'Fire Trouble', sv: 'Brandfel' },
  { code: 'FX', en: 'Fire Test', sv: 'Brandzon testad' },
  { code: 'GA', en: 'Gas Alarm', sv: 'Gaslarm' },
  { code: 'GH', en: 'Gas Alarm Restore', sv: 'Gaslarm återställt' },
  { code: 'HA', en: 'Holdup Alarm', sv: 'Överfallslarm' },
  { code: 'HH', en: 'Holdup Alarm Restore', sv: 'Överfallslarm återställt' },
  { code: 'HR', en: 'Holdup Restoral', sv: 'Överfallszon återställd' },
  { code: 'LR', en: 'Phone Line Restoral', sv: 'Telefonlinje återställd' },
  { code: 'LT', en: 'Phone Line Trouble', sv: 'Fel på telefonlinje' },
  { code: 'MA', en: 'Medical Alarm', sv: 'Medicinskt larm' },
  { code: 'MH', en: 'Medical Alarm Restore', sv: 'Medicinskt larm återställt' },
  { code: 'MR', en: 'Medical Restoral', sv: 'Medicinsk zon återställd' },
  { code: 'NL', en: 'Perimeter Armed', sv: 'Skalskydd tillkopplat' },
  { code: 'OA', en: 'Automatic Opening', sv: 'Automatisk frånkoppling' },
  { code: 'OG', en: 'Open Area', sv: 'Område frånkopplat' },
  { code: 'OP', en: 'Opening Report', sv: 'Frånkopplat' },
  { code: 'OQ', en: 'Remote Opening', sv: 'Fjärrfrånkoppling' },
  { code: 'PA', en: 'Panic Alarm', sv: 'Paniklarm' },
  { code: 'PH', en: 'Panic Alarm Restore', sv: 'Paniklarm återställt' },
  { code: 'PR', en: 'Panic Restoral', sv: 'Panikzon återställd' },
  { code: 'QA', en: 'Emergency Alarm', sv: 'Nödlarm' },
  { code: 'QH', en: 'Emergency Alarm Restore', sv: 'Nödlarm återställt' },
  { code: 'QR', en: 'Emergency Restoral', sv: 'Nödzon återställd' },
  { code: 'RP', en: 'Automatic Test', sv: 'Automatiskt test' },
  { code: 'RX', en: 'Manual Test', sv: 'Manuellt test' },
  { code: 'RY', en: 'Test Off Normal', sv: 'Test utanför normalläge' },
  { code: 'TA', en: 'Tamper Alarm', sv: 'Sabotagelarm' },
  { code: 'TE', en: 'Test End', sv: 'Testläge avslutat' },
  { code: 'TR', en: 'Tamper Restoral', sv: 'Sabotage återställt' },
  { code: 'TS', en: 'Test Start', sv: 'Testläge påbörjat' },
  { code: 'TX', en: 'Test Report', sv: 'Testrapport' },
  { code: 'UA', en: 'Untyped Zone Alarm', sv: 'Larm från zon av okänd typ' },
  { code: 'UB', en: 'Untyped Zone Bypass', sv: 'Zon av okänd typ förbikopplad' },
  { code: 'UH', en: 'Untyped Alarm Restore', sv: 'Larm av okänd typ återställt' },
  { code: 'UJ', en: 'Untyped Trouble Restore', sv: 'Fel av okänd typ återställt' },
  { code: 'UR', en: 'Untyped Zone Restoral', sv: 'Zon av okänd typ återställd' },
  { code: 'US', en: 'Untyped Zone Supervisory', sv: 'Övervakning, zon av okänd typ' },
  { code: 'UT', en: 'Untyped Zone Trouble', sv: 'Fel i zon av okänd typ' },
  { code: 'UU', en: 'Untyped Zone Unbypass', sv: 'Förbikoppling av zon av okänd typ borttagen' },
  { code: 'UX', en: 'Undefined', sv: 'Odefinierat larmtillstånd' },
  { code: 'UY', en: 'Untyped Missing Trouble', sv: 'Saknad enhet (frånkopplad)' },
  { code: 'UZ', en: 'Untyped Missing Alarm', sv: 'Saknad enhet (tillkopplad)' },
  { code: 'WA', en: 'Water Alarm', sv: 'Vattenlarm' },
  { code: 'WH', en: 'Water Alarm Restore', sv: 'Vattenlarm återställt' },
  { code: 'XT', en: 'Transmitter Battery Trouble', sv: 'Lågt batteri i sändare' },
  { code: 'XR', en: 'Transmitter Battery Restoral', sv: 'Batteri i sändare återställt' },
  { code: 'YC', en: 'Communications Fail', sv: 'Kommunikationsfel' },
  { code: 'YK', en: 'Communications Restoral', sv: 'Kommunikation återställd' },
  { code: 'YR', en: 'System Battery Restoral', sv: 'Systembatteri återställt' },
  { code: 'YS', en: 'Communications Trouble', sv: 'Kommunikationsstörning' },
  { code: 'YT', en: 'System Battery Trouble', sv: 'Lågt systembatteri' },
  { code: 'YX', en: 'Service Required', sv: 'Service krävs' },
  { code: 'ZA', en: 'Freeze Alarm', sv: 'Frostlarm' },
  { code: 'ZH', en: 'Freeze Alarm Restore', sv: 'Frostlarm återställt' },
];

const KNOWN = new Set(SIA_CODES.map((c) => c.code));

export const isSiaCode = (code: string) => KNOWN.has(code);
