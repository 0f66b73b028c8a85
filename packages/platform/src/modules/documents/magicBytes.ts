/**
 * What a document file really is, by its first bytes (and, for zips, their directory), checked against
 * the extension it was declared with. No parser of the formats: only what tells them apart.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'xlsx' | 'pptx' | 'odt' | 'ods' | 'odp' | 'ole2';

const ACCEPTED: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odt',
  ods: 'ods',
  odp: 'odp',
  // The compound file header is all the legacy formats share; the streams inside are not read.
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

const ODF_TYPES: Record<string, FileKind> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** The main part's folder of each OOXML kind. */
const OOXML_FOLDERS: [string, FileKind][] = [
  ['word/', 'docx'],
  ['xl/', 'xlsx'],
  ['ppt/', 'pptx'],
];

export const NOT_A_DOCUMENT = 'The file is not a PDF, PNG, JPEG or office document';
export const notItsExtension = (extension: string) => `The file does not match its .${extension} extension`;

/** The refusal message for bytes declared as `extension`, or undefined when they are what they claim. */
export function documentFileRefusal(bytes: Buffer, extension: string): string | undefined {
  const kind = fileKindOf(bytes);
  if (!kind) return NOT_A_DOCUMENT;
  return ACCEPTED[extension] === kind ? undefined : notItsExtension(extension);
}

export function fileKindOf(bytes: Buffer): FileKind | undefined {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2)) return 'ole2';
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === LOCAL_HEADER) return odfKind(bytes) ?? ooxmlKind(bytes);
  return undefined;
}

/** ODF: the first entry is `mimetype`, stored uncompressed, holding the media type. */
function odfKind(bytes: Buffer): FileKind | undefined {
  const method = bytes.readUInt16LE(8);
  const size = bytes.readUInt32LE(18);
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  if (method !== 0 || bytes.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return undefined;
  const start = 30 + nameLength + extraLength;
  if (start + size > bytes.length) return undefined;
  return ODF_TYPES[bytes.toString('latin1', start, start + size)];
}

/** OOXML: `[Content_Types].xml` among the central directory's entries, and the kind's main folder. */
function ooxmlKind(bytes: Buffer): FileKind | undefined {
  const names = centralDirectoryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  return OOXML_FOLDERS.find(([folder]) => names.some((n) => n.startsWith(folder)))?.[1];
}

/** The entry names of a zip's central directory, or undefined when it cannot be found or read. */
function centralDirectoryNames(bytes: Buffer): string[] | undefined {
  // The end record is 22 bytes plus a comment of at most 65535: search backwards from the end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
