import type { MailMessage } from '../../mail/index.js';
import type { WarningType } from '../clients/notificationSettings.js';

export type Lang = 'en' | 'sv' | 'es';

/** What a device-warning e-mail says about its device. */
export interface WarnedDevice {
  name: string;
  kind: 'dalm' | 'hub' | 'button' | 'sensor';
  /** The DALM id or the serial number. */
  ident: string | null;
  battery: number | null;
  at: Date;
}

export const KIND: Record<Lang, Record<WarnedDevice['kind'], string>> = {
  en: { dalm: 'Alarm device', hub: 'Flic hub', button: 'Flic button', sensor: 'Sensor device' },
  sv: { dalm: 'Larmenhet', hub: 'Flic-hubb', button: 'Flic-knapp', sensor: 'Sensorenhet' },
  es: { dalm: 'Dispositivo de alarma', hub: 'Hub Flic', button: 'Botón Flic', sensor: 'Dispositivo sensor' },
};

const WHAT: Record<Lang, Record<WarningType, (d: WarnedDevice) => string>> = {
  en: {
    'battery-low': (d) => `battery is low (${d.battery} %)`,
    'battery-critical': (d) => `battery is critically low (${d.battery} %)`,
    'battery-panic': (d) => `battery is almost empty (${d.battery} %)`,
    'button-disconnected': () => 'is disconnected',
    'device-disconnected': () => 'is offline',
    'wifi-disconnected': () => 'lost its Wi-Fi connection',
    'ethernet-disconnected': () => 'lost its Ethernet connection',
  },
  sv: {
    'battery-low': (d) => `har låg batterinivå (${d.battery} %)`,
    'battery-critical': (d) => `har kritiskt låg batterinivå (${d.battery} %)`,
    'battery-panic': (d) => `har nästan tomt batteri (${d.battery} %)`,
    'button-disconnected': () => 'är frånkopplad',
    'device-disconnected': () => 'är offline',
    'wifi-disconnected': () => 'har tappat sin wifi-anslutning',
    'ethernet-disconnected': () => 'har tappat sin Ethernet-anslutning',
  },
  es: {
    'battery-low': (d) => `tiene la batería baja (${d.battery} %)`,
    'battery-critical': (d) => `tiene la batería en nivel crítico (${d.battery} %)`,
    'battery-panic': (d) => `tiene la batería casi agotada (${d.battery} %)`,
    'button-disconnected': () => 'está desconectado',
    'device-disconnected': () => 'está fuera de línea',
    'wifi-disconnected': () => 'ha perdido la conexión wifi',
    'ethernet-disconnected': () => 'ha perdido la conexión Ethernet',
  },
};

const BODY: Record<Lang, (d: WarnedDevice, what: string, kind: string) => string> = {
  en: (d, what, kind) =>
    `${kind} "${d.name}"${d.ident ? ` (${d.ident})` : ''} ${what}.\n\nSeen by Vakt at ${d.at.toISOString()}. The device's log in the console shows what it reported.\n\nYou receive this e-mail because of the device's notification settings.\n`,
  sv: (d, what, kind) =>
    `${kind} "${d.name}"${d.ident ? ` (${d.ident})` : ''} ${what}.\n\nUpptäckt av Vakt ${d.at.toISOString()}. Enhetens logg i konsolen visar vad den rapporterade.\n\nDu får det här mejlet på grund av enhetens aviseringsinställningar.\n`,
  es: (d, what, kind) =>
    `${kind} "${d.name}"${d.ident ? ` (${d.ident})` : ''} ${what}.\n\nDetectado por Vakt el ${d.at.toISOString()}. El registro del dispositivo en la consola muestra lo que ha notificado.\n\nRecibe este correo por la configuración de notificaciones del dispositivo.\n`,
};

export const langOf = (language: string): Lang => (language === 'sv' || language === 'es' ? language : 'en');

/** The warning e-mail of one device, in the recipient's language. */
export function deviceWarningMail(to: string, language: string, type: WarningType, d: WarnedDevice): MailMessage {
  const lang = langOf(language);
  const kind = KIND[lang][d.kind];
  const what = WHAT[lang][type](d);
  return { to, subject: `Vakt: ${kind} "${d.name}" ${what}`, text: BODY[lang](d, what, kind) };
}
