import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

/** How an answer is named as a file: its type, and the name it is saved or shown under. */
export interface FileName {
  name: string;
  contentType: string;
  /** `attachment` (the default) saves it; `inline` shows it in the browser (a photo, a certificate). */
  disposition?: 'attachment' | 'inline';
  /** How long the browser may keep it, for a stored file that never changes under its id. */
  cacheControl?: string;
}

/** A file an endpoint answers: its bytes, with how it is named. */
export interface FileAnswer extends FileName {
  body: Buffer | string | Readable;
}

/**
 * Names the reply as a file, for an endpoint whose JSON answer is also a file to save (the contract's
 * schema still serialises the body).
 */
export function asFile(reply: FastifyReply, file: FileName): FastifyReply {
  reply.header('content-type', file.contentType);
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  return reply.header('content-disposition', contentDisposition(file.name, file.disposition));
}

/** Sends a file on the reply, for a contract's FILE_ANSWER endpoint to give the reply back. */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  return asFile(reply, file).send(file.body);
}
