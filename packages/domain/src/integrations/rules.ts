import type { CompanyKind } from '../companies/rules.ts';
import { KEY_SCOPES, type KeyScope } from '../shared/contract.ts';

// An integration key reads `sirkula_<public id>_<secret>`. The public id finds the key's row; only a
// hash of the secret is stored, so a copy of the database does not hold a working key.

export const KEY_TEXT_PREFIX = 'sirkula';
/** The public id: 12 lower-case letters and digits, enough to find the row, not to use it. */
export const PUBLIC_ID_PATTERN = /^[a-z0-9]{12}$/;
/** The secret: 43 base64url characters (32 random bytes). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface KeyParts {
  publicId: string;
  secret: string;
}

export function keyText({ publicId, secret }: KeyParts): string {
  return `${KEY_TEXT_PREFIX}_${publicId}_${secret}`;
}

/** The key in an `Authorization: Bearer <key>` header, or null for anything that is not one. */
export function keyOfAuthorization(header: string | undefined): KeyParts | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  const text = match?.[1];
  if (!text?.startsWith(`${KEY_TEXT_PREFIX}_`)) return null;
  const publicId = text.slice(KEY_TEXT_PREFIX.length + 1, KEY_TEXT_PREFIX.length + 13);
  const secret = text.slice(KEY_TEXT_PREFIX.length + 14);
  if (text[KEY_TEXT_PREFIX.length + 13] !== '_') return null;
  if (!PUBLIC_ID_PATTERN.test(publicId) || !SECRET_PATTERN.test(secret)) return null;
  return { publicId, secret };
}

export type KeyStatus = 'active' | 'revoked' | 'expired';

/**
 * What a company's key may be given: a customer's programs read its waste, journeys and invoices, ask
 * for pickups and send its bins' readings; a partner's read the journeys it carries. The provider's
 * own keys (no company) may hold every scope.
 */
export function scopesOffered(companyKind: CompanyKind | null): readonly KeyScope[] {
  if (companyKind === 'partner') return ['journeys:read'];
  return KEY_SCOPES;
}

/** Each scope's name in the catalogue (`integrations.scopes.<name>`): i18next reads a colon as a namespace. */
export const SCOPE_NAMES = {
  'waste:read': 'wasteRead',
  'pickups:write': 'pickupsWrite',
  'journeys:read': 'journeysRead',
  'invoices:read': 'invoicesRead',
  'telemetry:write': 'telemetryWrite',
} as const satisfies Record<KeyScope, string>;

/** Requests a key may make per minute unless its maker chose otherwise. */
export const DEFAULT_REQUESTS_PER_MINUTE = 120;
export const MAX_REQUESTS_PER_MINUTE = 6_000;
/** How long the old secret may keep working after a rotation, at most (one week). */
export const MAX_GRACE_HOURS = 168;
/** How long a key's request log is kept. */
export const REQUEST_LOG_DAYS = 30;

/** The minute a request is counted in, and the seconds until the next one (`Retry-After`). */
export function rateWindow(now: Date): { minute: Date; retryAfterSeconds: number } {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const retryAfterSeconds = Math.max(1, Math.ceil((minute.getTime() + 60_000 - now.getTime()) / 1000));
  return { minute, retryAfterSeconds };
}

export function keyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): KeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Whether a key may call an endpoint needing the scope, at this moment. */
export function keyAllows(
  key: { revokedAt: Date | null; expiresAt: Date | null; scopes: readonly string[] },
  scope: KeyScope,
  now: Date,
): boolean {
  return keyStatus(key, now) === 'active' && key.scopes.includes(scope);
}
