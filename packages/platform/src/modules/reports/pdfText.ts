import { inflateSync } from 'node:zlib';

/**
 * The text a PDF reader would extract, for tests (no pdftotext or pdfjs here): inflates every stream, reads
 * each font's ToUnicode CMap (pdfkit writes `bfrange` arrays) and decodes the hex strings of the text operators
 * with each map. One text per font; a string drawn in that font appears in its text, glyph for glyph.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let text: string;
    try {
      text = inflateSync(bytes).toString('latin1');
    } catch {
      text = bytes.toString('latin1');
    }
    streams.push(text);
    re.lastIndex = end + 'endstream'.length;
  }
  const maps = streams.filter((s) => s.includes('begincmap')).map(cmapOf);
  const content = streams.filter((s) => /\bT[Jj]\b/.test(s)).join('\n');
  const strings = [...content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map((x) =>
    x[1] !== undefined ? [...x[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : x[2]!,
  );
  return maps.map((map) =>
    strings
      .map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '').join(''))
      .join('\n'),
  );
}

function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(r[1]!, 16);
      const target = r[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(from + i, unicode(u[1]!)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= parseInt(r[2]!, 16); code += 1)
          map.set(code, String.fromCodePoint(base + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(r[1]!, 16), unicode(r[2]!));
  }
  return map;
}
