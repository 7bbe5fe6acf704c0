import { describe, expect, it } from 'vitest';
import { readStoredSession, type StoredSessionKey, toStoredEntries } from './stored-session.ts';

const answer = {
  user: {
    id: 'u-1',
    name: 'Siti Rahayu',
    email: 'siti@example.co.id',
    phone: '+6281234567890',
    userType: 'customer' as const,
    role: 'admin' as const,
    companyId: 'c-1',
    mustChangePassword: false,
  },
  expiresAt: '2026-11-29T00:00:00.000Z',
};

function storeOf(entries: Partial<Record<StoredSessionKey, string>>) {
  return (key: StoredSessionKey) => entries[key] ?? null;
}

describe('browser-stored session', () => {
  const expiry = Date.parse(answer.expiresAt);

  it('is written from the server answer with dataExpiry in milliseconds', () => {
    const entries = toStoredEntries(answer);
    expect(entries).toEqual({
      userId: 'u-1',
      isLoggedIn: 'true',
      userName: 'Siti Rahayu',
      userType: 'customer',
      userRole: 'admin',
      companyUuid: 'c-1',
      dataExpiry: String(expiry),
    });
  });

  it('reads back until dataExpiry, inclusive', () => {
    const get = storeOf(toStoredEntries(answer));
    expect(readStoredSession(get, expiry - 1)?.userType).toBe('customer');
    expect(readStoredSession(get, expiry)?.companyUuid).toBe('c-1');
  });

  it('returns nothing once dataExpiry has passed', () => {
    expect(readStoredSession(storeOf(toStoredEntries(answer)), expiry + 1)).toBeNull();
  });

  it('returns nothing without an expiry or a user', () => {
    expect(readStoredSession(storeOf({ userId: 'u-1', isLoggedIn: 'true' }), 0)).toBeNull();
    expect(readStoredSession(storeOf({ dataExpiry: String(expiry) }), 0)).toBeNull();
  });

  it('ignores a userType it does not know', () => {
    const get = storeOf({ ...toStoredEntries(answer), userType: 'superuser' });
    expect(readStoredSession(get, 0)?.userType).toBeNull();
  });
});
