import { fileTypeFromBuffer } from 'file-type';
import { AppError, Invalid } from '../../lib/errors.ts';

export type UploadKind = 'pdf' | 'jpeg' | 'png' | 'docx';

/** What each accepted kind is on the wire and on disk; `aliases` are extensions users give it. */
const KINDS: Record<UploadKind, { contentType: string; extension: string; aliases: string[] }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', aliases: ['pdf'] },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', aliases: ['jpg', 'jpeg', 'jpe'] },
  png: { contentType: 'image/png', extension: 'png', aliases: ['png'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    aliases: ['docx'],
  },
};

/** Documents and scans: what a company profile accepts. */
export const DOCUMENT_KINDS: readonly UploadKind[] = ['pdf', 'jpeg', 'png'];
/** The registration form may also come back as the Word file it was sent out as. */
export const DOCUMENT_OR_WORD_KINDS: readonly UploadKind[] = ['pdf', 'jpeg', 'png', 'docx'];

export const MEGABYTE = 1024 * 1024;

/**
 * 413 with the limit in the message. `values` fills the message's {{limit}}; the error handler passes
 * an AppError's `values` to the translator.
 */
export class FileTooLarge extends AppError {
  constructor(maxBytes: number) {
    super(
      413,
      'FILE_TOO_LARGE',
      'storage.tooLarge',
      {},
      { limit: String(Math.round((maxBytes / MEGABYTE) * 10) / 10) },
    );
  }
}

export function noFileSent(): Invalid {
  return new Invalid('storage.noFile', {}, 'NO_FILE');
}

function typeNotAllowed(accept: readonly UploadKind[]): Invalid {
  // The catalogue has the lists the product uses: images only, documents, documents or Word files.
  const key = accept.includes('docx')
    ? 'storage.typeNotAllowedWithDocx'
    : accept.includes('pdf')
      ? 'storage.typeNotAllowed'
      : 'storage.imageTypeNotAllowed';
  return new Invalid(key, {}, 'FILE_TYPE_NOT_ALLOWED');
}

function kindOfMime(mime: string): UploadKind | undefined {
  return (Object.keys(KINDS) as UploadKind[]).find((kind) => KINDS[kind].contentType === mime);
}

// Windows refuses these as file names whatever the extension, and users download to Windows.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 120;

/**
 * A name that is safe to show and to save on any system, ending in the real extension: no folders,
 * no control or direction-changing characters (which can disguise `exe.pdf` as `fdp.exe`), none of
 * the characters Windows forbids. An extension that already names the real type is kept as typed.
 */
export function cleanFileName(name: string, extension: string): string {
  const kind = (Object.keys(KINDS) as UploadKind[]).find((item) => KINDS[item].extension === extension);
  const aliases = kind ? KINDS[kind].aliases : [extension];
  const lastPart = name.split(/[/\\]/).pop() ?? '';
  let base = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  let suffix = extension;
  const dot = base.lastIndexOf('.');
  if (dot >= 0 && aliases.includes(base.slice(dot + 1).toLowerCase())) {
    suffix = base.slice(dot + 1);
    base = base.slice(0, dot);
  }
  base = Array.from(base)
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (base === '') base = 'file';
  if (RESERVED.test(base)) base = `_${base}`;
  return `${base}.${suffix}`;
}

export interface CheckedUpload {
  kind: UploadKind;
  contentType: string;
  extension: string;
  name: string;
}

/**
 * Decides from the bytes, never from the name or the browser's content type, whether an upload is
 * one of the accepted kinds and small enough.
 */
export async function checkUpload(input: {
  data: Buffer;
  fileName: string;
  accept: readonly UploadKind[];
  maxBytes: number;
}): Promise<CheckedUpload> {
  if (input.data.length > input.maxBytes) throw new FileTooLarge(input.maxBytes);
  if (input.data.length === 0) throw new Invalid('storage.emptyFile', {}, 'FILE_EMPTY');
  const detected = await fileTypeFromBuffer(input.data);
  const kind = detected && kindOfMime(detected.mime);
  if (!kind || !input.accept.includes(kind)) throw typeNotAllowed(input.accept);
  const { contentType, extension } = KINDS[kind];
  return { kind, contentType, extension, name: cleanFileName(input.fileName, extension) };
}
