import { count } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { findDemoMarker, saveDemoMarker } from '../features/demo/queries.ts';
import { saveBranding } from '../features/settings/queries.ts';
import type { StorageDeps } from '../features/storage/service.ts';
import { DEMO_BRANDING, DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_PARTNER } from './demo-companies.ts';
import { demoPdf } from './demo-documents.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';
import { seedDemoWaste } from './demo-waste.ts';
import { attachCompanyDocument, type CompanyRow, createCompany, createUser } from './factories.ts';

/** The demo accounts the start-up message lists, one of each kind. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.sirkula.id', label: 'internal admin' },
  { email: 'customer@demo.sirkula.id', label: 'customer company admin' },
  { email: 'staff@demo.sirkula.id', label: 'customer user (not an admin)' },
  { email: 'partner@demo.sirkula.id', label: 'partner company admin' },
  { email: 'newcustomer@demo.sirkula.id', label: 'admin of a customer with an incomplete profile' },
] as const;

/** Both profile documents, as sample PDFs, so the company's profile is complete. */
async function withDocuments(storage: StorageDeps, company: CompanyRow): Promise<CompanyRow> {
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

/**
 * Seeds the demo provider into a new database only: one that has users, or had demo data removed
 * (`npm run demo:remove`), gets nothing. What it creates is recorded, so it can be found and removed.
 */
export async function seedDemo(storage: StorageDeps): Promise<boolean> {
  const { db } = storage;
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0 || (await findDemoMarker(db))) return false;

  await saveBranding(db, DEMO_BRANDING);
  const companies = await createDemoCompanies(storage);
  const companyId = (name: string) => companies.get(name)?.id ?? null;
  const created = [];
  for (const { company, ...person } of DEMO_PEOPLE) {
    const status = person.status ?? 'active';
    const companyOf = company ? companyId(company) : null;
    created.push(await createUser(db, { ...person, status, password: DEMO_PASSWORD, companyId: companyOf }));
  }
  await saveDemoMarker(db, {
    state: 'seeded',
    companyIds: [...companies.values()].map((company) => company.id),
    userIds: created.map((user) => user.id),
  });

  const customer = companies.get(DEMO_CUSTOMER.name);
  const partner = companies.get(DEMO_PARTNER.name);
  if (!customer || !partner) throw new Error('The demo customer and partner were not created');
  await seedDemoWaste(
    db,
    {
      customerId: customer.id,
      customerAdminId: created.find((user) => user.email === 'customer@demo.sirkula.id')?.id ?? null,
      staffId: created.find((user) => user.email === 'ops@demo.sirkula.id')?.id ?? null,
      driverId: created.find((user) => user.email === 'sopir@angkuthijau.co.id')?.id ?? null,
      partnerId: partner.id,
      otherCustomerIds: ['PT Sehat Medika Farma', 'Rumah Sakit Harapan Kasih'].flatMap((name) => {
        const id = companyId(name);
        return id ? [id] : [];
      }),
    },
    new Date(),
  );
  return true;
}
