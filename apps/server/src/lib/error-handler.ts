import { translate } from '@sirkula/domain/shared/i18n';
import { languageFromHeader } from '@sirkula/domain/shared/languages';
import { sayMessage } from '@sirkula/domain/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type Message } from './errors.ts';

type Language = 'en' | 'id';

function say(language: Language, message: Message): string {
  return sayMessage(message, language, (key, values) => translate(language, key, values));
}

function translateFields(language: Language, fields: Record<string, Message>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, say(language, message)]),
  );
}

function errorMessage(language: Language, error: AppError): string {
  const lines = error.lines.map((line) => `• ${say(language, line)}`);
  return [say(language, { key: error.messageKey, values: error.values }), ...lines].join('\n');
}

/** What Fastify's own refusals (unreadable URL or body, wrong media type, too large) say, and as what code. */
const FRAMEWORK_ERRORS: Record<string, { code: string; key: string }> = {
  FST_ERR_BAD_URL: { code: 'MALFORMED_REQUEST', key: 'errors.malformedRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_REQUEST', key: 'errors.malformedRequest' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_REQUEST', key: 'errors.malformedRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BODY_REQUIRED', key: 'errors.bodyRequired' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'TOO_LARGE', key: 'errors.tooLarge' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'TOO_LARGE', key: 'errors.tooLarge' },
};

function frameworkAnswer(error: FastifyError): { code: string; key: string } {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return known;
  const key = error.statusCode === 429 ? 'errors.tooManyRequests' : 'errors.badRequest';
  return { code: error.code ?? 'BAD_REQUEST', key };
}

/**
 * Fastify answers an undecodable path (`%ED%A0%80`) before any hook runs, so before the request's
 * language is known: this gives that answer the app's shape and language (`frameworkErrors` option).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageFromHeader(request.headers['accept-language']);
  const { code, key } = frameworkAnswer(error);
  return reply.code(error.statusCode ?? 400).send({ code, message: translate(language, key) });
}

/**
 * One place turns errors into answers: `{ code, message, fields? }`, with the message and each field's
 * message in the request's language. Unknown errors are logged and answered generically.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issue.message ?? 'validation.invalid';
      }
      return reply.code(400).send({
        code: 'INVALID',
        message: translate(language, 'errors.badRequest'),
        fields: translateFields(language, fields),
      });
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send({
        code: error.code,
        message: errorMessage(language, error),
        ...(Object.keys(error.fields).length > 0 && { fields: translateFields(language, error.fields) }),
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { code, key } = frameworkAnswer(error);
      return reply.code(error.statusCode).send({ code, message: translate(language, key) });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: translate(language, 'errors.internal') });
  });
}
