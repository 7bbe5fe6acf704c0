import type { InvoiceBuyer, InvoiceIssuer } from '@sirkula/domain/billing/answers';
import type { Invoicing } from '@sirkula/domain/settings/rules';
import type { Db } from '../../db/client.ts';
import { getBranding, getInvoicing } from '../settings/public.ts';
import { buyerOf } from './queries.ts';

/** The provider's block from settings, and the invoice defaults with it; null until it is set up. */
export async function currentInvoicing(
  db: Db,
): Promise<{ issuer: InvoiceIssuer; settings: Invoicing } | null> {
  const [branding, settings] = await Promise.all([getBranding(db), getInvoicing(db)]);
  if (!settings) return null;
  return {
    settings,
    issuer: {
      companyName: branding.companyName,
      companyLine: branding.companyLine,
      pseNumber: branding.pseNumber,
      address: settings.address,
      npwp: settings.npwp,
      nitku: settings.nitku,
      bankAccounts: settings.bankAccounts,
      directorOfMarketing: settings.directorOfMarketing,
    },
  };
}

/**
 * What a proforma shows before it is issued: the provider's block and signatories as settings have
 * them now, or the provider's name alone until the invoice block is set up.
 */
export async function provisionalIssuer(
  db: Db,
): Promise<{ issuer: InvoiceIssuer; preparer: string | null; approver: string | null }> {
  const current = await currentInvoicing(db);
  if (current)
    return {
      issuer: current.issuer,
      preparer: current.settings.defaultPreparer,
      approver: current.settings.defaultApprover,
    };
  const branding = await getBranding(db);
  return {
    issuer: {
      companyName: branding.companyName,
      companyLine: branding.companyLine,
      pseNumber: branding.pseNumber,
      address: null,
      npwp: null,
      nitku: null,
      bankAccounts: [],
      directorOfMarketing: null,
    },
    preparer: null,
    approver: null,
  };
}

/** The buyer as its company profile has it now; copied onto the invoice when it is issued. */
export async function currentBuyer(db: Db, companyId: string): Promise<InvoiceBuyer | null> {
  const company = await buyerOf(db, companyId);
  if (!company) return null;
  return {
    name: company.name,
    address: company.address,
    city: company.city,
    npwp: company.npwp,
    nitku: company.nitku,
    idDocumentKind: company.idDocumentKind,
    idDocumentNumber: company.idDocumentNumber,
    email: company.adminEmail,
  };
}
