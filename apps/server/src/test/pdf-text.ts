import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfmake made, page after page, with runs of white space made one space:
 * enough for tests to check what a reader sees. It reads what pdfkit writes (compressed streams,
 * embedded fonts whose glyph codes map back to letters through each font's ToUnicode table), not
 * every PDF.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const fonts = fontTables(objects);
  const text = pageOrder(objects).map((page) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(page)?.dict ?? '')?.[1];
    return contents ? pageText(objects.get(Number(contents))?.stream ?? '', fonts) : '';
  });
  return text.join(' ').replace(/\s+/g, ' ').trim();
}

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated, as latin1 text; empty when the object has none. */
  stream: string;
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const raw = pdf.toString('latin1');
  const start = /(?:^|\n)(\d+) 0 obj\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const streamAt = raw.indexOf('stream\n', from);
    const endAt = raw.indexOf('endobj', from);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: raw.slice(from, endAt), stream: '' });
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const bytes = pdf.subarray(streamAt + 'stream\n'.length, streamAt + 'stream\n'.length + length);
    const stream = dict.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : '';
    objects.set(Number(match[1]), { dict, stream });
    start.lastIndex = streamAt + length;
  }
  return objects;
}

function pageOrder(objects: Map<number, PdfObject>): number[] {
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages?.dict ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
}

/** Each font resource name (F1, F2…; pdfkit names them once per document) with its code → text table. */
function fontTables(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const tables = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    const fontDict = /\/Font <<([^>]*)>>/.exec(object.dict)?.[1] ?? '';
    for (const [, name, ref] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = objects.get(Number(toUnicode))?.stream;
      if (name && cmap) tables.set(name, unicodeTable(cmap));
    }
  }
  return tables;
}

/** The `<first> <last> [<text> …]` ranges that pdfkit writes into a ToUnicode CMap. */
function unicodeTable(cmap: string): Map<number, string> {
  const table = new Map<number, string>();
  for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const targets = [...(list ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((target) => target[1] ?? '');
    targets.forEach((hex, offset) => {
      table.set(
        Number.parseInt(first ?? '', 16) + offset,
        Buffer.from(hex, 'hex').swap16().toString('utf16le'),
      );
    });
  }
  return table;
}

/** The text shown by a page's `Tf` (font) and `TJ` (text; pdfkit writes no other) operators, in order. */
function pageText(content: string, fonts: Map<string, Map<number, string>>): string {
  let font = new Map<number, string>();
  const runs: string[] = [];
  for (const [, fontName, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (fontName) font = fonts.get(fontName) ?? new Map();
    const hexes = [...(shown ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((hex) => hex[1] ?? '');
    const codes = hexes.join('').match(/.{4}/g) ?? [];
    runs.push(codes.map((code) => font.get(Number.parseInt(code, 16)) ?? '').join(''));
  }
  return runs.join(' ');
}
