import { canEditInvoice, canIssueInvoice, type InvoiceType } from '@sirkula/domain/billing/rules';
import type { Actor } from '../../lib/access.ts';
import { type CompanyScope, companyScope } from '../../lib/company-scope.ts';

/** Staff read every invoice; a customer or partner only those addressed to its own company. */
export function canReadInvoice(actor: Actor, invoice: { companyId: string }): boolean {
  return actor.userType === 'internal' || (actor.companyId !== null && actor.companyId === invoice.companyId);
}

export function invoiceScope(actor: Actor): CompanyScope {
  return companyScope(actor);
}

/** Running billing, writing, issuing and cancelling invoices and recording payments is the provider's work. */
export function canManageBilling(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** What this actor may do with the invoice now, for the screen to offer only what is possible. */
export function invoicePermissions(
  actor: Actor,
  invoice: {
    type: InvoiceType;
    cancelled: boolean;
    lineCount: number;
    paymentStatus: string;
    paidAmount: number;
  },
) {
  const manages = canManageBilling(actor);
  const issuedOpen = invoice.type === 'issued' && !invoice.cancelled;
  return {
    edit: manages && canEditInvoice(invoice),
    issue: manages && canIssueInvoice(invoice),
    cancel: manages && !invoice.cancelled && invoice.paidAmount === 0,
    recordPayment: manages && issuedOpen && invoice.paymentStatus !== 'paid',
    reversePayment: manages && issuedOpen,
  };
}
