import type { UserType } from '@sirkula/domain/users/rules';
import { mayAdministerUserType } from '@sirkula/domain/users/user-admin';
import type { Actor } from '../../lib/access.ts';

interface Target {
  id: string;
  companyId: string | null;
  userType: UserType;
}

/** Internal staff manage every account; a company admin manages their own company's accounts. */
export function canManageUsers(actor: Actor): boolean {
  return actor.userType === 'internal' || (actor.role === 'admin' && actor.companyId !== null);
}

/** A company admin reaches only accounts of their own company; "not yours" answers as "not found". */
export function canReachUser(actor: Actor, target: Omit<Target, 'id'>): boolean {
  if (actor.userType === 'internal') return true;
  return canManageUsers(actor) && target.companyId === actor.companyId && target.userType === actor.userType;
}

/** The domain's rule for internal accounts; an internal member edits their own name and phone through the profile. */
export function canAdministerAccount(actor: Actor, target: { userType: UserType }): boolean {
  return mayAdministerUserType(actor, target.userType);
}

/**
 * Roles and user types are changed by internal admins, and by a company admin within their own
 * company; an internal member may not, so nobody below admin can hand out admin seats.
 */
export function canChangeRoles(actor: Actor): boolean {
  return actor.role === 'admin';
}

/** Nobody raises their own privileges: no own promotion, no move to another user type. */
export function raisesOwnPrivileges(
  actor: Actor,
  target: Pick<Target, 'id'>,
  changes: { role: string; userType: string },
): boolean {
  return (
    actor.id === target.id &&
    ((changes.role === 'admin' && actor.role !== 'admin') || changes.userType !== actor.userType)
  );
}

/** Where a company admin's new accounts go: their own company, as its kind; null for staff, who choose. */
export function ownCompanyPlacement(actor: Actor): { userType: UserType; companyId: string | null } | null {
  return actor.userType === 'internal' ? null : { userType: actor.userType, companyId: actor.companyId };
}

/** Requiring a new password at next login: internal staff, and of internal staff only admins. */
export function canRequirePasswordChange(actor: Actor, target: Pick<Target, 'userType'>): boolean {
  return actor.userType === 'internal' && canAdministerAccount(actor, target);
}
