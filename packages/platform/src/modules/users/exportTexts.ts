/** The users export's words in the reader's language (the console sends it; the caller's language otherwise). */
export interface ExportTexts {
  sheet: string;
  headers: Record<
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'email'
    | 'phone'
    | 'roles'
    | 'language'
    | 'subscription'
    | 'status'
    | 'client'
    | 'organization'
    | 'description'
    | 'created'
    | 'lastAction'
    | 'deleted'
    | 'appVersion'
    | 'os',
    string
  >;
  roles: Record<number, string>;
  active: string;
  awaitingActivation: string;
}

const TEXTS: Record<'en' | 'sv' | 'es', ExportTexts> = {
  en: {
    sheet: 'Users',
    headers: {
      id: 'ID',
      firstName: 'First name',
      lastName: 'Last name',
      username: 'Username',
      email: 'E-mail',
      phone: 'Phone',
      roles: 'Roles',
      language: 'Language',
      subscription: 'Subscription',
      status: 'Status',
      client: 'Client',
      organization: 'Organization',
      description: 'Description',
      created: 'Created',
      lastAction: 'Last action',
      deleted: 'Deleted',
      appVersion: 'App version',
      os: 'OS',
    },
    roles: { 13: 'Admin', 17: 'Organization admin', 16: 'Multi-client admin', 14: 'Client admin', 0: 'User' },
    active: 'Active',
    awaitingActivation: 'Awaiting activation',
  },
  sv: {
    sheet: 'Användare',
    headers: {
      id: 'ID',
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      username: 'Användarnamn',
      email: 'E-post',
      phone: 'Telefon',
      roles: 'Roller',
      language: 'Språk',
      subscription: 'Abonnemang',
      status: 'Status',
      client: 'Kund',
      organization: 'Organisation',
      description: 'Beskrivning',
      created: 'Skapad',
      lastAction: 'Senaste aktivitet',
      deleted: 'Borttagen',
      appVersion: 'Appversion',
      os: 'OS',
    },
    roles: {
      13: 'Administratör',
      17: 'Organisationsadministratör',
      16: 'Administratör för flera kunder',
      14: 'Kundadministratör',
      0: 'Användare',
    },
    active: 'Aktiv',
    awaitingActivation: 'Väntar på aktivering',
  },
  es: {
    sheet: 'Usuarios',
    headers: {
      id: 'ID',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      roles: 'Roles',
      language: 'Idioma',
      subscription: 'Suscripción',
      status: 'Estado',
      client: 'Cliente',
      organization: 'Organización',
      description: 'Descripción',
      created: 'Creado',
      lastAction: 'Última acción',
      deleted: 'Eliminado',
      appVersion: 'Versión de la app',
      os: 'SO',
    },
    roles: {
      13: 'Administrador',
      17: 'Administrador de organización',
      16: 'Administrador multicliente',
      14: 'Administrador de cliente',
      0: 'Usuario',
    },
    active: 'Activo',
    awaitingActivation: 'Pendiente de activación',
  },
};

export const exportTexts = (language: string): ExportTexts => TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en;
