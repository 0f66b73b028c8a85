import { describe, expect, it } from 'vitest';
import { documentFileRefusal, fileKindOf, NOT_A_DOCUMENT } from './magicBytes.js';
import { SAMPLE_FILES, zipOf } from '../../../test/documentSamples.js';

describe('document magic bytes', () => {
  it('recognises each accepted kind under its own extensions', () => {
    expect(fileKindOf(SAMPLE_FILES.pdf())).toBe('pdf');
    expect(fileKindOf(SAMPLE_FILES.png())).toBe('png');
    expect(fileKindOf(SAMPLE_FILES.jpg())).toBe('jpeg');
    expect(fileKindOf(SAMPLE_FILES.docx())).toBe('docx');
    expect(fileKindOf(SAMPLE_FILES.xlsx())).toBe('xlsx');
    expect(fileKindOf(SAMPLE_FILES.pptx())).toBe('pptx');
    expect(fileKindOf(SAMPLE_FILES.odt())).toBe('odt');
    expect(fileKindOf(SAMPLE_FILES.ods())).toBe('ods');
    expect(fileKindOf(SAMPLE_FILES.doc())).toBe('ole2');
    const accepted: [Buffer, string][] = [
      [SAMPLE_FILES.pdf(), 'pdf'],
      [SAMPLE_FILES.png(), 'png'],
      [SAMPLE_FILES.jpg(), 'jpg'],
      [SAMPLE_FILES.jpg(), 'jpeg'],
      [SAMPLE_FILES.docx(), 'docx'],
      [SAMPLE_FILES.xlsx(), 'xlsx'],
      [SAMPLE_FILES.pptx(), 'pptx'],
      [SAMPLE_FILES.odt(), 'odt'],
      [SAMPLE_FILES.ods(), 'ods'],
      [zipOf([['mimetype', 'application/vnd.oasis.opendocument.presentation']]), 'odp'],
      [SAMPLE_FILES.doc(), 'doc'],
      [SAMPLE_FILES.doc(), 'xls'],
      [SAMPLE_FILES.doc(), 'ppt'],
    ];
    for (const [bytes, extension] of accepted) expect(documentFileRefusal(bytes, extension), extension).toBeUndefined();
  });

  it('a known kind under another extension does not match it', () => {
    expect(documentFileRefusal(SAMPLE_FILES.png(), 'pdf')).toBe('The file does not match its .pdf extension');
    expect(documentFileRefusal(SAMPLE_FILES.xlsx(), 'docx')).toBe('The file does not match its .docx extension');
    expect(documentFileRefusal(SAMPLE_FILES.odt(), 'ods')).toBe('The file does not match its .ods extension');
    expect(documentFileRefusal(SAMPLE_FILES.pdf(), 'doc')).toBe('The file does not match its .doc extension');
  });

  it('refuses an HTML page named .pdf, an empty file, a zip that is not an office document and broken zips', () => {
    expect(documentFileRefusal(Buffer.from('<!doctype html><script>alert(1)</script>'), 'pdf')).toBe(NOT_A_DOCUMENT);
    expect(documentFileRefusal(Buffer.alloc(0), 'pdf')).toBe(NOT_A_DOCUMENT);
    expect(
      documentFileRefusal(
        zipOf([
          ['readme.txt', 'hello'],
          ['word/x.xml', '<x/>'],
        ]),
        'docx',
      ),
    ).toBe(NOT_A_DOCUMENT);
    // [Content_Types].xml but no document part: a zip, not a Word, Excel or PowerPoint file.
    expect(documentFileRefusal(zipOf([['[Content_Types].xml', '<Types/>']]), 'docx')).toBe(NOT_A_DOCUMENT);
    expect(documentFileRefusal(zipOf([['mimetype', 'text/html']]), 'odt')).toBe(NOT_A_DOCUMENT);
    const truncated = SAMPLE_FILES.docx().subarray(0, 60);
    expect(documentFileRefusal(truncated, 'docx')).toBe(NOT_A_DOCUMENT);
    expect(documentFileRefusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'doc')).toBe(
      NOT_A_DOCUMENT,
    );
  });
});
