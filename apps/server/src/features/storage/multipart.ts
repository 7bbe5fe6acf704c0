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
