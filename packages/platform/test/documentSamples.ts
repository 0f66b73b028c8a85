import { crc32 } from 'node:zlib';
import { pngOf } from './png.js';
import { pdfOf } from '../src/seed/documentFiles.js';

/** A zip of stored (uncompressed) entries, in order: enough to build OOXML and ODF samples. */
export function zipOf(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'] as [string, string];

/** One real-enough file of each accepted kind, by extension. */
export const SAMPLE_FILES = {
  pdf: () => pdfOf(['Sample']),
  png: () => pngOf(20, 20),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]),
  docx: () => zipOf([CONTENT_TYPES, ['word/document.xml', '<w:document/>']]),
  xlsx: () => zipOf([CONTENT_TYPES, ['xl/workbook.xml', '<workbook/>']]),
  pptx: () => zipOf([CONTENT_TYPES, ['ppt/presentation.xml', '<p:presentation/>']]),
  odt: () =>
    zipOf([
      ['mimetype', 'application/vnd.oasis.opendocument.text'],
      ['content.xml', '<x/>'],
    ]),
  ods: () =>
    zipOf([
      ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
      ['content.xml', '<x/>'],
    ]),
  doc: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]),
};
