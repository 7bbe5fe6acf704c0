import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Throws on bytes that are not UTF-8, where the default decoding would store U+FFFD in their place. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Fastify's own JSON body parser (with its guards against `__proto__` and `constructor` keys), fed
 * with text decoded strictly: a body that is not valid UTF-8 is refused with 400 before anything reads
 * it, instead of reaching the database with replacement characters.
 */
export function installStrictJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError(400, 'INVALID_UTF8', 'errors.invalidUtf8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
