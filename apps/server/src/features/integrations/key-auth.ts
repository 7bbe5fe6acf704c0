import { keyOfAuthorization, keyStatus, rateWindow } from '@sirkula/domain/integrations/rules';
import type { KeyScope } from '@sirkula/domain/shared/contract';
import { canSignIn, type UserStatus } from '@sirkula/domain/users/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { logKeyRequest, type PresentedKey, presentKey } from './queries.ts';
import { hashOfSecret } from './secrets.ts';

/** A program calling with a key: the key, and the company whose data it reaches (null: every one). */
export interface KeyCaller {
  keyId: string;
  companyId: string | null;
}

/** What a request presenting a key gets: in, or why not (401, 403, or 429 with when to try again). */
export type KeyVerdict =
  | { kind: 'accepted'; keyId: string; caller: KeyCaller; actor: Actor }
  | { kind: 'invalid' }
  | { kind: 'outOfScope'; keyId: string }
  | { kind: 'tooMany'; keyId: string; retryAfterSeconds: number };

/**
 * A key is an actor the features' policies already understand: a member of its company (a customer's
 * or a partner's), or of the provider's staff for the provider's own keys; what it may call is then
 * narrowed by its scopes, before any policy runs.
 */
function actorOfKey(key: PresentedKey): Actor {
  return {
    id: key.createdBy ?? key.id,
    userType: key.companyKind ?? 'internal',
    role: 'member',
    companyId: key.companyId,
    mustChangePassword: false,
    driverId: null,
    keyId: key.id,
  };
}

function usable(key: PresentedKey, now: Date): boolean {
  const companyOpen = canSignIn('active', key.companyStatus as UserStatus | null);
  return keyStatus(key, now) === 'active' && companyOpen;
}

/**
 * Judges the key in an `Authorization: Bearer` header for an endpoint asking `scope` (null: one no key
 * may call); null when the header holds no key. One database round trip: the key, its minute's count
 * and its last use together.
 */
export async function judgeKey(
  db: Db,
  authorization: string | undefined,
  scope: KeyScope | null,
  now: Date,
): Promise<KeyVerdict | null> {
  const parts = keyOfAuthorization(authorization);
  if (!parts) return null;
  const window = rateWindow(now);
  const key = await presentKey(
    db,
    { publicId: parts.publicId, secretHash: hashOfSecret(parts.secret) },
    { now, minute: window.minute },
  );
  if (!key || !usable(key, now)) return { kind: 'invalid' };
  if (key.hits !== null && key.hits > key.requestsPerMinute) {
    return { kind: 'tooMany', keyId: key.id, retryAfterSeconds: window.retryAfterSeconds };
  }
  if (!scope || !key.scopes.includes(scope)) return { kind: 'outOfScope', keyId: key.id };
  return {
    kind: 'accepted',
    keyId: key.id,
    caller: { keyId: key.id, companyId: key.companyId },
    actor: actorOfKey(key),
  };
}

/** Notes a key's request in its log, for its owner: the path without its query, which may hold data. */
export async function noteKeyRequest(
  db: Db,
  request: { keyId: string; at: Date; method: string; url: string; status: number; durationMs: number },
): Promise<void> {
  const path = request.url.split('?')[0] ?? request.url;
  await logKeyRequest(db, {
    keyId: request.keyId,
    at: request.at,
    method: request.method,
    path: path.slice(0, 300),
    status: request.status,
    durationMs: Math.round(request.durationMs),
  });
}
