import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** better-auth speaks Web `Headers`; Fastify gives Node's header object. */
export function toWebHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Runs `work` once the answer is on its way, so its duration never shows in the response time (a
 * reset request for a known address answers as fast as one for an unknown address).
 */
export function afterAnswer(request: FastifyRequest, what: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => request.log.error({ err: error }, `${what} failed after the answer`));
  });
}
