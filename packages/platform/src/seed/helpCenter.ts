import type { Queryable } from '../db/types.js';
import { sanitizeAnswer } from '../modules/helpCenter/sanitize.js';

type Lang = 'en' | 'sv' | 'es';

/** Same keys in every language: the documents seed puts one manual per language in `manuals`. */
const SECTIONS: { key: string; text: Record<Lang, [category: string, description: string]> }[] = [
  {
    key: 'manuals',
    text: {
      en: ['Manuals', 'User guides for the app, the console and the alarm devices.'],
      sv: ['Manualer', 'Användarguider för appen, konsolen och larmenheterna.'],
      es: ['Manuales', 'Guías de usuario de la aplicación, la consola y los dispositivos de alarma.'],
    },
  },
  {
    key: 'getting_started',
    text: {
      en: ['Getting started', 'First steps for new administrators: clients, users and networks.'],
      sv: ['Kom igång', 'Första stegen för nya administratörer: kunder, användare och nätverk.'],
      es: ['Primeros pasos', 'Primeros pasos para administradores nuevos: clientes, usuarios y redes.'],
    },
  },
  {
    key: 'alarm_devices',
    text: {
      en: ['Alarm devices', 'Installing and testing DALM dialers, Flic buttons and sensors.'],
      sv: ['Larmenheter', 'Installera och testa DALM-uppringare, Flic-knappar och sensorer.'],
      es: ['Dispositivos de alarma', 'Instalar y probar marcadores DALM, botones Flic y sensores.'],
    },
  },
  {
    key: 'security_privacy',
    text: {
      en: ['Security and privacy', 'Sign-in, two-factor authentication and how personal data is handled.'],
      sv: ['Säkerhet och integritet', 'Inloggning, tvåfaktorsautentisering och hur personuppgifter hanteras.'],
      es: ['Seguridad y privacidad', 'Inicio de sesión, autenticación en dos pasos y tratamiento de datos personales.'],
    },
  },
];

type Faq = Record<Lang, { category: string; questions: [question: string, answer: string][] }[]>;

const FAQ: Faq = {
  en: [
    {
      category: 'Test alarm',
      questions: [
        [
          'How do I send a test alarm?',
          '<p>Open the app, go to <strong>Settings → Test alarm</strong> and press <strong>Start test</strong>. The alarm goes to your networks marked as a test; nobody is called out.</p>',
        ],
        [
          'How often should I test my alarm?',
          '<p>We recommend a test alarm <strong>once a month</strong> and after every change of phone, network or device.</p>',
        ],
        [
          'My test alarm did not arrive. What should I check?',
          '<ul><li>The app has permission to send notifications.</li><li>You are a member of at least one network.</li><li>Your phone has a data connection.</li></ul><p>Still failing? Write to <a href="mailto:support@example.com">support</a>.</p>',
        ],
      ],
    },
    {
      category: 'Location sharing',
      questions: [
        [
          'Why does the app need my location?',
          '<p>Your position is sent <em>only when an alarm is raised</em>, so that responders can find you quickly.</p>',
        ],
        [
          'How do I turn on location sharing?',
          '<p>Allow location access for the app <strong>always</strong> in the phone settings, then turn on <strong>Share location</strong> in the app.</p>',
        ],
        [
          'Is my location stored?',
          '<p>Positions are stored with the incident and deleted with it. Read more in our <a href="https://example.com/privacy">privacy policy</a>.</p>',
        ],
      ],
    },
    {
      category: 'Networks',
      questions: [
        [
          'What is the difference between open, public and private networks?',
          '<ul><li><strong>Open</strong>: anyone can join.</li><li><strong>Public</strong>: anyone can find it, an admin approves members.</li><li><strong>Private</strong>: members are invited.</li></ul>',
        ],
        [
          'How do I add a user to a network?',
          '<p>Open the network in the console, choose the <strong>Users</strong> tab and press <strong>Add users</strong>.</p>',
        ],
        [
          'Can a user belong to several networks?',
          '<p>Yes. An alarm goes to every network the user has chosen for that alarm category.</p>',
        ],
      ],
    },
    {
      category: 'Notifications',
      questions: [
        [
          'Why do I not get push notifications?',
          '<p>Check that notifications are allowed for the app and that <em>Do not disturb</em> lets alarms through.</p>',
        ],
        [
          'Which e-mails does the platform send about devices?',
          "<p>Low battery, lost connection and restored devices, as chosen in the client's <strong>notification settings</strong>.</p>",
        ],
        ['Can I choose the alarm sound?', "<p>The client's alert policy sets the sound for each alarm category.</p>"],
      ],
    },
  ],
  sv: [
    {
      category: 'Testlarm',
      questions: [
        [
          'Hur skickar jag ett testlarm?',
          '<p>Öppna appen, gå till <strong>Inställningar → Testlarm</strong> och tryck på <strong>Starta test</strong>. Larmet går till dina nätverk märkt som test; ingen kallas ut.</p>',
        ],
        [
          'Hur ofta ska jag testa mitt larm?',
          '<p>Vi rekommenderar ett testlarm <strong>en gång i månaden</strong> och efter varje byte av telefon, nätverk eller enhet.</p>',
        ],
        [
          'Mitt testlarm kom inte fram. Vad ska jag kontrollera?',
          '<ul><li>Appen får skicka aviseringar.</li><li>Du är medlem i minst ett nätverk.</li><li>Telefonen har mobildata eller wifi.</li></ul><p>Fungerar det ändå inte? Skriv till <a href="mailto:support@example.com">supporten</a>.</p>',
        ],
      ],
    },
    {
      category: 'Platsdelning',
      questions: [
        [
          'Varför behöver appen min position?',
          '<p>Din position skickas <em>bara när ett larm utlöses</em>, så att hjälpen hittar dig snabbt.</p>',
        ],
        [
          'Hur slår jag på platsdelning?',
          '<p>Tillåt platsåtkomst för appen <strong>alltid</strong> i telefonens inställningar och slå sedan på <strong>Dela position</strong> i appen.</p>',
        ],
        [
          'Sparas min position?',
          '<p>Positioner sparas med händelsen och raderas med den. Läs mer i vår <a href="https://example.com/integritet">integritetspolicy</a>.</p>',
        ],
      ],
    },
    {
      category: 'Nätverk',
      questions: [
        [
          'Vad är skillnaden mellan öppna, publika och privata nätverk?',
          '<ul><li><strong>Öppet</strong>: alla kan gå med.</li><li><strong>Publikt</strong>: alla kan hitta det, en administratör godkänner medlemmar.</li><li><strong>Privat</strong>: medlemmar bjuds in.</li></ul>',
        ],
        [
          'Hur lägger jag till en användare i ett nätverk?',
          '<p>Öppna nätverket i konsolen, välj fliken <strong>Användare</strong> och tryck på <strong>Lägg till användare</strong>.</p>',
        ],
        [
          'Kan en användare höra till flera nätverk?',
          '<p>Ja. Ett larm går till alla nätverk som användaren har valt för den larmkategorin.</p>',
        ],
      ],
    },
    {
      category: 'Aviseringar',
      questions: [
        [
          'Varför får jag inga pushaviseringar?',
          '<p>Kontrollera att aviseringar är tillåtna för appen och att <em>Stör ej</em> släpper igenom larm.</p>',
        ],
        [
          'Vilka e-postmeddelanden skickar plattformen om enheter?',
          '<p>Låg batterinivå, förlorad anslutning och återställda enheter, enligt kundens <strong>aviseringsinställningar</strong>.</p>',
        ],
        ['Kan jag välja larmljud?', '<p>Kundens larmpolicy bestämmer ljudet för varje larmkategori.</p>'],
      ],
    },
  ],
  es: [
    {
      category: 'Alarma de prueba',
      questions: [
        [
          '¿Cómo envío una alarma de prueba?',
          '<p>Abra la aplicación, vaya a <strong>Ajustes → Alarma de prueba</strong> y pulse <strong>Iniciar prueba</strong>. La alarma llega a sus redes marcada como prueba; no se avisa a nadie.</p>',
        ],
        [
          '¿Con qué frecuencia debo probar mi alarma?',
          '<p>Recomendamos una alarma de prueba <strong>una vez al mes</strong> y después de cada cambio de teléfono, red o dispositivo.</p>',
        ],
        [
          'Mi alarma de prueba no llegó. ¿Qué debo comprobar?',
          '<ul><li>La aplicación puede enviar notificaciones.</li><li>Usted es miembro de al menos una red.</li><li>El teléfono tiene conexión de datos.</li></ul><p>¿Sigue sin funcionar? Escriba a <a href="mailto:support@example.com">soporte</a>.</p>',
        ],
      ],
    },
    {
      category: 'Compartir ubicación',
      questions: [
        [
          '¿Por qué necesita la aplicación mi ubicación?',
          '<p>Su posición se envía <em>solo cuando se activa una alarma</em>, para que la ayuda le encuentre rápido.</p>',
        ],
        [
          '¿Cómo activo compartir ubicación?',
          '<p>Permita el acceso a la ubicación <strong>siempre</strong> en los ajustes del teléfono y active <strong>Compartir ubicación</strong> en la aplicación.</p>',
        ],
        [
          '¿Se guarda mi ubicación?',
          '<p>Las posiciones se guardan con el incidente y se borran con él. Más información en nuestra <a href="https://example.com/privacidad">política de privacidad</a>.</p>',
        ],
      ],
    },
    {
      category: 'Redes',
      questions: [
        [
          '¿Qué diferencia hay entre redes abiertas, públicas y privadas?',
          '<ul><li><strong>Abierta</strong>: cualquiera puede unirse.</li><li><strong>Pública</strong>: cualquiera puede encontrarla, un administrador aprueba a los miembros.</li><li><strong>Privada</strong>: los miembros son invitados.</li></ul>',
        ],
        [
          '¿Cómo añado un usuario a una red?',
          '<p>Abra la red en la consola, elija la pestaña <strong>Usuarios</strong> y pulse <strong>Añadir usuarios</strong>.</p>',
        ],
        [
          '¿Puede un usuario pertenecer a varias redes?',
          '<p>Sí. Una alarma llega a todas las redes que el usuario ha elegido para esa categoría de alarma.</p>',
        ],
      ],
    },
    {
      category: 'Notificaciones',
      questions: [
        [
          '¿Por qué no recibo notificaciones push?',
          '<p>Compruebe que las notificaciones están permitidas para la aplicación y que <em>No molestar</em> deja pasar las alarmas.</p>',
        ],
        [
          '¿Qué correos envía la plataforma sobre los dispositivos?',
          '<p>Batería baja, conexión perdida y dispositivos restablecidos, según los <strong>ajustes de notificación</strong> del cliente.</p>',
        ],
        [
          '¿Puedo elegir el sonido de la alarma?',
          '<p>La política de alertas del cliente fija el sonido de cada categoría de alarma.</p>',
        ],
      ],
    },
  ],
};

const LANGS: Lang[] = ['en', 'sv', 'es'];

/** Help center sections (en, sv, es; a `manuals` section in each) and FAQ categories with questions (issue 12). */
export async function seedHelpCenter(tx: Queryable, { now }: { now: number }): Promise<void> {
  const createdAt = new Date(now - 90 * 86_400_000).toISOString();
  for (const lang of LANGS) {
    for (const { key, text } of SECTIONS) {
      const [category, description] = text[lang];
      await tx.query(
        `INSERT INTO help_sections (category, section_key, lang, description, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [category, key, lang, description, createdAt],
      );
    }
    for (const { category, questions } of FAQ[lang]) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO faq_categories (category, lang, created_at) VALUES ($1, $2, $3) RETURNING id`,
        [category, lang, createdAt],
      );
      for (const [question, answer] of questions) {
        await tx.query(
          `INSERT INTO faq_questions (category_id, question, answer, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
          [row!.id, question, sanitizeAnswer(answer), createdAt],
        );
      }
    }
  }
}
