import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { forgetBranding, getBranding, saveBranding } from '../settings/public.ts';
import { deleteFilesOf, type StorageDeps } from '../storage/public.ts';
import { DEMO_BRANDING, DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_PARTNER } from './demo-companies.ts';
import { demoPdf } from './demo-documents.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';
import { attachCompanyDocument, type CompanyRow, createCompany, createUser } from './factories.ts';
import { deleteCompanies, unlinkCompanyDocuments } from './queries.ts';

/** Both profile documents, as sample PDFs, so the company's profile is complete. */
export async function withDocuments(storage: StorageDeps, company: CompanyRow): Promise<CompanyRow> {
  const environmental = demoPdf([
    `Dokumen ${company.environmentalDocumentType ?? 'lingkungan'} (contoh)`,
    company.name,
    'Dokumen contoh untuk data demo Sirkula.',
  ]);
  const form = demoPdf(['Formulir pendaftaran pelanggan (contoh)', company.name, 'Data demo Sirkula.']);
  const withEnvironmental = await attachCompanyDocument(storage, company, 'environmentalDocument', {
    name: `${company.environmentalDocumentType ?? 'dokumen'}-${company.name}.pdf`,
    data: environmental,
  });
  return attachCompanyDocument(storage, withEnvironmental, 'registrationForm', {
    name: `formulir-pendaftaran-${company.name}.pdf`,
    data: form,
  });
}

/** The customer and the partner get their documents; the new customer is active with a bare profile. */
async function createDemoCompanies(storage: StorageDeps): Promise<Map<string, CompanyRow>> {
  const created = new Map<string, CompanyRow>();
  for (const input of DEMO_COMPANIES) {
    const values = input === DEMO_NEW_CUSTOMER ? { ...input, status: 'active' as const } : input;
    const company = await createCompany(storage.db, values);
    const complete = input === DEMO_CUSTOMER || input === DEMO_PARTNER;
    created.set(company.name, complete ? await withDocuments(storage, company) : company);
  }
  return created;
}

/** The demo provider's branding, its customers and partners, and one account of every kind. */
export async function demoAccounts({ storage }: DemoContext): Promise<DemoRows> {
  const { db } = storage;
  await saveBranding(db, DEMO_BRANDING);
  const companies = await createDemoCompanies(storage);
  const userIds: string[] = [];
  for (const { company, ...person } of DEMO_PEOPLE) {
    const companyId = company ? (companies.get(company)?.id ?? null) : null;
    const status = person.status ?? 'active';
    userIds.push((await createUser(db, { ...person, status, password: DEMO_PASSWORD, companyId })).id);
  }
  return { companyIds: [...companies.values()].map((company) => company.id), userIds };
}

/**
 * Demo removal: the demo companies with the documents and files they own and their audit entries, and
 * the demo branding when it is still in place. Their users, contracts and the rest went before them.
 */
export async function removeDemoCompanies(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  if (isDeepStrictEqual(await getBranding(db), DEMO_BRANDING)) await forgetBranding(db);
  await unlinkCompanyDocuments(db, companyIds);
  const stored = await deleteFilesOf(db, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(db, companyIds);
  return {
    companies: await deleteCompanies(db, companyIds),
    files: stored.files,
    storageKeys: stored.storageKeys,
    auditEntries: auditEntries + stored.auditEntries,
  };
}
