import type { Portal } from '@sirkula/domain/auth/portals';

/**
 * Where a portal's journeys live: staff have the journey menu entry; partners have no such entry, so
 * their journeys sit under the waste menu, beside the records they carry.
 */
export function journeysBase(portal: Portal): string {
  return portal === 'internal' ? '/internal/journey' : `/${portal}/waste/journeys`;
}
