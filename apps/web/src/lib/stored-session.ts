import type { SessionAnswer } from '@sirkula/domain/auth/session';
import {
  readStoredSession,
  STORED_SESSION_KEYS,
  type StoredSession,
  toStoredEntries,
} from '@sirkula/domain/auth/stored-session';

/** The specification's browser-stored session: display hints only, the server never trusts them. */
export function writeStoredSession(answer: SessionAnswer): void {
  for (const [key, value] of Object.entries(toStoredEntries(answer))) localStorage.setItem(key, value);
}

export function clearStoredSession(): void {
  for (const key of STORED_SESSION_KEYS) localStorage.removeItem(key);
}

/** Expired data is cleared on read, so nothing reads it afterwards. */
export function getStoredSession(now = Date.now()): StoredSession | null {
  const session = readStoredSession((key) => localStorage.getItem(key), now);
  if (!session && localStorage.getItem('userId')) clearStoredSession();
  return session;
}
