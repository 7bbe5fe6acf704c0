import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

/** A file an endpoint answers: its bytes, their type, and the name it is saved or shown under. */
export interface FileAnswer {
  name: string;
  contentType: string;
  body: Buffer | string | Readable;
  /** `attachment` (the default) saves it; `inline` shows it in the browser (a photo, a certificate). */
  disposition?: 'attachment' | 'inline';
  /** How long the browser may keep it, for a stored file that never changes under its id. */
  cacheControl?: string;
}

/** Sends a file on the reply, for a contract's FILE_ANSWER endpoint to give the reply back. */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply.header('content-type', file.contentType);
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  return reply.header('content-disposition', contentDisposition(file.name, file.disposition)).send(file.body);
}
