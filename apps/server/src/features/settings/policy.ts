import type { Actor } from '../../lib/access.ts';

/** Staff work with the provider's settings; only internal admins change them. */
export function canReadSettings(actor: Actor): boolean {
  return actor.userType === 'internal';
}

export function canChangeSettings(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}
