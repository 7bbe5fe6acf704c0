import { z } from 'zod';
import { type JsonSchema, jsonSchema } from './json-schema.ts';

const parameter = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const operation = z.object({
  parameters: z.array(parameter).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
});

const document = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route as its OpenAPI description tells it: where its inputs go and what shape they have. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI's template, e.g. `/api/v1/users/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isMethod = (name: string): name is Operation['method'] => METHODS.some((method) => method === name);

/** Every operation of the app's OpenAPI document (`app.swagger()`). */
export function operationsOf(openapi: unknown): Operation[] {
  const { paths } = document.parse(openapi);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([name, raw]) => {
      const method = name.toUpperCase();
      if (!isMethod(method)) return [];
      const { parameters = [], requestBody } = operation.parse(raw);
      const of = (place: string) =>
        parameters
          .filter((item) => item.in === place)
          .map((item) => ({ name: item.name, required: item.required ?? false, schema: item.schema ?? {} }));
      const body = requestBody?.content['application/json']?.schema ?? null;
      return [{ method, path, pathParams: of('path'), query: of('query'), body }];
    }),
  );
}
