import type { Branding } from '@sirkula/domain/settings';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { saveBranding } from '../features/settings/queries.ts';
import { createCompany, createUser } from './factories.ts';

/** Only the demo data of the embedded mode has a known password. */
export const DEMO_PASSWORD = 'Demo12345';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.sirkula.id', label: 'internal admin' },
  { email: 'customer@demo.sirkula.id', label: 'customer company admin' },
  { email: 'staff@demo.sirkula.id', label: 'customer user (not an admin)' },
  { email: 'partner@demo.sirkula.id', label: 'partner company admin' },
] as const;

const DEMO_BRANDING: Branding = {
  companyName: 'PT Sirkula Lestari Nusantara',
  companyLine: 'PT Sirkula Lestari Nusantara · Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  pseNumber: 'DEMO/PSE/2025',
  contactEmail: 'halo@demo.sirkula.id',
  copyrightYear: 2025,
};

/** Seeds the demo provider once: on a database that already has users it does nothing. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  await saveBranding(db, DEMO_BRANDING);
  const customer = await createCompany(db, { name: 'PT Maju Bersama Plastindo', kind: 'customer' });
  const partner = await createCompany(db, { name: 'PT Angkut Hijau Logistik', kind: 'partner' });
  const password = DEMO_PASSWORD;

  await createUser(db, {
    name: 'Rina Wulandari',
    email: 'admin@demo.sirkula.id',
    phone: '+6281210002001',
    password,
    userType: 'internal',
    role: 'admin',
  });
  await createUser(db, {
    name: 'Budi Santoso',
    email: 'customer@demo.sirkula.id',
    phone: '+6281310002002',
    password,
    userType: 'customer',
    role: 'admin',
    companyId: customer.id,
  });
  await createUser(db, {
    name: 'Siti Nurhaliza',
    email: 'staff@demo.sirkula.id',
    phone: '+6285710002003',
    password,
    userType: 'customer',
    role: 'member',
    companyId: customer.id,
  });
  await createUser(db, {
    name: 'Agus Prasetyo',
    email: 'partner@demo.sirkula.id',
    phone: '+6281110002004',
    password,
    userType: 'partner',
    role: 'admin',
    companyId: partner.id,
  });
  return true;
}
