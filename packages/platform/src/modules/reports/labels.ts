/** Every text of the report in the three console languages (the web catalog's words for kinds and statuses). */
export const LANGUAGES = ['en', 'sv', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageOf = (wanted: string | undefined, callerLanguage: string): Language =>
  (LANGUAGES as readonly string[]).includes(wanted ?? '')
    ? (wanted as Language)
    : (LANGUAGES as readonly string[]).includes(callerLanguage)
      ? (callerLanguage as Language)
      : 'en';

type Texts = {
  title: string;
  period: string;
  clients: string;
  allClients: string;
  alertTypes: string;
  allTypes: string;
  siaCodes: string;
  allCodes: string;
  deviceAlerts: string;
  totals: string;
  total: string;
  incidentsPerKind: string;
  page: (n: number, of: number) => string;
  generated: string;
  none: string;
  columns: Record<
    | 'uid'
    | 'created'
    | 'kind'
    | 'status'
    | 'name'
    | 'description'
    | 'network'
    | 'client'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'device'
    | 'alarmType'
    | 'eventCode'
    | 'section'
    | 'message'
    | 'alarmDate',
    string
  >;
  kinds: Record<string, string>;
  statuses: Record<string, string>;
  alertTypeNames: Record<string, string>;
  /** Device alarm types (device_alerts.alarm_type as devices report them); an unknown type is shown as sent. */
  deviceAlarmTypes: Record<string, string>;
};

export const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Incident summary',
    period: 'Period',
    clients: 'Clients',
    allClients: 'All clients',
    alertTypes: 'Alert types',
    allTypes: 'All alert types',
    siaCodes: 'SIA codes',
    allCodes: 'All SIA codes',
    deviceAlerts: 'Device alerts',
    totals: 'Totals per kind and status',
    total: 'Total',
    incidentsPerKind: 'Incidents per kind',
    page: (n, of) => `Page ${n} of ${of}`,
    generated: 'Generated',
    none: 'No incidents in this period',
    columns: {
      uid: 'ID',
      created: 'Created',
      kind: 'Kind',
      status: 'Status',
      name: 'Name',
      description: 'Description',
      network: 'Network',
      client: 'Client',
      address: 'Address',
      latitude: 'Latitude',
      longitude: 'Longitude',
      device: 'Device',
      alarmType: 'Alarm type',
      eventCode: 'SIA code',
      section: 'Section',
      message: 'Message',
      alarmDate: 'Alarm time',
    },
    kinds: {
      'Emergency Alert': 'Emergency alert',
      'Panic Alert': 'Panic alert',
      'Network Alert': 'Network alert',
      'Safe Assist Alert': 'Safe assist alert',
      'Public Alert': 'Public alert',
      Summon: 'Summon',
    },
    statuses: { confirm: 'Unconfirmed', pending: 'Ongoing', confirmed: 'Confirmed', finalized: 'Finalized' },
    alertTypeNames: {
      SOS_Emergency: 'SOS emergency',
      Public_Alert: 'Public alert',
      Safe_Assist: 'Safe assist',
      Network_Alert: 'Network alert',
      Summon: 'Summon',
      Device_Alert: 'Device alerts',
    },
    deviceAlarmTypes: {
      SOS_Emergency: 'SOS emergency',
      Network_Alert: 'Network alert',
      Summon: 'Summon',
      Public_Alert: 'Public alert',
      Safe_Assist: 'Safe assist',
      Burglary: 'Burglary',
      Fire: 'Fire',
      Panic: 'Panic',
      Tamper: 'Tamper',
      Medical: 'Medical',
      Trouble: 'Technical fault',
    },
  },
  sv: {
    title: 'Incidentsammanställning',
    period: 'Period',
    clients: 'Kunder',
    allClients: 'Alla kunder',
    alertTypes: 'Larmtyper',
    allTypes: 'Alla larmtyper',
    siaCodes: 'SIA-koder',
    allCodes: 'Alla SIA-koder',
    deviceAlerts: 'Enhetslarm',
    totals: 'Summor per typ och status',
    total: 'Totalt',
    incidentsPerKind: 'Incidenter per typ',
    page: (n, of) => `Sida ${n} av ${of}`,
    generated: 'Skapad',
    none: 'Inga incidenter under perioden',
    columns: {
      uid: 'ID',
      created: 'Skapad',
      kind: 'Typ',
      status: 'Status',
      name: 'Namn',
      description: 'Beskrivning',
      network: 'Nätverk',
      client: 'Kund',
      address: 'Adress',
      latitude: 'Latitud',
      longitude: 'Longitud',
      device: 'Enhet',
      alarmType: 'Larmtyp',
      eventCode: 'SIA-kod',
      section: 'Sektion',
      message: 'Meddelande',
      alarmDate: 'Larmtid',
    },
    kinds: {
      'Emergency Alert': 'Nödlarm',
      'Panic Alert': 'Paniklarm',
      'Network Alert': 'Nätverkslarm',
      'Safe Assist Alert': 'Trygghetsassistans',
      'Public Alert': 'Publikt larm',
      Summon: 'Sammankallning',
    },
    statuses: { confirm: 'Obekräftat', pending: 'Pågående', confirmed: 'Bekräftat', finalized: 'Avslutat' },
    alertTypeNames: {
      SOS_Emergency: 'SOS-nödlarm',
      Public_Alert: 'Publikt larm',
      Safe_Assist: 'Trygghetsassistans',
      Network_Alert: 'Nätverkslarm',
      Summon: 'Sammankallning',
      Device_Alert: 'Enhetslarm',
    },
    deviceAlarmTypes: {
      SOS_Emergency: 'SOS-nödlarm',
      Network_Alert: 'Nätverkslarm',
      Summon: 'Sammankallning',
      Public_Alert: 'Publikt larm',
      Safe_Assist: 'Trygghetsassistans',
      Burglary: 'Inbrott',
      Fire: 'Brand',
      Panic: 'Överfall',
      Tamper: 'Sabotage',
      Medical: 'Medicinskt larm',
      Trouble: 'Tekniskt fel',
    },
  },
  es: {
    title: 'Resumen de incidentes',
    period: 'Periodo',
    clients: 'Clientes',
    allClients: 'Todos los clientes',
    alertTypes: 'Tipos de alerta',
    allTypes: 'Todos los tipos de alerta',
    siaCodes: 'Códigos SIA',
    allCodes: 'Todos los códigos SIA',
    deviceAlerts: 'Alertas de dispositivos',
    totals: 'Totales por tipo y estado',
    total: 'Total',
    incidentsPerKind: 'Incidentes por tipo',
    page: (n, of) => `Página ${n} de ${of}`,
    generated: 'Generado',
    none: 'No hay incidentes en este periodo',
    columns: {
      uid: 'ID',
      created: 'Creado',
      kind: 'Tipo',
      status: 'Estado',
      name: 'Nombre',
      description: 'Descripción',
      network: 'Red',
      client: 'Cliente',
      address: 'Dirección',
      latitude: 'Latitud',
      longitude: 'Longitud',
      device: 'Dispositivo',
      alarmType: 'Tipo de alarma',
      eventCode: 'Código SIA',
      section: 'Sección',
      message: 'Mensaje',
      alarmDate: 'Hora de la alarma',
    },
    kinds: {
      'Emergency Alert': 'Alerta de emergencia',
      'Panic Alert': 'Alerta de pánico',
      'Network Alert': 'Alerta de red',
      'Safe Assist Alert': 'Asistencia segura',
      'Public Alert': 'Alerta pública',
      Summon: 'Convocatoria',
    },
    statuses: { confirm: 'Sin confirmar', pending: 'En curso', confirmed: 'Confirmado', finalized: 'Finalizado' },
    alertTypeNames: {
      SOS_Emergency: 'Emergencia SOS',
      Public_Alert: 'Alerta pública',
      Safe_Assist: 'Asistencia segura',
      Network_Alert: 'Alerta de red',
      Summon: 'Convocatoria',
      Device_Alert: 'Alertas de dispositivos',
    },
    deviceAlarmTypes: {
      SOS_Emergency: 'Emergencia SOS',
      Network_Alert: 'Alerta de red',
      Summon: 'Convocatoria',
      Public_Alert: 'Alerta pública',
      Safe_Assist: 'Asistencia segura',
      Burglary: 'Robo',
      Fire: 'Incendio',
      Panic: 'Atraco',
      Tamper: 'Sabotaje',
      Medical: 'Emergencia médica',
      Trouble: 'Fallo técnico',
    },
  },
};
