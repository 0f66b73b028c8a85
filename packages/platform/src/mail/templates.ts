import type { MailMessage } from './index.js';

type Lang = 'en' | 'sv' | 'es';

const CODE_MAIL: Record<Lang, (code: string, minutes: number) => { subject: string; text: string }> = {
  en: (code, minutes) => ({
    subject: 'Your Vakt login code',
    text: `Your one-time login code is ${code}.\nIt is valid for ${minutes} minutes.\n\nIf you did not try to log in, you can ignore this e-mail.\n`,
  }),
  sv: (code, minutes) => ({
    subject: 'Din inloggningskod för Vakt',
    text: `Din engångskod för inloggning är ${code}.\nDen gäller i ${minutes} minuter.\n\nOm du inte försökte logga in kan du bortse från det här mejlet.\n`,
  }),
  es: (code, minutes) => ({
    subject: 'Tu código de acceso a Vakt',
    text: `Tu código de acceso de un solo uso es ${code}.\nEs válido durante ${minutes} minutos.\n\nSi no has intentado iniciar sesión, puedes ignorar este correo.\n`,
  }),
};

export function loginCodeMail(to: string, language: string, code: string, ttlSeconds: number): MailMessage {
  const lang: Lang = language === 'sv' || language === 'es' ? language : 'en';
  return { to, ...CODE_MAIL[lang](code, Math.max(1, Math.round(ttlSeconds / 60))) };
}
