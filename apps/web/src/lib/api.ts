import {
  type ClientAddress,
  type ClientAnswer,
  type ClientRequest,
  type Contract,
  fillPath,
  type Method,
  type RequestRequired,
  type RouteKey,
  routeOf,
} from '@sirkula/domain/shared/contract';
import type { z } from 'zod';
import { currentLanguage } from './i18n.ts';

/** An answer of the API that was not 2xx: its stable code, translated message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The server's id of the request (`X-Request-Id`), for the user to quote when reporting it. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

/**
 * A query string's values. The list queries' types come from the domain's zod schemas, whose input
 * types leave coerced numbers as unknown, so any value is accepted here and only scalars are sent.
 */
export type QueryParams = Readonly<Record<string, unknown>>;

/**
 * `path` with the parameters that are set as its query string; an empty filter (undefined, null or '')
 * is not sent, so the server applies its default: `withQuery('/users', { q: '', page: 2 })` is
 * `/users?page=2`.
 */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (scalar && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type RequestArgs<E extends Contract[RouteKey]> =
  RequestRequired<E> extends true ? [request: ClientRequest<E>] : [request?: ClientRequest<E>];

type AddressArgs<E extends Contract[RouteKey]> = E['params'] extends z.ZodType
  ? [address: ClientAddress<E>]
  : [address?: ClientAddress<E>];

/**
 * An endpoint's URL under /api/v1, with its path parameters and query filled in: for links to files,
 * and for the phone's outbox, which stores an action's URL beside its fields until it can send them.
 */
export function urlOf<C extends Contract, K extends keyof C & RouteKey>(
  key: K,
  ...[request]: AddressArgs<C[K]>
): string {
  const { path } = routeOf(key);
  const parts = request as { params?: QueryParams; query?: QueryParams } | undefined;
  return withQuery(fillPath(path, parts?.params), parts?.query ?? {});
}

/** The address a browser opens for an endpoint (a link to a file, an image's source): its URL under /api/v1. */
export function hrefOf<C extends Contract, K extends keyof C & RouteKey>(
  key: K,
  ...address: AddressArgs<C[K]>
): string {
  return `/api/v1${urlOf<C, K>(key, ...address)}`;
}

/**
 * A client for one feature's contract, typed by it: `client<typeof contractsApi>()('GET /contracts/:id',
 * { params: { id } })`. Only the contract's type is imported, so no schema reaches the browser; the key
 * must be one of the contract's, and the request and answer are the contract's own types.
 */
export function client<C extends Contract>() {
  return <K extends keyof C & RouteKey>(
    key: K,
    ...[request]: RequestArgs<C[K]>
  ): Promise<ClientAnswer<C[K]>> => {
    const { method } = routeOf(key);
    const url = urlOf<C, K>(key, ...([request] as AddressArgs<C[K]>));
    if (request && 'form' in request && request.form) return apiForm(method, url, request.form);
    return api(method, url, request && 'body' in request ? request.body : undefined);
  };
}

/**
 * Calls the API with the session cookie and the chosen language; the server answers errors in that
 * language, so messages are shown as they come.
 */
function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return send<T>(method, path, {
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends a form with files (multipart/form-data; the browser sets its boundary), answered as `api` is. */
function apiForm<T>(method: Method, path: string, form: FormData): Promise<T> {
  return send<T>(method, path, { headers: {}, body: form });
}

async function send<T>(
  method: Method,
  path: string,
  { headers, body }: { headers: Record<string, string>; body: BodyInit | undefined },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'accept-language': currentLanguage(), ...headers },
      body,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const data = response.headers.get('content-type')?.includes('application/json')
    ? await response.json()
    : null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.code ?? 'UNKNOWN',
      data?.message ?? '',
      data?.fields ?? {},
      response.headers.get('x-request-id'),
    );
  }
  return data as T;
}
