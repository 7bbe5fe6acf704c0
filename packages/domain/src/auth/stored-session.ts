import { USER_ROLES, USER_TYPES, type UserRole, type UserType } from '../users/user-kinds.ts';
import type { SessionAnswer } from './session.ts';

// Apart from session.ts and its schema, so the browser's portal guard runs without zod.

/** The browser-stored session keys of the specification, besides `language`, which outlives logout. */
export const STORED_SESSION_KEYS = [
  'userId',
  'isLoggedIn',
  'userName',
  'userType',
  'userRole',
  'companyUuid',
  'dataExpiry',
] as const;
export type StoredSessionKey = (typeof STORED_SESSION_KEYS)[number];

export interface StoredSession {
  userId: string;
  isLoggedIn: boolean;
  userName: string;
  userType: UserType | null;
  userRole: UserRole | null;
  companyUuid: string | null;
  dataExpiry: number;
}

export function toStoredEntries(answer: SessionAnswer): Record<StoredSessionKey, string> {
  return {
    userId: answer.user.id,
    isLoggedIn: 'true',
    userName: answer.user.name,
    userType: answer.user.userType,
    userRole: answer.user.role,
    companyUuid: answer.user.companyId ?? '',
    dataExpiry: String(new Date(answer.expiresAt).getTime()),
  };
}

export function isExpired(dataExpiry: number, now: number): boolean {
  return !Number.isFinite(dataExpiry) || now > dataExpiry;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/**
 * Reads the stored session. Once `dataExpiry` has passed, or when no expiry is stored, nothing is
 * returned, and the caller clears the keys.
 */
export function readStoredSession(
  get: (key: StoredSessionKey) => string | null,
  now: number,
): StoredSession | null {
  const userId = get('userId');
  const dataExpiry = Number(get('dataExpiry') ?? Number.NaN);
  if (!userId || isExpired(dataExpiry, now)) return null;
  return {
    userId,
    isLoggedIn: get('isLoggedIn') === 'true',
    userName: get('userName') ?? '',
    userType: oneOf(USER_TYPES, get('userType')),
    userRole: oneOf(USER_ROLES, get('userRole')),
    companyUuid: get('companyUuid') || null,
    dataExpiry,
  };
}
