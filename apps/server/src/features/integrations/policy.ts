import type { Actor } from '../../lib/access.ts';

/** Keys reach companies' data without a person: only the provider's admins make and revoke them. */
export function canManageKeys(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}
