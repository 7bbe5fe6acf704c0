import type { Actor } from '../../lib/access.ts';

/** Internal staff see every company; a customer or partner user sees only their own. */
export function canReadCompany(actor: Actor, companyId: string): boolean {
  return actor.userType === 'internal' || actor.companyId === companyId;
}

/** Internal staff, or the company's own administrators. */
export function canEditCompany(actor: Actor, companyId: string): boolean {
  return actor.userType === 'internal' || (actor.companyId === companyId && actor.role === 'admin');
}

/** Approving, suspending or deleting a company is the provider's decision. */
export function canChangeCompanyStatus(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** A customer or partner admin whose account has no company yet creates its profile. */
export function canCreateOwnCompany(actor: Actor): boolean {
  return actor.userType !== 'internal' && actor.role === 'admin' && actor.companyId === null;
}
