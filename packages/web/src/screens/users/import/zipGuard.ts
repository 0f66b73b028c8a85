// Checks an .xlsx file (a zip) BEFORE exceljs reads it: exceljs inflates every part into memory with no
// cap, so a few hundred kilobytes of zip bomb would freeze or kill the tab. Pure module (no DOM, no
// React): runs in the parse worker, on the main thread and under Node (tests, bench:import).

/** The largest file the wizard accepts (bytes). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The most the parts of one file may inflate to, declared or actual (bytes). */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** The highest compression ratio a large part may have (spreadsheet XML compresses 5 to 30 times). */
export const MAX_RATIO = 100;
/** Parts smaller than this are not held to MAX_RATIO (a tiny part cannot hurt, whatever its ratio). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
export const MAX_ENTRIES = 1000;

export type ImportFileErrorCode =
  | 'NOT_XLSX' // not a zip, not a spreadsheet, or a part in a compression the wizard does not read
  | 'FILE_TOO_LARGE' // over MAX_FILE_BYTES
  | 'ZIP_BOMB' // declared or actual uncompressed size over the cap, or an unreasonable ratio
  | 'HEADER_NOT_FOUND'
  | 'NO_ROWS'
  | 'PARSE_FAILED';

/** A file the wizard refuses; `code` picks the message shown (importUsers.fileError.<code>). */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Checks the name and size of a picked file (before its bytes are even read). */
export function checkFileMeta(name: string, size: number): void {
  if (!/\.xlsx$/i.test(name)) throw new ImportFileError('NOT_XLSX', `${name} is not an .xlsx file`);
  if (size > MAX_FILE_BYTES) throw new ImportFileError('FILE_TOO_LARGE', `${size} bytes`);
}

/** Reads the central directory and applies the declared-size rules (no inflating). */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length > MAX_FILE_BYTES) throw new ImportFileError('FILE_TOO_LARGE');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL) throw new ImportFileError('NOT_XLSX', 'not a zip');
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ImportFileError('NOT_XLSX', 'no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  // ZIP64 markers: a 5 MB spreadsheet never needs them
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    throw new ImportFileError('ZIP_BOMB', 'zip64');
  if (count > MAX_ENTRIES) throw new ImportFileError('ZIP_BOMB', `${count} entries`);
  if (directoryOffset + directorySize > eocd) throw new ImportFileError('NOT_XLSX', 'bad central directory');

  const entries: ZipEntry[] = [];
  let declared = 0;
  let at = directoryOffset;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) throw new ImportFileError('NOT_XLSX', 'bad entry');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff)
      throw new ImportFileError('ZIP_BOMB', 'zip64 entry');
    declared += uncompressedSize;
    if (declared > MAX_UNCOMPRESSED_BYTES)
      throw new ImportFileError('ZIP_BOMB', `declares more than ${MAX_UNCOMPRESSED_BYTES} bytes`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > MAX_RATIO * Math.max(compressedSize, 1))
      throw new ImportFileError('ZIP_BOMB', `${name}: ratio over ${MAX_RATIO}`);
    if (localHeaderOffset + 30 + compressedSize > bytes.length) throw new ImportFileError('NOT_XLSX', 'truncated');
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !entries.some((entry) => entry.name.startsWith('xl/')))
    throw new ImportFileError('NOT_XLSX', 'not a spreadsheet');
  return entries;
}

/**
 * Inflates one part counting the bytes it really produces, and stops (cancels the stream) as soon as
 * they pass what the directory declared or the file's cap. Returns the bytes produced.
 */
async function inflatedSize(bytes: Uint8Array, entry: ZipEntry, budget: number): Promise<number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (view.getUint32(at, true) !== LOCAL) throw new ImportFileError('NOT_XLSX', 'bad local header');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ImportFileError('NOT_XLSX', 'truncated');
  const limit = Math.min(entry.uncompressedSize, budget);
  if (entry.method === 0) {
    if (data.length > limit) throw new ImportFileError('ZIP_BOMB', `${entry.name} is larger than declared`);
    return data.length;
  }
  if (entry.method !== 8) throw new ImportFileError('NOT_XLSX', `compression method ${entry.method}`);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(
    new DecompressionStream('deflate-raw') as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  const reader = stream.getReader();
  let produced = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      produced += value.byteLength;
      if (produced > limit) {
        await reader.cancel().catch(() => undefined);
        throw new ImportFileError('ZIP_BOMB', `${entry.name} inflates past ${limit} bytes`);
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('NOT_XLSX', `${entry.name}: ${(error as Error).message}`);
  }
  return produced;
}

/**
 * The whole check: name and size, the central directory's declared sizes and ratios, then every part
 * inflated with its real output counted against the declared size and the file's cap. Throws
 * ImportFileError; resolves when exceljs may read the file.
 */
export async function checkXlsx(bytes: Uint8Array, name = 'file.xlsx'): Promise<void> {
  checkFileMeta(name, bytes.length);
  const entries = readCentralDirectory(bytes);
  let budget = MAX_UNCOMPRESSED_BYTES;
  for (const entry of entries) budget -= await inflatedSize(bytes, entry, budget);
}
