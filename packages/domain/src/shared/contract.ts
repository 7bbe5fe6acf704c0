import type { z } from 'zod';

/**
 * Who may call an endpoint; the server's access hook enforces it before the handler runs, and the
 * feature's policy narrows it further (a company user reaches only their own company's rows).
 */
export type Access = 'public' | 'signedIn' | 'internal' | KeyAccess;

/**
 * What an API key may be allowed to do. A key calls with `Authorization: Bearer <key>` and acts for its
 * company (or, without one, for the provider) on the endpoints that name its scope.
 */
export const KEY_SCOPES = [
  'waste:read',
  'pickups:write',
  'journeys:read',
  'invoices:read',
  'telemetry:write',
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];
/** An endpoint for API keys holding the scope only (machines, never a session: sensor readings). */
export type KeyAccess = `key:${KeyScope}`;

/** The scope an endpoint's access or its `keyScope` asks a key for; null when no key may call it. */
export function scopeFor(endpoint: Pick<Endpoint, 'access' | 'keyScope'>): KeyScope | null {
  if (isKeyAccess(endpoint.access)) return endpoint.access.slice('key:'.length) as KeyScope;
  return endpoint.keyScope ?? null;
}

export function isKeyAccess(access: Access): access is KeyAccess {
  return access.startsWith('key:');
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An endpoint's key: its method and its path under /api/v1, with `:name` for a path parameter. */
export type RouteKey = `${Method} /${string}`;

/** An answer that is a file (a PDF, a CSV, an XML export) rather than JSON. */
export const FILE_ANSWER = 'file';

/** A body sent as multipart/form-data (an upload); the server reads its parts itself. */
export const MULTIPART_BODY = 'multipart';

/**
 * One endpoint of the API: who may call it, what it takes and what it answers per status. The server
 * registers its route from this, the web app's client is typed by it, and the OpenAPI document is
 * generated from it, so a path, a method or a type cannot differ between them.
 */
export interface Endpoint {
  access: Access;
  /** What the endpoint does, for the OpenAPI document. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | typeof MULTIPART_BODY;
  /** The successful answers by status; errors are the shared error answer. */
  answers: Readonly<Partial<Record<200 | 201 | 202, z.ZodType | typeof FILE_ANSWER>>>;
  /** An account that must change its password may still call it (profile, password, sign-out). */
  allowedBeforePasswordChange?: boolean;
  /**
   * A signed-in endpoint an API key holding this scope may call too: the key acts as a member of its
   * company, so the feature's policy and company scope decide what it reaches, as for a person.
   */
  keyScope?: KeyScope;
}

/** A feature's endpoints by their keys (`'GET /contracts/:id'`). */
export type Contract = Readonly<Record<RouteKey, Endpoint>>;

/** Declares a feature's endpoints, keeping their literal keys and schemas for both sides' types. */
export function contract<const C extends Contract>(endpoints: C): C {
  return endpoints;
}

/** The method and the path of a route key. */
export function routeOf(key: RouteKey): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** The status an endpoint answers on success: 201 for a creation, 202 for accepted work, else 200. */
export type SuccessStatus<E extends Endpoint> = keyof E['answers'] & (200 | 201 | 202);

type AnswerSchema<E extends Endpoint> = E['answers'][SuccessStatus<E>];

/** What the browser receives: the JSON side of the answer's schema (timestamps as ISO strings). */
export type ClientAnswer<E extends Endpoint> =
  AnswerSchema<E> extends typeof FILE_ANSWER ? Blob : SchemaInput<AnswerSchema<E>>;

/** What the server's handler gives back: the schema's parsed side (timestamps as Dates). */
export type ServerAnswer<E extends Endpoint> = SchemaOutput<Exclude<AnswerSchema<E>, typeof FILE_ANSWER>>;

type Part<S, Side extends 'input' | 'output'> = S extends z.ZodType
  ? Side extends 'input'
    ? z.input<S>
    : z.output<S>
  : never;

/** Where a request goes: its path parameters and query, each present only when the endpoint takes it. */
export type ClientAddress<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Part<E['params'], 'input'> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Part<E['query'], 'input'> } : { query?: never });

/** The parts of a request a caller fills in: its address and, when the endpoint takes one, its body. */
export type ClientRequest<E extends Endpoint> = ClientAddress<E> &
  (E['body'] extends z.ZodType
    ? { body: Part<E['body'], 'input'> }
    : E['body'] extends typeof MULTIPART_BODY
      ? { form: FormData }
      : { body?: never });

/** Whether a caller must give a request at all: when the endpoint has path parameters or a body. */
export type RequestRequired<E extends Endpoint> = E['params'] extends z.ZodType
  ? true
  : E['body'] extends z.ZodType | typeof MULTIPART_BODY
    ? true
    : false;

/** The parts of a request as the server's handler reads them, validated and parsed. */
export interface ServerRequestParts<E extends Endpoint> {
  params: Part<E['params'], 'output'>;
  query: Part<E['query'], 'output'>;
  body: E['body'] extends z.ZodType ? Part<E['body'], 'output'> : undefined;
}

/** A path with its `:name` parameters filled in, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
