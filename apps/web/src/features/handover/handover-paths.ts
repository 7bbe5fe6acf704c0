import type { Portal } from '@sirkula/domain/auth/portals';

/** The portals with a handover screen: partners' drivers and receivers, and internal staff. */
export type HandoverPortal = Exclude<Portal, 'customer'>;

export function isHandoverPortal(portal: Portal | null | undefined): portal is HandoverPortal {
  return portal === 'partner' || portal === 'internal';
}

/** Under the menu entry each portal has for it: a partner's waste, staff's journeys. */
export function handoverPath(portal: HandoverPortal, registrationNumber?: string): string {
  const base = portal === 'partner' ? '/partner/waste/handover' : '/internal/journey/handover';
  return registrationNumber ? `${base}/${encodeURIComponent(registrationNumber)}` : base;
}
