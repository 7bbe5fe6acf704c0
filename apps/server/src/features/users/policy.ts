import type { Actor } from '../../lib/access.ts';

/** Internal staff may require any account to choose a new password at next login. */
export function canRequirePasswordChange(actor: Actor): boolean {
  return actor.userType === 'internal';
}
