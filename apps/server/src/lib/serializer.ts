import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Compiles each answer schema once, at start-up, into a serialiser (Fastify's fast-json-stringify),
 * instead of checking every answer against its zod schema per request. The JSON Schema is the schema's
 * JSON side (timestamps as date-time strings, which the serialiser writes from the Dates the services
 * hold). As with zod's stripping, only the schema's properties are written: a field a persona may not
 * see is never sent because a service left it on a row.
 */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
