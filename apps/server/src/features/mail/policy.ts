import type { Actor } from '../../lib/access.ts';

/** An unsent link is a live credential for someone's account: only internal admins may read it. */
export function canReadUnsentLinks(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}
