import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '../users/rules.ts';
import { guardPath, INTERNAL_MENU, pathAfterLogin, portalMenu } from './portals.ts';
import type { StoredSession } from './stored-session.ts';

function session(userType: UserType | null, overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    userId: 'u-1',
    isLoggedIn: true,
    userName: 'Budi',
    userType,
    userRole: 'member',
    companyUuid: null,
    dataExpiry: Date.now() + 60_000,
    ...overrides,
  };
}

const publicPaths = [
  '/',
  '/overview',
  '/404',
  '/public/auth/login',
  '/public/auth/register',
  '/public/auth/verify-email',
  '/public/legal/privacy-policy',
  '/public/legal/terms-of-service',
  '/public/legal/cookie-policy',
  '/public/partnership',
  '/public/anything/else',
];

const portalPaths: Record<UserType, string[]> = {
  internal: [...INTERNAL_MENU.map((key) => `/internal/${key}`), '/internal/change-password'],
  customer: [...portalMenu('customer', true).map((entry) => entry.path), '/customer/change-password'],
  partner: [...portalMenu('partner', true).map((entry) => entry.path), '/partner/change-password'],
};

describe('guardPath', () => {
  for (const path of publicPaths) {
    it(`renders public ${path} for everyone`, () => {
      expect(guardPath(path, null)).toEqual({ action: 'render' });
      for (const type of USER_TYPES) expect(guardPath(path, session(type))).toEqual({ action: 'render' });
    });
  }

  for (const portal of USER_TYPES) {
    for (const path of portalPaths[portal]) {
      it(`${path}: own portal renders, other portals go home, nobody goes to login`, () => {
        expect(guardPath(path, session(portal))).toEqual({ action: 'render' });
        for (const other of USER_TYPES.filter((type) => type !== portal)) {
          expect(guardPath(path, session(other))).toEqual({
            action: 'redirect',
            to: `/${other}/home`,
            clearStorage: false,
          });
        }
        expect(guardPath(path, null)).toEqual({
          action: 'redirect',
          to: '/public/auth/login',
          clearStorage: true,
        });
      });

      it(`${path}: a session without userType is sent to login`, () => {
        expect(guardPath(path, session(null))).toMatchObject({
          action: 'redirect',
          to: '/public/auth/login',
        });
      });

      it(`${path}: a session not marked logged in is sent to login with storage cleared`, () => {
        expect(guardPath(path, session(portal, { isLoggedIn: false }))).toEqual({
          action: 'redirect',
          to: '/public/auth/login',
          clearStorage: true,
        });
      });
    }
  }

  it('clears storage when the internal layout is refused', () => {
    expect(guardPath('/internal/home', session(null))).toEqual({
      action: 'redirect',
      to: '/public/auth/login',
      clearStorage: true,
    });
  });
});

describe('portalMenu', () => {
  it('gives internal staff all 16 modules', () => {
    expect(portalMenu('internal', false)).toHaveLength(16);
  });

  it("shows 'Users' to company admins only", () => {
    for (const portal of ['customer', 'partner'] as const) {
      expect(portalMenu(portal, true).map((entry) => entry.key)).toContain('users');
      expect(portalMenu(portal, false).map((entry) => entry.key)).not.toContain('users');
      expect(portalMenu(portal, false)).toHaveLength(6);
    }
  });
});

describe('pathAfterLogin', () => {
  it("goes to the portal's home, or to the change-password screen when one is required", () => {
    expect(pathAfterLogin({ userType: 'partner', mustChangePassword: false })).toBe('/partner/home');
    expect(pathAfterLogin({ userType: 'internal', mustChangePassword: true })).toBe(
      '/internal/change-password',
    );
  });
});
