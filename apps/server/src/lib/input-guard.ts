import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { ZodOptional } from 'zod';
import { AppError, Invalid } from './errors.ts';

/** Half of a UTF-16 character: UTF-8, and so PostgreSQL's text and jsonb, cannot hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store: no NUL byte (text columns refuse it) and no half characters. */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function fieldOf(visit: Visit | null): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
}

/**
 * The field (dotted path, as validation errors name fields: `wasteTypes.1`; `_` for the value
 * itself) of the first text in a parsed value that cannot be stored, or null. A bad key names the
 * object that holds it. Walked with a stack rather than recursion, so a deeply nested body cannot
 * overflow the call stack.
 */
export function unstorableField(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return fieldOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) {
        if (!isStorableText(key)) return fieldOf(visit);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

export function refuseUnstorableText(value: unknown): void {
  const field = unstorableField(value);
  if (field) throw new Invalid('errors.badRequest', { [field]: 'validation.unsupportedCharacters' });
}

const JSON_ONLY = ['application/json'];

/**
 * @fastify/multipart parses multipart bodies for every route, leaving the body empty; a route that
 * does not declare it `consumes` multipart answers 415 rather than failing on the empty body.
 */
function refuseUnacceptedMultipart(request: FastifyRequest): void {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!mediaType.startsWith('multipart/')) return;
  const accepted = request.routeOptions.schema?.consumes ?? JSON_ONLY;
  if (!accepted.includes(mediaType)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
  }
}

/**
 * A route with a body schema needs a body: JSON `null` or nothing at all is refused up front, unless
 * the schema itself says the body is optional (then only a missing one is let through).
 */
function refuseMissingBody(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.body;
  const expectsBody = schema !== undefined && !(schema instanceof ZodOptional && request.body === undefined);
  if (expectsBody && (request.body === undefined || request.body === null)) {
    throw new AppError(400, 'BODY_REQUIRED', 'errors.bodyRequired');
  }
}

/**
 * Refuses, for every route, input that would otherwise fail deep down (in a schema refinement or in
 * PostgreSQL) as a 500: a multipart body where JSON is expected, a missing body, and NUL bytes or half
 * characters in path parameters, the query string or the JSON body (its text and its keys, at any depth).
 * Runs before schema validation, so the answer names the offending field.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    refuseUnacceptedMultipart(request);
    refuseMissingBody(request);
    refuseUnstorableText(request.params);
    refuseUnstorableText(request.query);
    if (!request.jsonBodyUnescaped) refuseUnstorableText(request.body);
  });
}

/**
 * fastify-type-provider-zod's validator, except that a schema which throws on input it did not expect
 * (a refinement told to run `when` other fields are wrong, reading a property of null) refuses that
 * input as invalid instead of failing the request with a 500.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    try {
      return validate(data);
    } catch {
      return { error: new Invalid() };
    }
  };
};
