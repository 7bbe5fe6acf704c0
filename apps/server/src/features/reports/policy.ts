import { CUSTOMER_REPORT_TYPES, isCustomerReport, type ReportType } from '@sirkula/domain/reports/rules';
import type { Actor } from '../../lib/access.ts';
import type { ReportScope } from './queries.ts';

/**
 * Staff read every report. A customer's users read, and ask for, the reports about their own company;
 * partners have none (the provider's operations and finance reports are its own).
 */
export function reportScope(actor: Actor): ReportScope | null {
  if (actor.userType === 'internal') return { kind: 'every' };
  if (actor.userType === 'customer' && actor.companyId)
    return { kind: 'company', companyId: actor.companyId, types: CUSTOMER_REPORT_TYPES };
  return null;
}

/** The company a report asked for is about: a customer's own; staff's as chosen (none for the provider's). */
export function reportCompanyFor(
  actor: Actor,
  type: ReportType,
  wanted: string | null | undefined,
): string | null {
  if (actor.userType !== 'internal') return actor.companyId;
  return isCustomerReport(type) ? (wanted ?? null) : null;
}

/** Staff choose anyone's recipients; a customer's admins their own company's. */
export function canManageSubscriptions(actor: Actor, companyId: string | null): boolean {
  if (actor.userType === 'internal') return true;
  return (
    actor.userType === 'customer' &&
    actor.role === 'admin' &&
    companyId !== null &&
    actor.companyId === companyId
  );
}

/** Who may see a company's recipients: whoever may change them, and its other users read them. */
export function canReadSubscriptions(actor: Actor, companyId: string | null): boolean {
  if (actor.userType === 'internal') return true;
  return actor.userType === 'customer' && companyId !== null && actor.companyId === companyId;
}

/** The company whose recipients are read or changed: a customer's own; the one staff name (or the provider's). */
export function subscriptionCompany(actor: Actor, wanted: string | null | undefined): string | null {
  return actor.userType === 'internal' ? (wanted ?? null) : actor.companyId;
}
