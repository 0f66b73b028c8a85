/**
 * The SIA event code table (SIA DC-03 "SIA Format" two-letter event codes) the integration pickers show
 * and the server checks every sia_code_* setting against.
 *
 * Source: the English names are those of the standard DC-03 event code list as published in the
 * pysiaalarm project's code table (github.com/eavanvalkenburg/pysiaalarm, src/pysiaalarm/data/sia_codes.json,
 * field "type"); this is the common subset (alarm, restore, trouble, bypass, test, open/close, panic,
 * medical, fire, tamper, power, communication, untyped) including every default of an integration. The
 * Swedish and Spanish descriptions are our translations (Spanish in the terms of Spanish alarm-receiving
 * centres: armado/desarmado, anulada, restablecida, avería).
 */
export interface SiaCode {
  code: string;
  en: string;
  sv: string;
  es: string;
}

/** [code, English, Swedish, Spanish]; tuples, so the web's scan for emitted error codes (`code: '...'`) skips them. */
const TABLE: readonly (readonly [string, string, string, string])[] = [
  ['AR', 'AC Restoral', 'Nätspänning återställd', 'Alimentación de red restablecida'],
  ['AT', 'AC Trouble', 'Nätspänningsfel', 'Fallo de alimentación de red'],
  ['BA', 'Burglary Alarm', 'Inbrottslarm', 'Alarma de robo'],
  ['BB', 'Burglary Bypass', 'Inbrottszon förbikopplad', 'Zona de robo anulada'],
  ['BC', 'Burglary Cancel', 'Inbrottslarm avbrutet', 'Alarma de robo cancelada'],
  ['BH', 'Burglary Alarm Restore', 'Inbrottslarm återställt', 'Alarma de robo restablecida'],
  ['BJ', 'Burglary Trouble Restore', 'Inbrottsfel återställt', 'Avería de robo restablecida'],
  ['BR', 'Burglary Restoral', 'Inbrottszon återställd', 'Zona de robo restablecida'],
  ['BT', 'Burglary Trouble', 'Inbrottsfel', 'Avería de robo'],
  ['BU', 'Burglary Unbypass', 'Förbikoppling av inbrottszon borttagen', 'Anulación de zona de robo retirada'],
  ['BV', 'Burglary Verified', 'Verifierat inbrottslarm', 'Alarma de robo verificada'],
  ['BX', 'Burglary Test', 'Inbrottszon testad', 'Prueba de zona de robo'],
  ['CA', 'Automatic Closing', 'Automatisk tillkoppling', 'Armado automático'],
  ['CF', 'Forced Closing', 'Tvångstillkoppling', 'Armado forzado'],
  ['CG', 'Close Area', 'Område tillkopplat', 'Área armada'],
  ['CL', 'Closing Report', 'Tillkopplat', 'Informe de armado'],
  ['CQ', 'Remote Closing', 'Fjärrtillkoppling', 'Armado remoto'],
  ['DF', 'Door Forced', 'Dörr uppbruten', 'Puerta forzada'],
  ['DG', 'Access Granted', 'Passage beviljad', 'Acceso concedido'],
  ['DD', 'Access Denied', 'Passage nekad', 'Acceso denegado'],
  ['FA', 'Fire Alarm', 'Brandlarm', 'Alarma de incendio'],
  ['FB', 'Fire Bypass', 'Brandzon förbikopplad', 'Zona de incendio anulada'],
  ['FC', 'Fire Cancel', 'Brandlarm avbrutet', 'Alarma de incendio cancelada'],
  ['FH', 'Fire Alarm Restore', 'Brandlarm återställt', 'Alarma de incendio restablecida'],
  ['FJ', 'Fire Trouble Restore', 'Brandfel återställt', 'Avería de incendio restablecida'],
  ['FR', 'Fire Restoral', 'Brandzon återställd', 'Zona de incendio restablecida'],
  ['FT', 'Fire Trouble', 'Brandfel', 'Avería de incendio'],
  ['FX', 'Fire Test', 'Brandzon testad', 'Prueba de zona de incendio'],
  ['GA', 'Gas Alarm', 'Gaslarm', 'Alarma de gas'],
  ['GH', 'Gas Alarm Restore', 'Gaslarm återställt', 'Alarma de gas restablecida'],
  ['HA', 'Holdup Alarm', 'Överfallslarm', 'Alarma de atraco'],
  ['HH', 'Holdup Alarm Restore', 'Överfallslarm återställt', 'Alarma de atraco restablecida'],
  ['HR', 'Holdup Restoral', 'Överfallszon återställd', 'Zona de atraco restablecida'],
  ['LR', 'Phone Line Restoral', 'Telefonlinje återställd', 'Línea telefónica restablecida'],
  ['LT', 'Phone Line Trouble', 'Fel på telefonlinje', 'Avería de línea telefónica'],
  ['MA', 'Medical Alarm', 'Medicinskt larm', 'Alarma médica'],
  ['MH', 'Medical Alarm Restore', 'Medicinskt larm återställt', 'Alarma médica restablecida'],
  ['MR', 'Medical Restoral', 'Medicinsk zon återställd', 'Zona médica restablecida'],
  ['NL', 'Perimeter Armed', 'Skalskydd tillkopplat', 'Perímetro armado'],
  ['OA', 'Automatic Opening', 'Automatisk frånkoppling', 'Desarmado automático'],
  ['OG', 'Open Area', 'Område frånkopplat', 'Área desarmada'],
  ['OP', 'Opening Report', 'Frånkopplat', 'Informe de desarmado'],
  ['OQ', 'Remote Opening', 'Fjärrfrånkoppling', 'Desarmado remoto'],
  ['PA', 'Panic Alarm', 'Paniklarm', 'Alarma de pánico'],
  ['PH', 'Panic Alarm Restore', 'Paniklarm återställt', 'Alarma de pánico restablecida'],
  ['PR', 'Panic Restoral', 'Panikzon återställd', 'Zona de pánico restablecida'],
  ['QA', 'Emergency Alarm', 'Nödlarm', 'Alarma de emergencia'],
  ['QH', 'Emergency Alarm Restore', 'Nödlarm återställt', 'Alarma de emergencia restablecida'],
  ['QR', 'Emergency Restoral', 'Nödzon återställd', 'Zona de emergencia restablecida'],
  ['RP', 'Automatic Test', 'Automatiskt test', 'Prueba automática'],
  ['RX', 'Manual Test', 'Manuellt test', 'Prueba manual'],
  ['RY', 'Test Off Normal', 'Test utanför normalläge', 'Prueba fuera de lo normal'],
  ['TA', 'Tamper Alarm', 'Sabotagelarm', 'Alarma de sabotaje'],
  ['TE', 'Test End', 'Testläge avslutat', 'Fin de prueba'],
  ['TR', 'Tamper Restoral', 'Sabotage återställt', 'Sabotaje restablecido'],
  ['TS', 'Test Start', 'Testläge påbörjat', 'Inicio de prueba'],
  ['TX', 'Test Report', 'Testrapport', 'Informe de prueba'],
  ['UA', 'Untyped Zone Alarm', 'Larm från zon av okänd typ', 'Alarma de zona sin tipo'],
  ['UB', 'Untyped Zone Bypass', 'Zon av okänd typ förbikopplad', 'Zona sin tipo anulada'],
  ['UH', 'Untyped Alarm Restore', 'Larm av okänd typ återställt', 'Alarma sin tipo restablecida'],
  ['UJ', 'Untyped Trouble Restore', 'Fel av okänd typ återställt', 'Avería sin tipo restablecida'],
  ['UR', 'Untyped Zone Restoral', 'Zon av okänd typ återställd', 'Zona sin tipo restablecida'],
  ['US', 'Untyped Zone Supervisory', 'Övervakning, zon av okänd typ', 'Supervisión de zona sin tipo'],
  ['UT', 'Untyped Zone Trouble', 'Fel i zon av okänd typ', 'Avería de zona sin tipo'],
  ['UU', 'Untyped Zone Unbypass', 'Förbikoppling av zon av okänd typ borttagen', 'Anulación de zona sin tipo retirada'],
  ['UX', 'Undefined', 'Odefinierat larmtillstånd', 'Sin definir'],
  ['UY', 'Untyped Missing Trouble', 'Saknad enhet (frånkopplad)', 'Avería por dispositivo ausente'],
  ['UZ', 'Untyped Missing Alarm', 'Saknad enhet (tillkopplad)', 'Alarma por dispositivo ausente'],
  ['WA', 'Water Alarm', 'Vattenlarm', 'Alarma de agua'],
  ['WH', 'Water Alarm Restore', 'Vattenlarm återställt', 'Alarma de agua restablecida'],
  ['XT', 'Transmitter Battery Trouble', 'Lågt batteri i sändare', 'Avería de batería del transmisor'],
  ['XR', 'Transmitter Battery Restoral', 'Batteri i sändare återställt', 'Batería del transmisor restablecida'],
  ['YC', 'Communications Fail', 'Kommunikationsfel', 'Fallo de comunicaciones'],
  ['YK', 'Communications Restoral', 'Kommunikation återställd', 'Comunicaciones restablecidas'],
  ['YR', 'System Battery Restoral', 'Systembatteri återställt', 'Batería del sistema restablecida'],
  ['YS', 'Communications Trouble', 'Kommunikationsstörning', 'Avería de comunicaciones'],
  ['YT', 'System Battery Trouble', 'Lågt systembatteri', 'Avería de batería del sistema'],
  ['YX', 'Service Required', 'Service krävs', 'Se requiere servicio técnico'],
  ['ZA', 'Freeze Alarm', 'Frostlarm', 'Alarma de congelación'],
  ['ZH', 'Freeze Alarm Restore', 'Frostlarm återställt', 'Alarma de congelación restablecida'],
];

export const SIA_CODES: readonly SiaCode[] = TABLE.map(([code, en, sv, es]) => ({ code, en, sv, es }));

const KNOWN = new Set(SIA_CODES.map((c) => c.code));

export const isSiaCode = (code: string) => KNOWN.has(code);
