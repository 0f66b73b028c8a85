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

const langOf = (language: string): Lang => (language === 'sv' || language === 'es' ? language : 'en');

const WELCOME_MAIL: Record<Lang, (email: string, password: string) => { subject: string; text: string }> = {
  en: (email, password) => ({
    subject: 'Welcome to Vakt',
    text: `An account has been created for you.\n\nE-mail: ${email}\nPassword: ${password}\n\nPlease change the password after your first sign-in.\n`,
  }),
  sv: (email, password) => ({
    subject: 'Välkommen till Vakt',
    text: `Ett konto har skapats åt dig.\n\nE-post: ${email}\nLösenord: ${password}\n\nByt lösenordet efter första inloggningen.\n`,
  }),
  es: (email, password) => ({
    subject: 'Bienvenido a Vakt',
    text: `Se ha creado una cuenta para usted.\n\nCorreo electrónico: ${email}\nContraseña: ${password}\n\nCambie la contraseña después de su primer inicio de sesión.\n`,
  }),
};

const PASSWORD_RESET_MAIL: Record<Lang, (email: string, password: string) => { subject: string; text: string }> = {
  en: (email, password) => ({
    subject: 'Your Vakt password has been reset',
    text: `An administrator has set a new password for your account.\n\nE-mail: ${email}\nPassword: ${password}\n\nYou have been signed out on every device; sign in again with the new password.\n`,
  }),
  sv: (email, password) => ({
    subject: 'Ditt lösenord för Vakt har återställts',
    text: `En administratör har satt ett nytt lösenord för ditt konto.\n\nE-post: ${email}\nLösenord: ${password}\n\nDu har loggats ut på alla enheter; logga in igen med det nya lösenordet.\n`,
  }),
  es: (email, password) => ({
    subject: 'Su contraseña de Vakt se ha restablecido',
    text: `Un administrador ha establecido una nueva contraseña para su cuenta.\n\nCorreo electrónico: ${email}\nContraseña: ${password}\n\nSe ha cerrado su sesión en todos los dispositivos; inicie sesión de nuevo con la nueva contraseña.\n`,
  }),
};

/** The new user's first password, in the user's language. */
export function welcomeMail(to: string, language: string, password: string): MailMessage {
  return { to, ...WELCOME_MAIL[langOf(language)](to, password) };
}

/** The password an administrator set, in the user's language. */
export function passwordResetMail(to: string, language: string, password: string): MailMessage {
  return { to, ...PASSWORD_RESET_MAIL[langOf(language)](to, password) };
}
