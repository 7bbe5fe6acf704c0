import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  format?: string | undefined;
  pattern?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  nullable?: boolean | undefined;
  items?: JsonSchema | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
}

export const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    nullable: z.boolean().optional(),
    items: jsonSchema.optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
  }),
);

export const ID_KINDS = ['companies', 'users', 'contracts', 'waste', 'files'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** Real ids and e-mail addresses of the fixture's records, so valid-ish values reach the services. */
export interface Pools {
  ids: Record<IdKind, string[]>;
  emails: string[];
  registrationNumbers: string[];
}

const INVALID_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '2026-1-1',
  'yesterday',
  '1-1-2026',
];
const dateText = fc.oneof(
  {
    arbitrary: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    weight: 4,
  },
  fc.constantFrom(...INVALID_DATES, '2026-05-16T10:00:00Z', '9999-12-31', '1900-01-01'),
);

/** What the product's rules accept for fields whose rule (a refinement) the OpenAPI document cannot show. */
const FITTING_TEXT: Array<[RegExp, fc.Arbitrary<string>]> = [
  [/date|^from$|^to$|On$/i, dateText],
  [/phone/i, fc.constantFrom('+6281234567890', '081234567890', '0215551234')],
  [/password/i, fc.constantFrom('Sampah#2026', 'Rahasia123', 'Kompos 2026!')],
  [/npwp/i, fc.stringMatching(/^\d{16}$/)],
  [/^nib$/i, fc.stringMatching(/^\d{13}$/)],
  [/kbli/i, fc.stringMatching(/^\d{5}$/)],
];

/** Text that has broken things before: NUL, half characters, SQL and LIKE wildcards, direction marks. */
export const hostileText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udc00\ud800', "' or 1=1 --", '%', '_', '\\'),
  fc.constantFrom('\u202eexe.pdf', '😀', ' ', '', 'null', 'undefined', '[object Object]', '<script>'),
  fc.constantFrom(...INVALID_DATES),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value a schema would not expect: wrong types, nulls, extremes, arrays for objects, depth. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53, 2 ** 63, {}, []),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 50, max: 3_000 }).map(deeplyNested),
);

/**
 * The real ids a field or path parameter names: `companyId` a company's, `contracts/id` (the `id` of
 * `/contracts/{id}`) a contract's, `ids` (waste labels) waste records'; others (`entityId`) any.
 */
function realIds(name: string, pools: Pools): string[] {
  const kind = ID_KINDS.find(
    (candidate) => name.startsWith(candidate.slice(0, 5)) || (name === 'ids' && candidate === 'waste'),
  );
  return kind ? pools.ids[kind] : Object.values(pools.ids).flat();
}

function stringOf(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || /(^id|Id|\/id|^ids)$/.test(name)) {
    return fc.oneof({ arbitrary: fc.constantFrom(...realIds(name, pools)), weight: 3 }, fc.uuid());
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.oneof(fc.constantFrom(...pools.emails), fc.stringMatching(/^[a-z]{3,10}@contoh\.co\.id$/));
  }
  if (name === 'registrationNumber' && schema.pattern) {
    return fc.oneof(
      fc.constantFrom(...pools.registrationNumbers),
      fc.stringMatching(new RegExp(schema.pattern)),
    );
  }
  const fitting = FITTING_TEXT.find(([field]) => field.test(name))?.[1];
  if (fitting) return fc.oneof({ arbitrary: fitting, weight: 4 }, fc.string({ maxLength: 20 }));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain text below is still worth sending.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) {
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true }),
  );
}

function objectOf(schema: JsonSchema, pools: Pools, hostility: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valuesFor(property, key, pools, hostility)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  const base = fc.record(record, { requiredKeys: required });
  if (hostility === 0) return base;
  // Extra properties the schema does not know, sometimes with hostile names.
  return fc
    .tuple(
      base,
      fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileText), hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...(known as object) }));
}

function typedValueOf(type: string, schema: JsonSchema, name: string, pools: Pools, hostility: number) {
  switch (type) {
    case 'string':
      return stringOf(schema, name, pools);
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? valuesFor(schema.items, name, pools, hostility) : fc.jsonValue();
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectOf(schema, pools, hostility);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function shapeOf(schema: JsonSchema, name: string, pools: Pools, hostility: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => valuesFor(choice, name, pools, hostility)));
  if (schema.allOf && schema.allOf.length > 0) {
    return fc
      .tuple(...schema.allOf.map((part) => valuesFor(part, name, pools, hostility)))
      .map((parts) => Object.assign({}, ...parts));
  }
  const types = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return fc.oneof(...types.map((type) => typedValueOf(type, schema, name, pools, hostility)));
}

/**
 * Values for `schema`: with hostility 0 they follow it (valid-ish: within its types, enums, lengths and
 * ranges, with real ids); with hostility n, about one value in n+4 at every depth is a hostile one
 * instead, and objects carry extra properties.
 */
export function valuesFor(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  hostility: number,
): fc.Arbitrary<unknown> {
  const shaped = shapeOf(schema, name, pools, hostility);
  const nullable = schema.nullable ? fc.option(shaped, { nil: null, freq: 6 }) : shaped;
  if (hostility === 0) return nullable;
  return fc.oneof({ arbitrary: nullable, weight: 4 }, { arbitrary: hostileValue, weight: hostility });
}
