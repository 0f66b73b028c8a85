import type { WarningType } from '../modules/clients/notificationSettings.js';

/** Push titles and bodies in the receiving user's language (users.language: en, sv or es). */
export type PushLang = 'en' | 'sv' | 'es';
export const PUSH_LANGS: readonly PushLang[] = ['en', 'sv', 'es'];

export type ReminderAction = 'test-alarm' | 'enable-location' | 'logout-notify' | 'release-notes';

export interface PushText {
  title: string;
  body: string;
}

const APP_UPDATE: Record<PushLang, (version: string) => PushText> = {
  en: (v) => ({ title: 'Update available', body: `Vakt ${v} is available. Update the app to stay protected.` }),
  sv: (v) => ({ title: 'Uppdatering finns', body: `Vakt ${v} finns. Uppdatera appen för att vara fortsatt skyddad.` }),
  es: (v) => ({
    title: 'Actualización disponible',
    body: `Vakt ${v} está disponible. Actualice la aplicación para seguir protegido.`,
  }),
};

const REMINDER: Record<PushLang, Record<ReminderAction, (docName: string) => PushText>> = {
  en: {
    'test-alarm': () => ({ title: 'Time for a test alarm', body: 'Send a test alarm to check that your alarm works.' }),
    'enable-location': () => ({
      title: 'Turn on location',
      body: 'Allow Vakt to use your location so help can find you when you raise an alarm.',
    }),
    'logout-notify': () => ({
      title: 'You are signed out',
      body: 'Sign in to Vakt again to be able to raise alarms and receive them.',
    }),
    'release-notes': (name) => ({ title: "What's new in Vakt", body: `Read the release notes: ${name}` }),
  },
  sv: {
    'test-alarm': () => ({
      title: 'Dags för ett testlarm',
      body: 'Skicka ett testlarm för att kontrollera att ditt larm fungerar.',
    }),
    'enable-location': () => ({
      title: 'Slå på platstjänster',
      body: 'Låt Vakt använda din plats så att hjälpen hittar dig när du larmar.',
    }),
    'logout-notify': () => ({
      title: 'Du är utloggad',
      body: 'Logga in i Vakt igen för att kunna larma och ta emot larm.',
    }),
    'release-notes': (name) => ({ title: 'Nyheter i Vakt', body: `Läs versionsinformationen: ${name}` }),
  },
  es: {
    'test-alarm': () => ({
      title: 'Es hora de una alarma de prueba',
      body: 'Envíe una alarma de prueba para comprobar que su alarma funciona.',
    }),
    'enable-location': () => ({
      title: 'Active la ubicación',
      body: 'Permita que Vakt use su ubicación para que la ayuda le encuentre cuando active una alarma.',
    }),
    'logout-notify': () => ({
      title: 'Ha cerrado la sesión',
      body: 'Inicie sesión en Vakt de nuevo para poder activar y recibir alarmas.',
    }),
    'release-notes': (name) => ({ title: 'Novedades de Vakt', body: `Lea las notas de la versión: ${name}` }),
  },
};

const WARNING: Record<PushLang, Record<WarningType, string>> = {
  en: {
    'battery-low': 'Battery low',
    'battery-critical': 'Battery critically low',
    'battery-panic': 'Battery almost empty',
    'button-disconnected': 'Button disconnected',
    'device-disconnected': 'Device offline',
    'wifi-disconnected': 'Wi-Fi connection lost',
    'ethernet-disconnected': 'Ethernet connection lost',
  },
  sv: {
    'battery-low': 'Låg batterinivå',
    'battery-critical': 'Kritiskt låg batterinivå',
    'battery-panic': 'Batteriet nästan tomt',
    'button-disconnected': 'Knappen frånkopplad',
    'device-disconnected': 'Enheten offline',
    'wifi-disconnected': 'Wifi-anslutningen bruten',
    'ethernet-disconnected': 'Ethernet-anslutningen bruten',
  },
  es: {
    'battery-low': 'Batería baja',
    'battery-critical': 'Batería en nivel crítico',
    'battery-panic': 'Batería casi agotada',
    'button-disconnected': 'Botón desconectado',
    'device-disconnected': 'Dispositivo fuera de línea',
    'wifi-disconnected': 'Conexión wifi perdida',
    'ethernet-disconnected': 'Conexión Ethernet perdida',
  },
};

export const pushLang = (language: string | null | undefined): PushLang =>
  PUSH_LANGS.includes(language as PushLang) ? (language as PushLang) : 'en';

export const appUpdateText = (lang: PushLang, version: string) => APP_UPDATE[lang](version);

export const reminderText = (lang: PushLang, action: ReminderAction, docName = '') => REMINDER[lang][action](docName);

/** A device warning: the warning as title, the device (and its battery when that is the news) as body. */
export function deviceWarningText(
  lang: PushLang,
  type: WarningType,
  device: { name: string; ident: string | null; battery: number | null },
): PushText {
  const battery = type.startsWith('battery-') && device.battery !== null ? ` (${device.battery} %)` : '';
  return { title: WARNING[lang][type], body: `${device.name}${device.ident ? ` (${device.ident})` : ''}${battery}` };
}
