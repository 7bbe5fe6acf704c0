import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRows } from '../demo/public.ts';
import { saveBranding } from '../settings/public.ts';
import type { StorageDeps } from '../storage/public.ts';
import { DEMO_BRANDING, DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_PARTNER } from './demo-companies.ts';
import { demoPdf } from './demo-documents.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';
import { attachCompanyDocument, type CompanyRow, createCompany, createUser } from './factories.ts';

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
