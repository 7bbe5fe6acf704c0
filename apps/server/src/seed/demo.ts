import type { Branding } from '@sirkula/domain/settings';
import { count } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { saveBranding } from '../features/settings/queries.ts';
import type { StorageDeps } from '../features/storage/service.ts';
import { DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_OTHER_COMPANIES, DEMO_PARTNER } from './demo-companies.ts';
import { demoPdf } from './demo-documents.ts';
import { seedDemoWaste } from './demo-waste.ts';
import { attachCompanyDocument, type CompanyRow, createCompany, createUser } from './factories.ts';

/** Only the demo data of the embedded mode has a known password. */
export const DEMO_PASSWORD = 'Demo12345';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.sirkula.id', label: 'internal admin' },
  { email: 'customer@demo.sirkula.id', label: 'customer company admin' },
  { email: 'staff@demo.sirkula.id', label: 'customer user (not an admin)' },
  { email: 'partner@demo.sirkula.id', label: 'partner company admin' },
  { email: 'newcustomer@demo.sirkula.id', label: 'admin of a customer with an incomplete profile' },
] as const;

const DEMO_BRANDING: Branding = {
  companyName: 'PT Sirkula Lestari Nusantara',
  companyLine: 'PT Sirkula Lestari Nusantara · Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  pseNumber: 'DEMO/PSE/2025',
  contactEmail: 'halo@demo.sirkula.id',
  copyrightYear: 2025,
};

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

/** Seeds the demo provider once: on a database that already has users it does nothing. */
export async function seedDemo(storage: StorageDeps): Promise<boolean> {
  const { db } = storage;
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  await saveBranding(db, DEMO_BRANDING);
  const customer = await withDocuments(storage, await createCompany(db, DEMO_CUSTOMER));
  const partner = await withDocuments(storage, await createCompany(db, DEMO_PARTNER));
  const newCustomer = await createCompany(db, { ...DEMO_NEW_CUSTOMER, status: 'active' });
  const others = [];
  for (const company of DEMO_OTHER_COMPANIES) others.push(await createCompany(db, company));
  const password = DEMO_PASSWORD;

  const people = [
    {
      name: 'Rina Wulandari',
      email: 'admin@demo.sirkula.id',
      phone: '+6281210002001',
      userType: 'internal',
      role: 'admin',
    },
    {
      name: 'Hendra Gunawan',
      email: 'ops@demo.sirkula.id',
      phone: '+6281210002005',
      userType: 'internal',
      role: 'member',
    },
    {
      name: 'Budi Santoso',
      email: 'customer@demo.sirkula.id',
      phone: '+6281310002002',
      userType: 'customer',
      role: 'admin',
      companyId: customer.id,
    },
    {
      name: 'Siti Nurhaliza',
      email: 'staff@demo.sirkula.id',
      phone: '+6285710002003',
      userType: 'customer',
      role: 'member',
      companyId: customer.id,
    },
    {
      name: 'Joko Widodo Saputra',
      email: 'gudang@majubersama.co.id',
      phone: '+6281310002010',
      userType: 'customer',
      role: 'member',
      companyId: customer.id,
    },
    {
      name: 'Maya Kartika',
      email: 'k3l@majubersama.co.id',
      phone: '+6281310002011',
      userType: 'customer',
      role: 'member',
      companyId: customer.id,
      status: 'inactive',
    },
    {
      name: 'Agus Prasetyo',
      email: 'partner@demo.sirkula.id',
      phone: '+6281110002004',
      userType: 'partner',
      role: 'admin',
      companyId: partner.id,
    },
    {
      name: 'Wahyu Hidayat',
      email: 'sopir@angkuthijau.co.id',
      phone: '+6281110002012',
      userType: 'partner',
      role: 'member',
      companyId: partner.id,
    },
    {
      name: 'Fitri Handayani',
      email: 'newcustomer@demo.sirkula.id',
      phone: '+6281510002013',
      userType: 'customer',
      role: 'admin',
      companyId: newCustomer.id,
    },
  ] as const;
  const created = [];
  for (const person of people) created.push(await createUser(db, { password, ...person }));
  const customerAdmin = created.find((user) => user.email === 'customer@demo.sirkula.id');
  const [receiver, , pendingPartner, pharma, hospital, pendingCustomer] = others;
  const contacts = [
    { company: receiver, name: 'Dewi Anggraini', email: 'dewi@olahlimbahprima.co.id', userType: 'partner' },
    {
      company: pendingPartner,
      name: 'Eko Susanto',
      email: 'eko@berkahdaurulang.co.id',
      userType: 'partner',
      status: 'pending',
    },
    { company: pharma, name: 'Ratna Sari', email: 'ratna@sehatmedika.co.id', userType: 'customer' },
    {
      company: hospital,
      name: 'dr. Andi Lubis',
      email: 'andi.lubis@rsharapankasih.or.id',
      userType: 'customer',
    },
    {
      company: pendingCustomer,
      name: 'Lina Marlina',
      email: 'lina@batamjaya.co.id',
      userType: 'customer',
      status: 'pending',
    },
  ] as const;
  for (const contact of contacts) {
    if (!contact.company) continue;
    await createUser(db, {
      name: contact.name,
      email: contact.email,
      password,
      userType: contact.userType,
      role: 'admin',
      companyId: contact.company.id,
      status: 'status' in contact ? contact.status : 'active',
    });
  }
  await seedDemoWaste(
    db,
    {
      customerId: customer.id,
      customerAdminId: customerAdmin?.id ?? null,
      partnerId: partner.id,
      otherCustomerIds: [pharma, hospital].flatMap((company) => (company ? [company.id] : [])),
    },
    new Date(),
  );
  return true;
}
