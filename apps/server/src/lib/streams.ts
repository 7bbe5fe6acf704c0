import type { Readable } from 'node:stream';

/** A stored file's bytes in memory: for attachments and images, never for a download (that streams). */
export async function streamToBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
