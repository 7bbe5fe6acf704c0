import type { UserType } from '../users/rules.ts';
import type { StoredSession } from './stored-session.ts';

export type Portal = UserType;
export const PORTALS = ['internal', 'customer', 'partner'] as const satisfies readonly Portal[];

/** Menu entries of each portal, in the specification's order; the key names the route and the label. */
export const INTERNAL_MENU = [
  'home',
  'users',
  'companies',
  'contracts',
  'waste',
  'smartbins',
  'journey',
  'tracking',
  'billing',
  'reports',
  'documents',
  'scheduler',
  'gcs',
  'tms',
  'api',
  'profile',
] as const;
export const COMPANY_MENU = ['home', 'company', 'contracts', 'waste', 'billing', 'users', 'profile'] as const;
export type MenuKey = (typeof INTERNAL_MENU)[number] | (typeof COMPANY_MENU)[number];

/**
 * Pages the user menu leads to besides the profile: the specification's module menu has no place for
 * them. The provider's settings are for its own staff.
 */
export const USER_MENU_PAGES = {
  internal: ['settings'],
  customer: [],
  partner: [],
} as const satisfies Record<Portal, readonly string[]>;
export type UserMenuPage = (typeof USER_MENU_PAGES)[Portal][number];

export interface MenuEntry {
  key: MenuKey;
  path: string;
}

/** 'Users' in the customer and partner portals is for company admins only. */
export function portalMenu(portal: Portal, isAdmin: boolean): MenuEntry[] {
  const keys: readonly MenuKey[] = portal === 'internal' ? INTERNAL_MENU : COMPANY_MENU;
  return keys
    .filter((key) => portal === 'internal' || key !== 'users' || isAdmin)
    .map((key) => ({ key, path: `/${portal}/${key}` }));
}

export function portalHome(portal: Portal): string {
  return `/${portal}/home`;
}

/** Where a user who must choose a new password is held until it is done. */
export function changePasswordPath(portal: Portal): string {
  return `/${portal}/change-password`;
}

/** Where a successful login leads: the portal's home, or the change-password screen first. */
export function pathAfterLogin(user: { userType: Portal; mustChangePassword: boolean }): string {
  return user.mustChangePassword ? changePasswordPath(user.userType) : portalHome(user.userType);
}

export function portalOfPath(path: string): Portal | null {
  return PORTALS.find((portal) => path === `/${portal}` || path.startsWith(`/${portal}/`)) ?? null;
}

export const LOGIN_PATH = '/public/auth/login';

export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string; clearStorage: boolean };

/**
 * The browser-side guard of the specification's roles section. Paths outside the three portals are
 * public (unknown ones get the 404 page). The internal layout needs userId, isLoggedIn and userType
 * internal; the customer and partner layouts need userId and isLoggedIn; a signed-in user on another
 * portal's path goes to their own portal's home (DESIGN.md §3). The server decides what data anyone
 * gets; this only decides what to draw.
 */
export function guardPath(path: string, session: StoredSession | null): GuardDecision {
  const portal = portalOfPath(path);
  if (!portal) return { action: 'render' };
  const signedIn = Boolean(session?.userId && session.isLoggedIn);
  if (!signedIn || !session?.userType) {
    return { action: 'redirect', to: LOGIN_PATH, clearStorage: portal === 'internal' || !signedIn };
  }
  if (session.userType !== portal) {
    return { action: 'redirect', to: portalHome(session.userType), clearStorage: false };
  }
  return { action: 'render' };
}
