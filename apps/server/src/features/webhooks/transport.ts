import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress, literalAddressOf } from '@sirkula/domain/webhooks/addresses';
import { DELIVERY_TIMEOUT_MS, RESPONSE_EXCERPT_BYTES } from '@sirkula/domain/webhooks/rules';

/**
 * Why an address may not be posted to in production: not https, a host that does not resolve, or one
 * resolving to an address off the public internet. Null when it may.
 */
export type AddressRefusal = 'httpsOnly' | 'unresolvable' | 'privateAddress';

/** Every address a host name resolves to (all families), as the resolver the connection uses answers. */
function resolveAll(hostname: string): Promise<Array<{ address: string; family: number }>> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/** Checks an address as production does: https, and every address its host resolves to public. */
export async function refusalOf(url: string, allowPrivate: boolean): Promise<AddressRefusal | null> {
  if (allowPrivate) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return 'httpsOnly';
  const literal = literalAddressOf(parsed.hostname);
  if (literal) return classifyAddress(literal) === 'public' ? null : 'privateAddress';
  try {
    const addresses = await resolveAll(parsed.hostname);
    if (addresses.length === 0) return 'unresolvable';
    return addresses.every(({ address }) => classifyAddress(address) === 'public') ? null : 'privateAddress';
  } catch {
    return 'unresolvable';
  }
}

class RefusedAddress extends Error {}

/**
 * The connection's own resolver: it resolves the host once and connects only to an address it has
 * checked, so a host that answered a public address at subscription time and a private one now (DNS
 * rebinding) is refused, and the address checked is the address connected to.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAll(hostname).then(
    (addresses) => {
      const refused = addresses.find(({ address }) => classifyAddress(address) !== 'public');
      if (addresses.length === 0 || refused) {
        const error = new RefusedAddress(
          refused
            ? `${hostname} resolves to a non-public address (${refused.address})`
            : `${hostname} has no address`,
        );
        callback(error as NodeJS.ErrnoException, '', 0);
        return;
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = addresses.filter(({ family }) => !wanted || family === wanted);
      if (options.all) {
        (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(
          null,
          usable,
        );
        return;
      }
      const first = usable[0] ?? addresses[0];
      callback(null, first?.address ?? '', first?.family ?? 4);
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
};

export interface PostOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
}

/**
 * Posts one delivery: the JSON body with its signature headers, 10 s at most, keeping the first
 * kilobyte of the answer. Never throws: what went wrong is the outcome's `error`.
 */
export async function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const refusal = await refusalOf(url, allowPrivate).catch(() => 'unresolvable' as const);
  if (refusal) return { statusCode: null, durationMs: took(), error: `refused: ${refusal}`, response: null };
  const parsed = new URL(url);
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: took() });
    };
    const request = send(
      parsed,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Sirkula-Webhooks/1',
        },
        // Production connects only to the address it checked (DNS rebinding); tests reach 127.0.0.1.
        ...(allowPrivate ? {} : { lookup: checkedLookup }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_EXCERPT_BYTES) return;
          chunks.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - kept));
          kept += Math.min(chunk.length, RESPONSE_EXCERPT_BYTES - kept);
          if (kept >= RESPONSE_EXCERPT_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            error: null,
            response: Buffer.concat(chunks).toString('utf8') || null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`));
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error) =>
      finish({ statusCode: null, error: error.message.slice(0, 300), response: null }),
    );
    request.end(body);
  });
}
