import type { Actor } from '../../lib/access.ts';

/** Schedulers run the whole platform's background work: the provider's admins change them. */
export function canManageSchedulers(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}
