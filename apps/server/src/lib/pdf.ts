import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/** The Roboto files that ship inside pdfmake: nothing to download, and they cover Indonesian. */
const fonts = require('pdfmake/fonts/Roboto.js') as TFontDictionary;
const fontFiles = new Set(Object.values(fonts).flatMap((font) => Object.values(font).flat()));

pdfmake.setFonts(fonts);
// Every image comes in the document as bytes; a PDF never makes the server fetch a URL or read any
// file other than the fonts, whatever text or image name a user managed to put into it.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));

/** Renders a pdfmake document with the bundled fonts. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({ ...document, defaultStyle: { font: 'Roboto', ...document.defaultStyle } })
    .getBuffer();
}

/** The kinds of image a PDF can embed, told by their first bytes, or null for anything else. */
export function imageKind(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return png.every((byte, index) => bytes[index] === byte) ? 'png' : null;
}

/** Images go into pdfmake as data URLs, the one form it documents for bytes held in memory. */
export function imageDataUrl(bytes: Uint8Array, kind: 'jpeg' | 'png'): string {
  return `data:image/${kind};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}
