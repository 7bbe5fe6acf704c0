import type { Db } from '../db/client.ts';
import { createCompany, createUser } from '../features/companies/factories.ts';
import { updateCompany } from '../features/companies/queries.ts';
import { insertFile } from '../features/storage/queries.ts';
import { login, type TestApp } from './app.ts';

export const PASSWORD = 'Sampah#2026';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.co.id`;
}

/** A company with one active admin, signed in: the usual cast of an authorisation test. */
export async function companyWithAdmin(app: TestApp, db: Db, kind: 'customer' | 'partner', name: string) {
  const company = await createCompany(db, {
    name,
    kind,
    partnerRoles: kind === 'partner' ? ['transporter'] : [],
  });
  const admin = await createUser(db, {
    name: `Admin ${name}`,
    email: unique('admin'),
    password: PASSWORD,
    userType: kind,
    role: 'admin',
    companyId: company.id,
  });
  return { company, admin, cookie: await login(app, admin.email, PASSWORD) };
}

export async function signedInUser(
  app: TestApp,
  db: Db,
  input: { userType: 'internal' | 'customer' | 'partner'; role: 'admin' | 'member'; companyId?: string },
) {
  const user = await createUser(db, {
    name: 'Pengguna Uji',
    email: unique(input.userType),
    password: PASSWORD,
    ...input,
  });
  return { user, cookie: await login(app, user.email, PASSWORD) };
}

/** A customer whose profile is complete (its two documents recorded), with a signed-in admin. */
export async function completeCustomer(app: TestApp, db: Db, name: string) {
  const { company, admin, cookie } = await companyWithAdmin(app, db, 'customer', name);
  const documents = [];
  for (const purpose of ['environmentalDocument', 'registrationForm']) {
    documents.push(
      await insertFile(db, {
        companyId: company.id,
        purpose,
        storageKey: `companies/${company.id}/${purpose}-${Math.random().toString(36).slice(2)}.pdf`,
        originalName: `${purpose}.pdf`,
        contentType: 'application/pdf',
        size: 100,
      }),
    );
  }
  const complete = await updateCompany(db, company.id, {
    ...COMPLETE_PROFILE,
    environmentalDocumentFileId: documents[0]?.id,
    registrationFormFileId: documents[1]?.id,
    profileComplete: true,
  });
  return { company: complete, admin, cookie };
}

const COMPLETE_PROFILE = {
  address: 'Jl. Industri Raya No. 1',
  city: 'Bekasi',
  province: 'Jawa Barat',
  country: 'Indonesia',
  industry: 'Manufaktur',
  npwp: '0123456789012000',
  nib: '9120001234567',
  legalType: 'pt',
  picName: 'Budi Santoso',
  picEmail: 'pic@example.co.id',
  picPhone: '+6281234567890',
  environmentalDocumentType: 'UKLUPL',
} as const;
