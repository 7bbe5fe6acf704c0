import type { IncomingHttpHeaders } from 'node:http';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An answer that is a sentence for the user, in the request's language. */
export function sayTo(request: FastifyRequest, key: string): { message: string } {
  return { message: translate(request.language, key) };
}

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
 * reset request for a known address answers as fast as one for an unknown address). The app keeps
 * the work until it ends: closing the app waits for it, and so can a test.
 */
export function afterAnswer(request: FastifyRequest, what: string, work: () => Promise<void>): void {
  const tasks = request.server.backgroundWork;
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => request.log.error({ err: error }, `${what} failed after the answer`))
    .finally(() => tasks.delete(task));
  tasks.add(task);
}

/** Gives the app a place for work that runs after an answer, and waits for it when the app closes. */
export function installBackgroundWork(app: FastifyInstance): void {
  app.decorate('backgroundWork', new Set<Promise<void>>());
  app.addHook('onClose', () => backgroundWorkDone(app));
}

/** Resolves once every piece of work started after an answer has ended. */
export async function backgroundWorkDone(app: FastifyInstance): Promise<void> {
  while (app.backgroundWork.size > 0) await Promise.all([...app.backgroundWork]);
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundWork: Set<Promise<void>>;
  }
}
