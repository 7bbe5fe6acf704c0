import type { Actor } from '../../lib/access.ts';

/** Internal staff may require any account to choose a new password at next login. */
export function canRequirePasswordChange(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Internal staff manage every account; a company admin manages their own company's accounts. */
export function canManageUsers(actor: Actor): boolean {
  return actor.userType === 'internal' || (actor.role === 'admin' && actor.companyId !== null);
}

/** A company admin reaches only accounts of their own company; "not yours" answers as "not found". */
export function canReachUser(actor: Actor, target: { companyId: string | null; userType: string }): boolean {
  if (actor.userType === 'internal') return true;
  return canManageUsers(actor) && target.companyId === actor.companyId && target.userType === actor.userType;
}
