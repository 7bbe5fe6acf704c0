import type { CompanyKind } from '@sirkula/domain/companies/rules';
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

/** Registering companies and browsing all of them is the provider's work. */
export function canManageCompanies(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** The kind of company a customer or partner account belongs to (its own kind); none for staff. */
export function ownCompanyKind(actor: Actor): CompanyKind | null {
  return actor.userType === 'internal' ? null : actor.userType;
}

/** A customer cannot turn itself into a partner; only the provider changes a company's type. */
export function canChangeCompanyKind(actor: Actor): boolean {
  return actor.userType === 'internal';
}
