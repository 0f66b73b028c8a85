import type { MailMessage } from '../../mail/index.js';
import type { WarningType } from '../clients/notificationSettings.js';
import { KIND, langOf, type Lang, type WarnedDevice } from './mail.js';

/** The device log events (device_logs.event) a digest of each warning type tells, in the order its counts are. */
export const DIGEST_EVENTS = {
  'button-disconnected': ['offline', 'restore'],
  'device-disconnected': ['offline', 'restore'],
  'wifi-disconnected': ['wifiDisconnected'],
  'ethernet-disconnected': ['ethernetDisconnected'],
  'battery-low': ['batteryLow'],
  'battery-critical': ['batteryCritical'],
  'battery-panic': ['batteryPanic'],
} as const satisfies Record<WarningType, readonly string[]>;

export type DigestEventName = (typeof DIGEST_EVENTS)[WarningType][number];

export interface DigestEvent {
  event: DigestEventName;
  at: Date;
  /** A battery event's level. */
  battery: number | null;
}

/** What a digest says about its device, read when the window ends. */
export interface DigestedDevice extends Omit<WarnedDevice, 'at'> {
  wifi: boolean | null;
  ethernet: boolean | null;
}

export interface Digest {
  type: WarningType;
  /** When the warning was mailed at once: the window's start. */
  since: Date;
  windowMs: number;
  /** The logged events after `since`, oldest first. */
  events: DigestEvent[];
}

/** At most this many events are listed one by one (the newest); the counts cover them all. */
export const DIGEST_LISTED_EVENTS = 100;

interface Words {
  label: (type: WarningType, event: DigestEventName) => string;
  times: (n: number) => string;
  /** The disconnect family's last state: connected (true) or not, at a time. */
  lastState: (type: WarningType, up: boolean, at: string) => string;
  link: (which: 'wifi' | 'ethernet', up: boolean) => string;
  battery: (level: number) => string;
  subject: (kind: string, name: string, counts: string) => string;
  intro: (since: string) => string;
  notListed: (n: number) => string;
  footer: (minutes: number) => string;
}

const isButton = (type: WarningType) => type === 'button-disconnected';

const WORDS: Record<Lang, Words> = {
  en: {
    label: (type, event) =>
      ({
        offline: isButton(type) ? 'disconnected' : 'went offline',
        restore: isButton(type) ? 'reconnected' : 'back online',
        wifiDisconnected: 'lost its Wi-Fi connection',
        ethernetDisconnected: 'lost its Ethernet connection',
        batteryLow: 'battery low',
        batteryCritical: 'battery critically low',
        batteryPanic: 'battery almost empty',
      })[event],
    times: (n) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`),
    lastState: (type, up, at) =>
      `last state: ${isButton(type) ? (up ? 'connected' : 'disconnected') : up ? 'online' : 'offline'} at ${at} UTC`,
    link: (which, up) => `now: ${which === 'wifi' ? 'Wi-Fi' : 'Ethernet'} ${up ? 'connected' : 'down'}`,
    battery: (level) => `now: battery ${level} %`,
    subject: (kind, name, counts) => `Vakt: summary for ${kind} "${name}": ${counts}`,
    intro: (since) => `What happened after the warning e-mailed at ${since} UTC (times in UTC):`,
    notListed: (n) => `(${n} earlier events not listed)`,
    footer: (minutes) =>
      `Repeated warnings of this device are summarised for you: at most one e-mail at once and one summary every ${minutes} minutes. The device's log in the console shows everything it reported.\n\nYou receive this e-mail because of the device's notification settings.\n`,
  },
  sv: {
    label: (type, event) =>
      ({
        offline: isButton(type) ? 'frånkopplad' : 'offline',
        restore: isButton(type) ? 'återansluten' : 'online igen',
        wifiDisconnected: 'tappade wifi-anslutningen',
        ethernetDisconnected: 'tappade Ethernet-anslutningen',
        batteryLow: 'låg batterinivå',
        batteryCritical: 'kritiskt låg batterinivå',
        batteryPanic: 'nästan tomt batteri',
      })[event],
    times: (n) => (n === 1 ? '1 gång' : `${n} gånger`),
    lastState: (type, up, at) =>
      `senaste läge: ${isButton(type) ? (up ? 'ansluten' : 'frånkopplad') : up ? 'online' : 'offline'} kl. ${at} UTC`,
    link: (which, up) => `nu: ${which === 'wifi' ? 'wifi' : 'Ethernet'} ${up ? 'anslutet' : 'nere'}`,
    battery: (level) => `nu: batteri ${level} %`,
    subject: (kind, name, counts) => `Vakt: sammanfattning för ${kind} "${name}": ${counts}`,
    intro: (since) => `Det här hände efter varningen som mejlades kl. ${since} UTC (tider i UTC):`,
    notListed: (n) => `(${n} tidigare händelser visas inte)`,
    footer: (minutes) =>
      `Upprepade varningar för enheten sammanfattas åt dig: högst ett mejl direkt och en sammanfattning var ${minutes}:e minut. Enhetens logg i konsolen visar allt den rapporterade.\n\nDu får det här mejlet på grund av enhetens aviseringsinställningar.\n`,
  },
  es: {
    label: (type, event) =>
      ({
        offline: isButton(type) ? 'desconectado' : 'fuera de línea',
        restore: isButton(type) ? 'reconectado' : 'de nuevo en línea',
        wifiDisconnected: 'perdió la conexión wifi',
        ethernetDisconnected: 'perdió la conexión Ethernet',
        batteryLow: 'batería baja',
        batteryCritical: 'batería en nivel crítico',
        batteryPanic: 'batería casi agotada',
      })[event],
    times: (n) => (n === 1 ? '1 vez' : `${n} veces`),
    lastState: (type, up, at) =>
      `último estado: ${isButton(type) ? (up ? 'conectado' : 'desconectado') : up ? 'en línea' : 'fuera de línea'} a las ${at} UTC`,
    link: (which, up) => `ahora: ${which === 'wifi' ? 'wifi' : 'Ethernet'} ${up ? 'conectado' : 'caído'}`,
    battery: (level) => `ahora: batería ${level} %`,
    subject: (kind, name, counts) => `Vakt: resumen de ${kind} "${name}": ${counts}`,
    intro: (since) => `Lo que ha pasado después del aviso enviado a las ${since} UTC (horas en UTC):`,
    notListed: (n) => `(${n} eventos anteriores no se muestran)`,
    footer: (minutes) =>
      `Los avisos repetidos de este dispositivo se le envían resumidos: como máximo un correo inmediato y un resumen cada ${minutes} minutos. El registro del dispositivo en la consola muestra todo lo que ha notificado.\n\nRecibe este correo por la configuración de notificaciones del dispositivo.\n`,
  },
};

/** 15:02 (UTC). */
export const clockTime = (d: Date) => d.toISOString().slice(11, 16);
/** 2026-11-24 15:02:07 (UTC). */
export const stampTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Where the device is now, by the digest's type: the last connect state, the link, or the battery. */
function stateOf(w: Words, d: DigestedDevice, digest: Digest): string | null {
  const { type, events } = digest;
  if (type === 'button-disconnected' || type === 'device-disconnected') {
    const last = events.at(-1);
    return last ? w.lastState(type, last.event === 'restore', clockTime(last.at)) : null;
  }
  if (type === 'wifi-disconnected') return d.wifi === null ? null : w.link('wifi', d.wifi);
  if (type === 'ethernet-disconnected') return d.ethernet === null ? null : w.link('ethernet', d.ethernet);
  return d.battery === null ? null : w.battery(d.battery);
}

/**
 * The digest of one device's warnings of one type to one recipient, in the recipient's language: how often each
 * event happened, the state it ended in, and every event with its time (the newest DIGEST_LISTED_EVENTS).
 */
export function deviceDigestMail(to: string, language: string, d: DigestedDevice, digest: Digest): MailMessage {
  const w = WORDS[langOf(language)];
  const kind = KIND[langOf(language)][d.kind];
  const counts = DIGEST_EVENTS[digest.type]
    .map((event) => [event, digest.events.filter((e) => e.event === event).length] as const)
    .filter(([, n]) => n > 0)
    .map(([event, n]) => `${w.label(digest.type, event)} ${w.times(n)}`)
    .join(', ');
  const state = stateOf(w, d, digest);
  const listed = digest.events.slice(-DIGEST_LISTED_EVENTS);
  const lines = listed.map(
    (e) => `${stampTime(e.at)}  ${w.label(digest.type, e.event)}${e.battery === null ? '' : ` (${e.battery} %)`}`,
  );
  const hidden = digest.events.length - listed.length;
  const text = [
    `${kind} "${d.name}"${d.ident ? ` (${d.ident})` : ''}: ${[counts, state].filter(Boolean).join(', ')}.`,
    '',
    w.intro(clockTime(digest.since)),
    ...(hidden > 0 ? [w.notListed(hidden)] : []),
    ...lines,
    '',
    w.footer(Math.max(1, Math.round(digest.windowMs / 60_000))),
  ].join('\n');
  return { to, subject: w.subject(kind, d.name, counts), text };
}
