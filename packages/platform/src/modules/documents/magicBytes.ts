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

/**
 * Random access to a file's bytes: a Buffer, or a file on disk read on demand (a 50 MB upload is checked
 * without being read whole: the checks need its first bytes and, for zips, the central directory).
 */
export interface ByteReader {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer near the end). */
  read(offset: number, length: number): Buffer;
}

export const bufferReader = (bytes: Buffer): ByteReader => ({
  size: bytes.length,
  read: (offset, length) => bytes.subarray(offset, offset + length),
});

const readerOf = (source: Buffer | ByteReader) => (Buffer.isBuffer(source) ? bufferReader(source) : source);

/** The refusal message for bytes declared as `extension`, or undefined when they are what they claim. */
export function documentFileRefusal(source: Buffer | ByteReader, extension: string): string | undefined {
  const kind = fileKindOf(source);
  if (!kind) return NOT_A_DOCUMENT;
  return ACCEPTED[extension] === kind ? undefined : notItsExtension(extension);
}

export function fileKindOf(source: Buffer | ByteReader): FileKind | undefined {
  const file = readerOf(source);
  const head = file.read(0, 512);
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 512 && head.subarray(0, 8).equals(OLE2)) return 'ole2';
  if (head.length >= 30 && head.readUInt32LE(0) === LOCAL_HEADER) return odfKind(file, head) ?? ooxmlKind(file);
  return undefined;
}

/** The longest ODF media type is 46 characters: a longer `mimetype` entry is not one. */
const MAX_MIMETYPE_BYTES = 128;

/** ODF: the first entry is `mimetype`, stored uncompressed, holding the media type. */
function odfKind(file: ByteReader, head: Buffer): FileKind | undefined {
  const method = head.readUInt16LE(8);
  const size = head.readUInt32LE(18);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  if (method !== 0 || file.read(30, nameLength).toString('latin1') !== 'mimetype') return undefined;
  const start = 30 + nameLength + extraLength;
  if (size > MAX_MIMETYPE_BYTES || start + size > file.size) return undefined;
  return ODF_TYPES[file.read(start, size).toString('latin1')];
}

/** OOXML: `[Content_Types].xml` among the central directory's entries, and the kind's main folder. */
function ooxmlKind(file: ByteReader): FileKind | undefined {
  const names = centralDirectoryNames(file);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  return OOXML_FOLDERS.find(([folder]) => names.some((n) => n.startsWith(folder)))?.[1];
}

/** The entry names of a zip's central directory, or undefined when it cannot be found or read. */
function centralDirectoryNames(file: ByteReader): string[] | undefined {
  // The end record is 22 bytes plus a comment of at most 65535: search backwards from the end.
  const lowest = Math.max(0, file.size - 22 - 0xffff);
  const tail = file.read(lowest, file.size - lowest);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = tail.readUInt16LE(end + 10);
  let at = tail.readUInt32LE(end + 16);
  end += lowest;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const header = at + 46 <= end ? file.read(at, 46) : undefined;
    if (!header || header.length < 46 || header.readUInt32LE(0) !== CENTRAL_HEADER) return undefined;
    const nameLength = header.readUInt16LE(28);
    const extraLength = header.readUInt16LE(30);
    const commentLength = header.readUInt16LE(32);
    names.push(file.read(at + 46, nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
