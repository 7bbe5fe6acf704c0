import type { UserRole, UserStatus, UserType } from '@sirkula/domain/users/rules';
import { DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_OTHER_COMPANIES, DEMO_PARTNER } from './demo-companies.ts';

/** The published password of every demo account; refused as a new password (see the domain's password rule). */
export const DEMO_PASSWORD = 'Demo12345';

export interface DemoPerson {
  name: string;
  email: string;
  phone?: string;
  userType: UserType;
  role: UserRole;
  status?: UserStatus;
  /** The demo company the person works for, by name; none for the provider's own staff. */
  company?: string;
}

/** The provider's staff and the people of the demo customers and partners; all share the demo password. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    name: 'Rina Wulandari',
    email: 'admin@demo.sirkula.id',
    phone: '+6281210002001',
    userType: 'internal',
    role: 'admin',
  },
  {
    name: 'Ir. Hendra Gunawan, M.T.',
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
    company: DEMO_CUSTOMER.name,
  },
  {
    name: 'Siti Nurhaliza',
    email: 'staff@demo.sirkula.id',
    phone: '+6285710002003',
    userType: 'customer',
    role: 'member',
    company: DEMO_CUSTOMER.name,
  },
  {
    name: 'Joko Widodo Saputra',
    email: 'gudang@majubersama.co.id',
    phone: '+6281310002010',
    userType: 'customer',
    role: 'member',
    company: DEMO_CUSTOMER.name,
  },
  {
    name: 'Maya Kartika',
    email: 'k3l@majubersama.co.id',
    phone: '+6281310002011',
    userType: 'customer',
    role: 'member',
    company: DEMO_CUSTOMER.name,
    status: 'inactive',
  },
  {
    name: 'Agus Prasetyo',
    email: 'partner@demo.sirkula.id',
    phone: '+6281110002004',
    userType: 'partner',
    role: 'admin',
    company: DEMO_PARTNER.name,
  },
  {
    name: 'Wahyu Hidayat',
    email: 'sopir@angkuthijau.co.id',
    phone: '+6281110002012',
    userType: 'partner',
    role: 'member',
    company: DEMO_PARTNER.name,
  },
  {
    name: 'Fitri Handayani',
    email: 'newcustomer@demo.sirkula.id',
    phone: '+6281510002013',
    userType: 'customer',
    role: 'admin',
    company: DEMO_NEW_CUSTOMER.name,
  },
  {
    name: 'Dewi Anggraini',
    email: 'dewi@olahlimbahprima.co.id',
    userType: 'partner',
    role: 'admin',
    company: 'PT Olah Limbah Prima',
  },
  {
    name: 'Eko Susanto',
    email: 'eko@berkahdaurulang.co.id',
    userType: 'partner',
    role: 'admin',
    company: 'CV Berkah Daur Ulang',
    status: 'pending',
  },
  {
    name: 'Dra. Ratna Sari, M.Kes.',
    email: 'ratna@sehatmedika.co.id',
    userType: 'customer',
    role: 'admin',
    company: 'PT Sehat Medika Farma',
  },
  {
    name: 'dr. Andi Lubis',
    email: 'andi.lubis@rsharapankasih.or.id',
    userType: 'customer',
    role: 'admin',
    company: 'Rumah Sakit Harapan Kasih',
  },
  {
    name: 'Lina Marlina',
    email: 'lina@batamjaya.co.id',
    userType: 'customer',
    role: 'admin',
    company: 'PT Elektronika Batam Jaya',
    status: 'pending',
  },
];

/**
 * The partner's driver, linked to a driver of its fleet. The fleet's seed creates the account (not the
 * accounts seed), so an install that had its accounts before the fleet existed receives it too.
 */
export const DEMO_DRIVER: DemoPerson & { phone: string } = {
  name: 'Dedi Kurniawan',
  email: 'driver@demo.sirkula.id',
  phone: '+6281110002020',
  userType: 'partner',
  role: 'member',
  company: DEMO_PARTNER.name,
};

/**
 * The processor's receiving clerk, who scans arrivals. The journeys seed creates the account, so an
 * install seeded before journeys existed receives it too.
 */
export const DEMO_RECEIVER: DemoPerson & { phone: string } = {
  name: 'Nur Aini Rahmawati',
  email: 'receiver@demo.sirkula.id',
  phone: '+6281110002030',
  userType: 'partner',
  role: 'member',
  company: 'PT Olah Limbah Prima',
};

export const DEMO_COMPANIES = [DEMO_CUSTOMER, DEMO_PARTNER, DEMO_NEW_CUSTOMER, ...DEMO_OTHER_COMPANIES];

/** The company the partnership seed's converted promotion lead became (made by that seed). */
export const DEMO_LEAD_COMPANY = 'PT Farmasi Sehat Lestari';

/**
 * How demo data is recognised in a database the seed marked nothing in (seeded before the marker
 * existed): the seed's e-mail addresses and company names.
 */
export const DEMO_SIGNATURE = {
  emails: [...DEMO_PEOPLE, DEMO_DRIVER, DEMO_RECEIVER].map((person) => person.email),
  companyNames: [...DEMO_COMPANIES.map((company) => company.name), DEMO_LEAD_COMPANY],
};
