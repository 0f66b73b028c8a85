import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { ObjectStorage } from '../storage/index.js';

/** `(text)` for a PDF string: Latin-1 bytes (WinAnsi covers å, ä, ö, ñ), with the delimiters escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')})`;

/**
 * A one-page A4 PDF with the given lines in Helvetica: small, valid (exact cross-reference offsets) and
 * the same bytes for the same lines.
 */
export function pdfOf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${770 - i * 28} Td ${pdfString(line)} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A demo document that gets a file: its id, name and description. */
export interface SeedDocument {
  id: number;
  name: string;
  description: string | null;
}

/** The storage key of a seeded file: named by its bytes, so a second seed into the same folder finds it. */
const keyOf = (id: number, bytes: Buffer) =>
  `seed-document-${id}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.pdf`;

async function putOnce(storage: ObjectStorage, key: string, bytes: Buffer) {
  const existing = await storage.get(key);
  if (existing?.equals(bytes)) return;
  if (existing) await storage.delete(key);
  await storage.put(key, bytes);
}

/**
 * Makes the demo documents ready: one small PDF naming each is stored, and its row gets the file's
 * name, size, type, key and stored_at. Without a storage the documents stay not ready (no file).
 */
export async function seedDocumentFiles(tx: Queryable, storage: ObjectStorage | undefined, docs: SeedDocument[]) {
  if (!storage || !docs.length) return;
  const files = docs.map((d) => {
    const bytes = pdfOf([d.name, ...(d.description ? [d.description] : []), 'Vakt demo document']);
    return { ...d, bytes, key: keyOf(d.id, bytes) };
  });
  for (const f of files) await putOnce(storage, f.key, f.bytes);
  await tx.query(
    `UPDATE documents d SET filename = t.filename, extension = 'pdf', size = t.size, content_type = 'application/pdf',
            storage_key = t.key, stored_at = d.created_at, updated_at = d.created_at
       FROM unnest($1::int[], $2::text[], $3::bigint[], $4::text[]) AS t(id, filename, size, key)
      WHERE d.id = t.id`,
    [
      files.map((f) => f.id),
      files.map((f) => `${fileNameOf(f.name)}.pdf`),
      files.map((f) => f.bytes.length),
      files.map((f) => f.key),
    ],
  );
}

/** A file name from a document name: letters (å, ä, ö too), digits, dots and dashes; spaces as dashes. */
const fileNameOf = (name: string) =>
  name
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, 100) || 'document';
