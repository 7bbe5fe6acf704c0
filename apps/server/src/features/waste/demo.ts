import { addDays, addMonths, jakartaToday } from '@sirkula/domain/shared/dates';
import type { WasteStatus } from '@sirkula/domain/waste/rules';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { DEMO_CUSTOMER, DEMO_PARTNER } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { createContract, createWasteRecord } from './factories.ts';

interface DemoParties {
  customerId: string;
  customerAdminId: string | null;
  /** The staff member who plans journeys, and the partner's driver who picks up and delivers. */
  staffId: string | null;
  driverId: string | null;
  partnerId: string;
  otherCustomerIds: string[];
}

/**
 * What the demo customer's waste looks like over the last three months, oldest request first. A pickup
 * is two days after its request unless `pickupInDays` puts it that many days from the seeding day, so
 * staff's home always has pickups for today and tomorrow (WIB), one of them still awaiting confirmation.
 * `rescheduledFromInDays` is the day the customer first asked for, before staff moved the pickup.
 */
const HISTORY: Array<{
  daysAgo: number;
  status: WasteStatus;
  type: 'b3' | 'nonB3' | 'electronic';
  quantity: number;
  pickupInDays?: number;
  rescheduledFromInDays?: number;
}> = [
  { daysAgo: 84, status: 'delivered', type: 'b3', quantity: 180 },
  { daysAgo: 77, status: 'delivered', type: 'nonB3', quantity: 420 },
  { daysAgo: 70, status: 'delivered', type: 'b3', quantity: 150.5 },
  { daysAgo: 63, status: 'cancelled', type: 'electronic', quantity: 35 },
  { daysAgo: 56, status: 'delivered', type: 'b3', quantity: 210 },
  { daysAgo: 49, status: 'delivered', type: 'nonB3', quantity: 380 },
  { daysAgo: 42, status: 'delivered', type: 'electronic', quantity: 48 },
  { daysAgo: 35, status: 'delivered', type: 'b3', quantity: 195 },
  { daysAgo: 28, status: 'partiallyDelivered', type: 'nonB3', quantity: 400 },
  { daysAgo: 21, status: 'delivered', type: 'b3', quantity: 160 },
  { daysAgo: 7, status: 'journeyAssigned', type: 'nonB3', quantity: 350, pickupInDays: 0 },
  { daysAgo: 3, status: 'waiting', type: 'b3', quantity: 140, pickupInDays: 1, rescheduledFromInDays: 0 },
  { daysAgo: 2, status: 'onProgress', type: 'b3', quantity: 175 },
  { daysAgo: 2, status: 'waiting', type: 'electronic', quantity: 60, pickupInDays: 1 },
  { daysAgo: 1, status: 'drafted', type: 'nonB3', quantity: 300, pickupInDays: 3 },
];

const CODE = { b3: 'B105d', nonB3: null, electronic: null } as const;
const SUB_TYPE = { b3: 'generalIndustry', nonB3: null, electronic: null } as const;
const PACKAGING = { b3: 'drum', nonB3: 'jumboBag', electronic: 'box' } as const;
const RESCHEDULE_MESSAGE = 'Armada kami penuh pada tanggal yang diminta; kami jemput keesokan harinya.';

/** Contracts of every status and a quarter of waste records, dated from today so the demo stays current. */
export async function seedDemoWaste(db: Db, parties: DemoParties, now: Date): Promise<void> {
  const today = jakartaToday(now);
  const main = await createContract(db, {
    companyId: parties.customerId,
    startDate: addMonths(today, -10),
    endDate: addMonths(today, 8),
    unit: 'kg',
    pricePerUnit: 4_500,
    frequency: 'weekly',
    maxQuantityPerFrequency: 1_500,
    wasteTypes: ['b3', 'nonB3', 'electronic'],
    ppnRate: 12,
    notes: 'Penjemputan limbah B3 dan non-B3 dari pabrik Jababeka.',
  });
  await createContract(db, {
    companyId: parties.customerId,
    startDate: addMonths(today, -23),
    endDate: addMonths(today, -11),
    unit: 'bin',
    pricePerUnit: 175_000,
    frequency: 'every2Weeks',
    maxQuantityPerFrequency: 10,
    wasteTypes: ['nonB3'],
  });
  await createContract(db, {
    companyId: parties.customerId,
    status: 'draft',
    createdOn: today,
    startDate: addDays(today, 14),
    endDate: addMonths(addDays(today, 14), 12),
    unit: 'bin',
    pricePerUnit: 150_000,
    frequency: 'monthly',
    maxQuantityPerFrequency: 8,
    onDemand: true,
    paymentTiming: 'advance',
    paymentTerm: 'dueOnReceipt',
    wasteTypes: ['medical'],
  });
  await createContract(db, {
    companyId: parties.partnerId,
    kind: 'partner',
    startDate: addMonths(today, -6),
    endDate: addMonths(today, 18),
    unit: 'kg',
    pricePerUnit: 1_200,
    frequency: 'monthly',
    maxQuantityPerFrequency: 50_000,
    paymentCycle: 'monthly',
    paymentTerm: 'net45',
    wasteTypes: ['b3', 'nonB3', 'electronic'],
  });
  for (const companyId of parties.otherCustomerIds) {
    await createContract(db, {
      companyId,
      status: 'draft',
      createdOn: today,
      startDate: addDays(today, 7),
      endDate: addMonths(today, 12),
    });
  }

  for (const entry of HISTORY) {
    const date = addDays(today, -entry.daysAgo);
    await createWasteRecord(db, {
      contract: main,
      status: entry.status,
      type: entry.type,
      subType: SUB_TYPE[entry.type],
      wasteCode: CODE[entry.type],
      packaging: PACKAGING[entry.type],
      quantity: entry.quantity,
      transactionDate: date,
      requestedPickupDate:
        entry.pickupInDays === undefined ? addDays(date, 2) : addDays(today, entry.pickupInDays),
      actorId: parties.customerAdminId,
      actors: { internal: parties.staffId, partner: parties.driverId },
      rescheduled:
        entry.rescheduledFromInDays === undefined
          ? undefined
          : { from: addDays(today, entry.rescheduledFromInDays), message: RESCHEDULE_MESSAGE },
      audited: true,
    });
  }
}

/** The waste seed, on the demo customer, partner and accounts the accounts seed made. */
export async function demoWaste(context: DemoContext): Promise<DemoRows> {
  const otherCustomers = ['PT Sehat Medika Farma', 'Rumah Sakit Harapan Kasih'];
  await seedDemoWaste(
    context.storage.db,
    {
      customerId: await context.companyId(DEMO_CUSTOMER.name),
      customerAdminId: await context.userId('customer@demo.sirkula.id'),
      staffId: await context.userId('ops@demo.sirkula.id'),
      driverId: await context.userId('sopir@angkuthijau.co.id'),
      partnerId: await context.companyId(DEMO_PARTNER.name),
      otherCustomerIds: await context.companyIds(otherCustomers),
    },
    context.now,
  );
  return { companyIds: [], userIds: [] };
}
