import type { Actor } from '../../lib/access.ts';

/**
 * Internal staff read what the platform sent (to whom, what, whether it left); nobody reads a one-time
 * link from it, since a link is a live credential for someone's account.
 */
export function canReadOutbox(actor: Actor): boolean {
  return actor.userType === 'internal';
}
