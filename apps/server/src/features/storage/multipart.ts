import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, Invalid } from '../../lib/errors.ts';
import { isStorableText } from '../../lib/input-guard.ts';
import { FileTooLarge, noFileSent } from './uploads.ts';

export interface ReceivedFile {
  fileName: string;
  data: Buffer;
}

/**
 * Busboy rejects a body that is not the multipart it claims to be (no boundary, cut short) with a
 * plain Error; that is the client's mistake, so a 400. Errors @fastify/multipart raises for limits
 * already carry their 4xx status and pass through.
 */
async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode) throw error;
    throw new AppError(400, 'MALFORMED_REQUEST', 'errors.malformedRequest');
  }
}

/** The file name and the form's text fields obey the rule every text input does (see input-guard). */
function refuseUnstorableParts(file: MultipartFile): void {
  const texts = Object.values(file.fields).flatMap((part) => {
    const parts = Array.isArray(part) ? part : [part];
    return parts.flatMap((item) =>
      item && 'value' in item && typeof item.value === 'string' ? [item.fieldname, item.value] : [],
    );
  });
  if (![file.filename, ...texts].every(isStorableText)) {
    throw new Invalid('errors.badRequest', { file: 'validation.unsupportedCharacters' });
  }
}

/**
 * The one file of a `multipart/form-data` request, read into memory. Busboy stops reading at
 * `maxBytes` and marks the file truncated, so an oversized upload costs at most the limit in memory
 * and is answered 413 before anything is checked or stored.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw noFileSent();
  return readingMultipart(async () => {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
    if (!file) throw noFileSent();
    const data = await file.toBuffer();
    refuseUnstorableParts(file);
    if (file.file.truncated) throw new FileTooLarge(maxBytes);
    return { fileName: file.filename, data };
  });
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: Array<ReceivedFile & { field: string }>;
}

/**
 * A whole `multipart/form-data` form: its text fields and up to `maxFiles` files, each read into memory
 * and cut off at `maxBytes` (answered 413). A form with more files than allowed is answered 413 too,
 * before anything is checked or stored.
 */
export async function readForm(
  request: FastifyRequest,
  limits: { maxBytes: number; maxFiles: number },
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw noFileSent();
  return readingMultipart(async () => {
    const form: ReceivedForm = { fields: {}, files: [] };
    // @fastify/multipart reads `throwFileSizeLimit` here too, though its types only list it for request.file().
    const options = {
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 20 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of filesWithin(parts, limits.maxFiles)) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (!isStorableText(part.fieldname) || !isStorableText(value)) {
          throw new Invalid('errors.badRequest', { [part.fieldname]: 'validation.unsupportedCharacters' });
        }
        form.fields[part.fieldname] = value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw new FileTooLarge(limits.maxBytes);
      if (!isStorableText(part.filename)) {
        throw new Invalid('errors.badRequest', { file: 'validation.unsupportedCharacters' });
      }
      form.files.push({ field: part.fieldname, fileName: part.filename, data });
    }
    return form;
  });
}

/** Busboy's own "too many files" error, answered in the user's language with the limit. */
async function* filesWithin<T>(parts: AsyncIterable<T>, maxFiles: number): AsyncIterable<T> {
  try {
    yield* parts;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_FILES_LIMIT') throw error;
    throw new AppError(413, 'TOO_MANY_FILES', 'storage.tooManyFiles', {}, { limit: String(maxFiles) });
  }
}
