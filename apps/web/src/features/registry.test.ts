import { COMPANY_MENU, INTERNAL_MENU, PORTALS, USER_MENU_PAGES } from '@sirkula/domain/auth/portals';
import { describe, expect, it } from 'vitest';
import { WEB_FEATURES } from './registry.ts';

const MENUS = { internal: INTERNAL_MENU, customer: COMPANY_MENU, partner: COMPANY_MENU };

describe('the registered features', () => {
  it.each(PORTALS)('fill only menu entries of the %s portal, each entry by one feature', (portal) => {
    const menu: readonly string[] = [...MENUS[portal], ...USER_MENU_PAGES[portal]];
    const owners = new Map<string, string>();
    for (const feature of WEB_FEATURES) {
      for (const route of feature.screens(portal)) {
        const entry = route.path?.split('/')[0] ?? '';
        expect(menu, `${feature.name} registers ${route.path}`).toContain(entry);
        expect(owners.get(entry) ?? feature.name, `${entry} is filled by two features`).toBe(feature.name);
        owners.set(entry, feature.name);
      }
    }
  });

  it('have unique names and public paths', () => {
    const names = WEB_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const publicPaths = WEB_FEATURES.flatMap((feature) => (feature.public ?? []).map((route) => route.path));
    expect(publicPaths.every((path) => path?.startsWith('/public/'))).toBe(true);
  });
});
