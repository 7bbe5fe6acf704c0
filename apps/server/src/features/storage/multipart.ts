import type { FastifyRequest } from 'fastify';
import { FileTooLarge, noFileSent } from './uploads.ts';

export interface ReceivedFile {
  fileName: string;
  data: Buffer;
}

/**
 * The one file of a `multipart/form-data` request, read into memory. Busboy stops reading at
 * `maxBytes` and marks the file truncated, so an oversized upload costs at most the limit in memory
 * and is answered 413 before anything is checked or stored.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw noFileSent();
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!file) throw noFileSent();
  const data = await file.toBuffer();
  if (file.file.truncated) throw new FileTooLarge(maxBytes);
  return { fileName: file.filename, data };
}
