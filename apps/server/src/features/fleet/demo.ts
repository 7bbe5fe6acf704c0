import { addDays, addMonths, type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { createUser, DEMO_DRIVER, DEMO_PARTNER, DEMO_PASSWORD } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import {
  createDriver,
  createVehicle,
  type DriverFactoryInput,
  type VehicleFactoryInput,
} from './factories.ts';

const TRANS_LIMBAH = 'PT Trans Limbah Nusantara';

/** The last day of `day`'s month. */
function endOfMonth(day: CalendarDate): CalendarDate {
  return addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);
}

/** Documents renewed some months ago, valid for months to come. */
function validFor(today: CalendarDate, months: number) {
  return {
    b3PermitExpiresOn: addMonths(today, months),
    registrationExpiresOn: addMonths(today, months + 3),
    roadworthinessExpiresOn: addMonths(today, Math.min(months, 5)),
  };
}

type Vehicle = Omit<VehicleFactoryInput, 'companyId'>;
type Driver = Omit<DriverFactoryInput, 'companyId'>;

/** Jakarta fleet (B plates): one truck's B3 permit runs out this month, as the fleet page shows. */
function angkutHijauVehicles(today: CalendarDate): Vehicle[] {
  return [
    {
      plate: 'B 9514 KJA',
      type: 'truck',
      capacityKg: 8_000,
      b3PermitNumber: 'SK.512/PSLB3/PLB.3/2025',
      ...validFor(today, 9),
      b3PermitExpiresOn: endOfMonth(today),
    },
    {
      plate: 'B 9027 TQA',
      type: 'boxTruck',
      capacityKg: 4_000,
      b3PermitNumber: 'SK.233/PSLB3/PLB.3/2025',
      ...validFor(today, 11),
    },
    {
      plate: 'B 9333 UXR',
      type: 'pickup',
      capacityKg: 1_000,
      b3PermitNumber: null,
      ...validFor(today, 7),
      b3PermitExpiresOn: null,
    },
  ];
}

/** Surabaya and Sidoarjo fleet (L and W plates). */
function transLimbahVehicles(today: CalendarDate): Vehicle[] {
  return [
    {
      plate: 'L 8123 AB',
      type: 'truck',
      capacityKg: 10_000,
      b3PermitNumber: 'SK.87/PSLB3/PLB.3/2026',
      ...validFor(today, 14),
    },
    {
      plate: 'L 9456 UC',
      type: 'tank',
      capacityKg: 15_000,
      b3PermitNumber: 'SK.88/PSLB3/PLB.3/2026',
      ...validFor(today, 13),
    },
    {
      plate: 'W 8811 NA',
      type: 'boxTruck',
      capacityKg: 5_000,
      b3PermitNumber: 'SK.89/PSLB3/PLB.3/2026',
      ...validFor(today, 10),
    },
  ];
}

function angkutHijauDrivers(today: CalendarDate, accounts: { demo: string; sopir: string | null }): Driver[] {
  return [
    {
      name: DEMO_DRIVER.name,
      phone: DEMO_DRIVER.phone,
      licenceNumber: '1203-8506-000123',
      licenceClass: 'B2Umum',
      licenceExpiresOn: addMonths(today, 30),
      b3TrainingExpiresOn: addMonths(today, 14),
      userId: accounts.demo,
    },
    {
      name: 'Wahyu Hidayat',
      phone: '+6281110002012',
      licenceNumber: '1203-9011-004567',
      licenceClass: 'B1Umum',
      licenceExpiresOn: addMonths(today, 22),
      b3TrainingExpiresOn: addMonths(today, 8),
      userId: accounts.sopir,
    },
    {
      // Training runs out within the fleet page's 30 days.
      name: 'Slamet Riyadi',
      phone: '+6281310004421',
      licenceNumber: '1203-7712-008890',
      licenceClass: 'B1',
      licenceExpiresOn: addMonths(today, 16),
      b3TrainingExpiresOn: addDays(today, 18),
    },
  ];
}

function transLimbahDrivers(today: CalendarDate): Driver[] {
  return [
    {
      name: 'Bambang Setiawan',
      phone: '+6281230007712',
      licenceNumber: '3578-8203-001122',
      licenceClass: 'B2Umum',
      licenceExpiresOn: addMonths(today, 26),
      b3TrainingExpiresOn: addMonths(today, 12),
    },
    {
      name: 'Heru Santoso',
      phone: '+6282140009931',
      licenceNumber: '3578-8807-003344',
      licenceClass: 'B1Umum',
      licenceExpiresOn: addMonths(today, 19),
      b3TrainingExpiresOn: addMonths(today, 10),
    },
  ];
}

async function seedFleet(db: Db, companyId: string, vehicles: Vehicle[], drivers: Driver[]) {
  for (const vehicle of vehicles) await createVehicle(db, { ...vehicle, companyId });
  for (const driver of drivers) await createDriver(db, { ...driver, companyId });
}

/** The partner's driver account, made here unless an earlier seed or the provider already made it. */
async function driverAccount(context: DemoContext, companyId: string) {
  const existing = await context.userId(DEMO_DRIVER.email);
  if (existing) return { id: existing, created: false };
  const { company: _company, ...person } = DEMO_DRIVER;
  const user = await createUser(context.storage.db, {
    ...person,
    status: 'active',
    password: DEMO_PASSWORD,
    companyId,
  });
  return { id: user.id, created: true };
}

/** The transporters' vehicles and drivers, and the partner's driver account used on the phone. */
export async function demoFleet(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  const today = jakartaToday(context.now);
  const partnerId = await context.companyId(DEMO_PARTNER.name);
  const account = await driverAccount(context, partnerId);
  const accounts = { demo: account.id, sopir: await context.userId('sopir@angkuthijau.co.id') };
  await seedFleet(db, partnerId, angkutHijauVehicles(today), angkutHijauDrivers(today, accounts));
  const transLimbah = await context.companyId(TRANS_LIMBAH);
  await seedFleet(db, transLimbah, transLimbahVehicles(today), transLimbahDrivers(today));
  return { companyIds: [], userIds: account.created ? [account.id] : [] };
}
