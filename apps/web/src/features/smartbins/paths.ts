import type { Portal } from '@sirkula/domain/auth/portals';

/** The portals that show bins: staff under their menu entry, a customer under its waste. */
export type BinPortal = Extract<Portal, 'internal' | 'customer'>;

export function binsPath(portal: BinPortal): string {
  return portal === 'internal' ? '/internal/smartbins' : '/customer/waste/bins';
}

/** The map of the same bins, beside their list. */
export function binMapPath(portal: BinPortal): string {
  return `${binsPath(portal)}/map`;
}

/** The bins due for collection, turned into pickups (and for staff a journey) in one step. */
export function binPlanningPath(portal: BinPortal): string {
  return `${binsPath(portal)}/planning`;
}
