import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Throws on bytes that are not UTF-8, where the default decoding would store U+FFFD in their place. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The JSON body's text escaped no character (`\u…`). Decoded strictly from UTF-8, it then holds
     * no NUL byte and no half character, and the input guard need not walk it (the hot path of
     * sensor batches).
     */
    jsonBodyUnescaped: boolean;
  }
}

/**
 * Fastify's own JSON body parser (with its guards against `__proto__` and `constructor` keys), fed
 * with text decoded strictly: a body that is not valid UTF-8 is refused with 400 before anything reads
 * it, instead of reaching the database with replacement characters.
 */
export function installStrictJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('jsonBodyUnescaped', false);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError(400, 'INVALID_UTF8', 'errors.invalidUtf8'), undefined);
      return;
    }
    request.jsonBodyUnescaped = !text.includes('\\u');
    parseJson(request, text, done);
  });
}
