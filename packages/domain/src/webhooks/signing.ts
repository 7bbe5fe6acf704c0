import { createHmac, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com): a receiver checks a delivery with the
// `webhook-id`, `webhook-timestamp` and `webhook-signature` headers, so its libraries work unchanged.
// The signature is `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed by the
// base64-decoded part of the `whsec_` secret. Server-side only (node:crypto); the web app never signs.

export const SECRET_PREFIX = 'whsec_';
/** A secret's random bytes: Standard Webhooks asks for 24 to 64; 32 here. */
export const SECRET_BYTES = 32;
/** How far a delivery's timestamp may be from the receiver's clock: older is a replay, newer is forged. */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** A secret from random bytes (the caller draws them): `whsec_` and their base64. */
export function webhookSecretOf(bytes: Uint8Array): string {
  if (bytes.length < 24 || bytes.length > 64) throw new RangeError('A webhook secret takes 24 to 64 bytes');
  return `${SECRET_PREFIX}${Buffer.from(bytes).toString('base64')}`;
}

/** The HMAC key a secret stands for; throws on a text that is not one. */
function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw new Error('Not a webhook secret');
  return Buffer.from(encoded, 'base64');
}

function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1_000);
}

/** The signature of one delivery: `v1,<base64 HMAC-SHA256>`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery is sent with. */
export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = unixSeconds(at);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(secret, id, timestamp, body),
  };
}

export type VerifyOutcome =
  | { ok: true; id: string; timestamp: number }
  | { ok: false; reason: 'missingHeaders' | 'badTimestamp' | 'tooOld' | 'tooNew' | 'badSignature' };

type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
}

/**
 * What a receiver does with a delivery: the timestamp within `toleranceSeconds` of `now` (so a
 * captured delivery cannot be replayed later) and one of the signatures (space-separated; a receiver
 * may be sent several while a secret is rotated) matching, compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  headers: Headers,
  body: string,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): VerifyOutcome {
  const id = header(headers, WEBHOOK_HEADERS.id);
  const timestampText = header(headers, WEBHOOK_HEADERS.timestamp);
  const signatures = header(headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestampText || !signatures) return { ok: false, reason: 'missingHeaders' };
  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'badTimestamp' };
  const timestamp = Number(timestampText);
  const drift = unixSeconds(now) - timestamp;
  if (drift > toleranceSeconds) return { ok: false, reason: 'tooOld' };
  if (drift < -toleranceSeconds) return { ok: false, reason: 'tooNew' };
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body).slice(3), 'base64');
  const matches = signatures.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, id, timestamp } : { ok: false, reason: 'badSignature' };
}
