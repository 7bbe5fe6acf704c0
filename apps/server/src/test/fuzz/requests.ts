import fc from 'fast-check';
import { exeFile, pdfFile, pngFile } from '../../features/storage/test-files.ts';
import { hostileText, hostileValue, type Pools, valuesFor } from './json-schema.ts';
import type { Operation, Parameter } from './openapi.ts';

/** Who sends: nobody, two signed-in people, and a machine with an integration key (no session). */
export const PERSONAS = ['anonymous', 'customer', 'internal', 'machine'] as const;
export type Persona = (typeof PERSONAS)[number];

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string | Buffer };

export interface FuzzRequest {
  persona: Persona;
  /** The Accept-Language header: mostly one of the app's two languages, sometimes a malformed one. */
  language: string;
  method: Operation['method'];
  url: string;
  body: Body;
}

/** Percent-encodes text for a URL, half characters included (as the bytes a careless client sends). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) {
      encoded += encodeURIComponent(char);
      continue;
    }
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }
  return encoded;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Segments sent as they are, not encoded: escapes that do not decode, dots, an encoded slash. */
const rawSegment = fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '..', '.', '%2F', '%C0%AE');

function pathParamValue(operation: Operation, parameter: Parameter, pools: Pools, hostility: number) {
  // `/companies/{id}` wants a company's id: the segment before the parameter says which record.
  const segments = operation.path.split('/');
  const resource = segments[segments.indexOf(`{${parameter.name}}`) - 1] ?? '';
  const name = parameter.name === 'id' ? `${resource}/id` : parameter.name;
  const fitting = valuesFor(parameter.schema, name, pools, 0).map((value) => percentEncode(asText(value)));
  if (hostility === 0) return fitting;
  return fc.oneof(
    { arbitrary: fitting, weight: 3 },
    hostileText.map(percentEncode),
    rawSegment,
    fc.string({ maxLength: 30 }).map(percentEncode),
  );
}

function queryPair(parameter: Parameter, pools: Pools, hostility: number): fc.Arbitrary<string[]> {
  const value = valuesFor(parameter.schema, parameter.name, pools, hostility);
  const values =
    hostility === 0
      ? value.map((item) => [item])
      : fc.oneof(
          value.map((item) => [item]),
          fc.array(value, { maxLength: 3 }),
        );
  const pairs = values.map((items) =>
    items.map((item) => `${parameter.name}=${percentEncode(asText(item))}`),
  );
  return parameter.required ? pairs : fc.option(pairs, { nil: [], freq: 2 });
}

function urlOf(operation: Operation, pools: Pools, hostility: number): fc.Arbitrary<string> {
  const params = fc.tuple(
    ...operation.pathParams.map((param) => pathParamValue(operation, param, pools, hostility)),
  );
  const extra =
    hostility === 0 ? fc.constant([]) : fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 });
  const query = fc.tuple(
    ...operation.query.map((param) => queryPair(param, pools, hostility)),
    extra.map((pairs) => pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)),
  );
  return fc.tuple(params, query).map(([values, pairs]) => {
    const path = operation.pathParams.reduce(
      (template, param, index) => template.replace(`{${param.name}}`, values[index] ?? ''),
      operation.path,
    );
    const search = pairs.flat().join('&');
    return search ? `${path}?${search}` : path;
  });
}

const BOUNDARY = 'fuzz-boundary';

/** An upload as a browser would send it, or broken: cut short, without its boundary, or not multipart. */
const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    fileName: fc.oneof(fc.constantFrom('surat izin.pdf', 'scan.png', 'dokumen'), hostileText),
    content: fc.oneof(
      fc.constantFrom(pdfFile(), pngFile(), exeFile(), Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 64 }).map(Buffer.from),
    ),
    damage: fc.constantFrom('none', 'none', 'cutShort', 'noBoundary', 'garbage'),
  })
  .map(({ fileName, content, damage }) => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`;
    const whole = Buffer.concat([
      Buffer.from(`${head}Content-Type: application/pdf\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const payload =
      damage === 'cutShort'
        ? whole.subarray(0, Math.floor(whole.length / 2))
        : damage === 'garbage'
          ? content
          : whole;
    const contentType =
      damage === 'noBoundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${BOUNDARY}`;
    return { kind: 'raw', contentType, payload } as const;
  });

const rawBody: fc.Arbitrary<Body> = fc
  .record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ),
    payload: fc.oneof(
      fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '', 'null', '"text"', '42', '[]'),
      fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'),
      fc.string({ maxLength: 40 }),
    ),
  })
  .map(({ contentType, payload }) => ({ kind: 'raw', contentType, payload }) as const);

function bodyOf(operation: Operation, pools: Pools, hostility: number): fc.Arbitrary<Body> {
  const json = (schemaValue: fc.Arbitrary<unknown>) =>
    schemaValue.map((value): Body => ({ kind: 'json', value }));
  // The OpenAPI document does not show which routes take an upload, so every route without a JSON
  // body is sent one sometimes: the upload routes store it, the others refuse it.
  const fitting = operation.body
    ? json(valuesFor(operation.body, '', pools, hostility))
    : fc.oneof({ arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 3 }, multipartBody);
  if (hostility === 0) return fitting;
  return fc.oneof(
    { arbitrary: fitting, weight: 6 },
    json(hostileValue),
    fc.constant<Body>({ kind: 'none' }),
    rawBody,
    multipartBody,
  );
}

/**
 * Requests to one route, as each persona, in either language: with hostility 0 valid-ish (following
 * the route's schemas, with real ids); with hostility 1 hostile at any place (path, query, body,
 * media type).
 */
export function requestsTo(operation: Operation, pools: Pools, hostility: number): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    persona: fc.constantFrom(...PERSONAS),
    language: fc.oneof(
      { arbitrary: fc.constantFrom('en', 'id', 'id-ID,id;q=0.9,en;q=0.8'), weight: 8 },
      fc.constantFrom('*', 'xx', ';q=', 'en;q=abc', ',,,', 'x'.repeat(2_000)),
    ),
    method: fc.constant(operation.method),
    url: urlOf(operation, pools, hostility),
    body: bodyOf(operation, pools, hostility),
  });
}
