export const FIRST_NAMES = [
  'Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Sara', 'Anders', 'Emma', 'Per', 'Elin', 'Mikael', 'Linnea',
  'Fredrik', 'Ida', 'Oskar', 'Hanna', 'Nils', 'Klara', 'Gustav', 'Lucía', 'Carlos', 'Sofía', 'Javier', 'Elena',
  'Ahmed', 'Fatima', 'Jonas', 'Frida', 'Viktor',
]
export const LAST_NAMES = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson',
  'Gustafsson', 'Pettersson', 'Jonsson', 'Lindberg', 'Lindqvist', 'Berg', 'Holm', 'García', 'Fernández', 'López',
  'Martínez', 'Ali', 'Hassan', 'Sandberg', 'Ek', 'Nyström',
]
export const STREETS = [
  'Drottninggatan', 'Sveavägen', 'Götgatan', 'Hornsgatan', 'Kungsgatan', 'Birger Jarlsgatan', 'Odengatan',
  'Sankt Eriksgatan', 'Fleminggatan', 'Ringvägen', 'Valhallavägen', 'Karlavägen', 'Strandvägen', 'Folkungagatan',
  'Hantverkargatan', 'Vasagatan', 'Regeringsgatan', 'Östermalmsgatan', 'Lidingövägen', 'Söderledstunneln',
]
export const AREAS = ['Stockholm', 'Solna', 'Sundbyberg', 'Nacka', 'Lidingö', 'Huddinge', 'Bromma', 'Täby']
export const ORGANIZATIONS = ['Nordvakt Säkerhet AB', 'Mälardalens Trygghet AB']
export const CLIENTS: [name: string, organizationId: number][] = [
  ['Stockholms Stadsmission', 1],
  ['Södermalms Skolor', 1],
  ['Karolinska Vårdcentral', 1],
  ['Solna Fastigheter', 1],
  ['Nacka Hemtjänst', 2],
  ['Lidingö Idrottsförening', 2],
  ['Täby Centrum Handel', 2],
  ['Huddinge Bibliotek', 2],
]
export const NETWORK_WORDS = ['Entré', 'Kontor', 'Lager', 'Personal', 'Nattpass', 'Kvarter', 'Reception', 'Skolgård', 'Butik', 'Vård']
export const INCIDENT_TEXTS = [
  'Person behöver hjälp vid entrén',
  'Larm utlöst från mobilappen',
  'Hotfull situation i receptionen',
  'Fallolycka rapporterad',
  'Misstänkt inbrott i lagret',
  'Brandlarm aktiverat, utrymning pågår',
  'Medical assistance requested',
  'Lone worker check-in missed',
  'Aggressive visitor reported',
  'Solicitud de ayuda urgente',
]
export const COMMENT_TEXTS = [
  'Väktare på väg.',
  'Kontaktat personen, allt lugnt.',
  'Ambulans larmad.',
  'Polis informerad.',
  'On my way.',
  'False alarm, closing.',
  'Situation under control.',
  'Llegando en 5 minutos.',
  'Bekräftat av larmcentralen.',
  'Uppföljning imorgon.',
]
