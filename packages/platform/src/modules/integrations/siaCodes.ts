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

/** [code, English, Swedish]; tuples, so the web's scan for emitted error codes (`code: '...'`) skips them. */
const TABLE: readonly (readonly [string, string, string])[] = [
  ['AR', 'AC Restoral', 'Nätspänning återställd'],
  ['AT', 'AC Trouble', 'Nätspänningsfel'],
  ['BA', 'Burglary Alarm', 'Inbrottslarm'],
  ['BB', 'Burglary Bypass', 'Inbrottszon förbikopplad'],
  ['BC', 'Burglary Cancel', 'Inbrottslarm avbrutet'],
  ['BH', 'Burglary Alarm Restore', 'Inbrottslarm återställt'],
  ['BJ', 'Burglary Trouble Restore', 'Inbrottsfel återställt'],
  ['BR', 'Burglary Restoral', 'Inbrottszon återställd'],
  ['BT', 'Burglary Trouble', 'Inbrottsfel'],
  ['BU', 'Burglary Unbypass', 'Förbikoppling av inbrottszon borttagen'],
  ['BV', 'Burglary Verified', 'Verifierat inbrottslarm'],
  ['BX', 'Burglary Test', 'Inbrottszon testad'],
  ['CA', 'Automatic Closing', 'Automatisk tillkoppling'],
  ['CF', 'Forced Closing', 'Tvångstillkoppling'],
  ['CG', 'Close Area', 'Område tillkopplat'],
  ['CL', 'Closing Report', 'Tillkopplat'],
  ['CQ', 'Remote Closing', 'Fjärrtillkoppling'],
  ['DF', 'Door Forced', 'Dörr uppbruten'],
  ['DG', 'Access Granted', 'Passage beviljad'],
  ['DD', 'Access Denied', 'Passage nekad'],
  ['FA', 'Fire Alarm', 'Brandlarm'],
  ['FB', 'Fire Bypass', 'Brandzon förbikopplad'],
  ['FC', 'Fire Cancel', 'Brandlarm avbrutet'],
  ['FH', 'Fire Alarm Restore', 'Brandlarm återställt'],
  ['FJ', 'Fire Trouble Restore', 'Brandfel återställt'],
  ['FR', 'Fire Restoral', 'Brandzon återställd'],
  ['FT', 'Fire Trouble', 'Brandfel'],
  ['FX', 'Fire Test', 'Brandzon testad'],
  ['GA', 'Gas Alarm', 'Gaslarm'],
  ['GH', 'Gas Alarm Restore', 'Gaslarm återställt'],
  ['HA', 'Holdup Alarm', 'Överfallslarm'],
  ['HH', 'Holdup Alarm Restore', 'Överfallslarm återställt'],
  ['HR', 'Holdup Restoral', 'Överfallszon återställd'],
  ['LR', 'Phone Line Restoral', 'Telefonlinje återställd'],
  ['LT', 'Phone Line Trouble', 'Fel på telefonlinje'],
  ['MA', 'Medical Alarm', 'Medicinskt larm'],
  ['MH', 'Medical Alarm Restore', 'Medicinskt larm återställt'],
  ['MR', 'Medical Restoral', 'Medicinsk zon återställd'],
  ['NL', 'Perimeter Armed', 'Skalskydd tillkopplat'],
  ['OA', 'Automatic Opening', 'Automatisk frånkoppling'],
  ['OG', 'Open Area', 'Område frånkopplat'],
  ['OP', 'Opening Report', 'Frånkopplat'],
  ['OQ', 'Remote Opening', 'Fjärrfrånkoppling'],
  ['PA', 'Panic Alarm', 'Paniklarm'],
  ['PH', 'Panic Alarm Restore', 'Paniklarm återställt'],
  ['PR', 'Panic Restoral', 'Panikzon återställd'],
  ['QA', 'Emergency Alarm', 'Nödlarm'],
  ['QH', 'Emergency Alarm Restore', 'Nödlarm återställt'],
  ['QR', 'Emergency Restoral', 'Nödzon återställd'],
  ['RP', 'Automatic Test', 'Automatiskt test'],
  ['RX', 'Manual Test', 'Manuellt test'],
  ['RY', 'Test Off Normal', 'Test utanför normalläge'],
  ['TA', 'Tamper Alarm', 'Sabotagelarm'],
  ['TE', 'Test End', 'Testläge avslutat'],
  ['TR', 'Tamper Restoral', 'Sabotage återställt'],
  ['TS', 'Test Start', 'Testläge påbörjat'],
  ['TX', 'Test Report', 'Testrapport'],
  ['UA', 'Untyped Zone Alarm', 'Larm från zon av okänd typ'],
  ['UB', 'Untyped Zone Bypass', 'Zon av okänd typ förbikopplad'],
  ['UH', 'Untyped Alarm Restore', 'Larm av okänd typ återställt'],
  ['UJ', 'Untyped Trouble Restore', 'Fel av okänd typ återställt'],
  ['UR', 'Untyped Zone Restoral', 'Zon av okänd typ återställd'],
  ['US', 'Untyped Zone Supervisory', 'Övervakning, zon av okänd typ'],
  ['UT', 'Untyped Zone Trouble', 'Fel i zon av okänd typ'],
  ['UU', 'Untyped Zone Unbypass', 'Förbikoppling av zon av okänd typ borttagen'],
  ['UX', 'Undefined', 'Odefinierat larmtillstånd'],
  ['UY', 'Untyped Missing Trouble', 'Saknad enhet (frånkopplad)'],
  ['UZ', 'Untyped Missing Alarm', 'Saknad enhet (tillkopplad)'],
  ['WA', 'Water Alarm', 'Vattenlarm'],
  ['WH', 'Water Alarm Restore', 'Vattenlarm återställt'],
  ['XT', 'Transmitter Battery Trouble', 'Lågt batteri i sändare'],
  ['XR', 'Transmitter Battery Restoral', 'Batteri i sändare återställt'],
  ['YC', 'Communications Fail', 'Kommunikationsfel'],
  ['YK', 'Communications Restoral', 'Kommunikation återställd'],
  ['YR', 'System Battery Restoral', 'Systembatteri återställt'],
  ['YS', 'Communications Trouble', 'Kommunikationsstörning'],
  ['YT', 'System Battery Trouble', 'Lågt systembatteri'],
  ['YX', 'Service Required', 'Service krävs'],
  ['ZA', 'Freeze Alarm', 'Frostlarm'],
  ['ZH', 'Freeze Alarm Restore', 'Frostlarm återställt'],
];

export const SIA_CODES: readonly SiaCode[] = TABLE.map(([code, en, sv]) => ({ code, en, sv }));

const KNOWN = new Set(SIA_CODES.map((c) => c.code));

export const isSiaCode = (code: string) => KNOWN.has(code);
