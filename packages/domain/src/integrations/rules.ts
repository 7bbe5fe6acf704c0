import type { KeyScope } from '../shared/contract.ts';

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
