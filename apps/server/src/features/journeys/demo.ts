import { randomUUID } from 'node:crypto';
import type { WasteType } from '@sirkula/domain/contracts/rules';
import { addDays, addMonths, type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers, vehicles } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { photoJpeg, signaturePng } from '../../seed/images.ts';
import { findUserByEmail } from '../auth/public.ts';
import {
  createUser,
  DEMO_CUSTOMER,
  DEMO_PARTNER,
  DEMO_PASSWORD,
  DEMO_RECEIVER,
  findCompany,
  updateCompany,
  withDocuments,
} from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { assign, createTransitHub } from '../fleet/public.ts';
import { numberManifestOf } from '../manifests/public.ts';
import type { StorageDeps } from '../storage/public.ts';
import { type ContractRow, createContract, createWasteRecord } from '../waste/public.ts';
import { demoPastJourneys } from './demo-past.ts';
import * as handover from './handover.ts';
import * as phone from './phone.ts';
import * as service from './service.ts';

const HOUR = 60 * 60 * 1000;

/** A WIB wall-clock time on a calendar day, as the instant it is. */
function wib(day: CalendarDate, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+07:00`);
}

interface Cast {
  staff: Actor;
  driver: Actor;
  receiver: Actor;
  storage: StorageDeps;
  parties: { angkutHijau: string; transLimbah: string; olahLimbah: string };
  contracts: { maju: ContractRow; sehat: ContractRow };
  hubs: { cikarang: string };
  /** Who asked for the pickups at each customer. */
  requesters: { maju: string | null; sehat: string | null };
}

function actorOf(user: {
  id: string;
  userType: Actor['userType'];
  role: Actor['role'];
  companyId: string | null;
}): Actor {
  return {
    id: user.id,
    userType: user.userType,
    role: user.role,
    companyId: user.companyId,
    mustChangePassword: false,
  };
}

async function actor(db: Db, email: string): Promise<Actor> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`Demo account ${email} is missing`);
  return actorOf(user);
}

/**
 * The processor completes its profile (address and both documents), as a receiver must before its
 * people can work in the waste screens.
 */
async function completeReceiver(storage: StorageDeps, companyId: string) {
  const company = await findCompany(storage.db, companyId);
  if (!company || company.profileComplete) return;
  const addressed = await updateCompany(storage.db, companyId, {
    address: company.address ?? 'Jl. Raya Narogong Km 12, Cileungsi',
    environmentalDocumentType: company.environmentalDocumentType ?? 'AMDAL',
  });
  await withDocuments(storage, addressed);
}

/** The processor's receiving clerk, made here unless an earlier seed or the provider already made it. */
async function receiverAccount(context: DemoContext, companyId: string) {
  const existing = await context.userId(DEMO_RECEIVER.email);
  if (existing) return { actor: await actor(context.storage.db, DEMO_RECEIVER.email), created: false };
  const { company: _company, ...person } = DEMO_RECEIVER;
  const user = await createUser(context.storage.db, {
    ...person,
    status: 'active',
    password: DEMO_PASSWORD,
    companyId,
  });
  return { actor: actorOf(user), created: true };
}

const notify = async () => undefined;

/** A waiting pickup request the team has confirmed, asked for `day`. */
function request(cast: Cast, whose: 'maju' | 'sehat', day: CalendarDate, type: WasteType, quantity: number) {
  return createWasteRecord(cast.storage.db, {
    contract: cast.contracts[whose],
    status: 'waiting',
    confirmed: true,
    type,
    subType: type === 'b3' ? (whose === 'sehat' ? 'medicalIndustry' : 'generalIndustry') : null,
    wasteCode: type === 'b3' ? (whose === 'sehat' ? 'A337-1' : 'B105d') : null,
    packaging: type === 'b3' ? 'drum' : 'jumboBag',
    quantity,
    transactionDate: addDays(day, -3),
    requestedPickupDate: day,
    actorId: cast.requesters[whose],
    actors: { internal: cast.staff.id },
    audited: true,
  });
}

async function vehicleId(db: Db, plate: string) {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, plate));
  return row?.id ?? null;
}

async function driverId(db: Db, name: string) {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.name, name));
  return row?.id ?? null;
}

interface Plan {
  day: CalendarDate;
  transporterId: string;
  receiverId: string;
  records: Array<{ id: string }>;
  hub?: boolean;
  fleet?: { plate: string; driver: string };
}

async function plan(cast: Cast, input: Plan) {
  const saved = await service.create(
    cast.storage.db,
    cast.staff,
    {
      transporterId: input.transporterId,
      receiverId: input.receiverId,
      plannedOn: input.day,
      transitHubId: input.hub ? cast.hubs.cikarang : null,
      wasteRecordIds: input.records.map((record) => record.id),
    },
    wib(addDays(input.day, -2), 14, 10),
  );
  const { journeyId } = saved;
  const [vehicle, driver] = input.fleet
    ? [
        await vehicleId(cast.storage.db, input.fleet.plate),
        await driverId(cast.storage.db, input.fleet.driver),
      ]
    : [null, null];
  // Assigned through the fleet's own rules; a vehicle the rules refuse simply stays unassigned.
  if (vehicle && driver) {
    await assign(
      cast.storage.db,
      cast.staff,
      journeyId,
      { vehicleId: vehicle, driverId: driver },
      wib(addDays(input.day, -1), 16),
    ).catch(() => undefined);
  }
  return journeyId;
}

/** A pickup handover as the driver's phone sends it, with two photos of the load and the signature. */
async function pickUp(
  cast: Cast,
  by: Actor,
  journeyId: string,
  recordId: string,
  quantity: number,
  at: Date,
  sentAt = at,
) {
  const seed = Math.floor(at.getTime() / 60_000) % 97;
  const form = {
    fields: {
      idempotencyKey: randomUUID(),
      quantity: String(quantity),
      personInCharge: PEOPLE_IN_CHARGE[seed % PEOPLE_IN_CHARGE.length] ?? 'Slamet Riyadi',
      occurredAt: at.toISOString(),
      latitude: String(-6.29 - (seed % 7) / 100),
      longitude: String(107.15 + (seed % 5) / 100),
    },
    files: [
      { field: 'signature', fileName: 'tanda-tangan.png', data: signaturePng() },
      { field: 'photos', fileName: 'muatan-1.jpg', data: photoJpeg(480, 360, seed + 1) },
      { field: 'photos', fileName: 'muatan-2.jpg', data: photoJpeg(480, 360, seed + 2) },
    ],
  };
  // Festronik numbered the manifest before the waste left (the manifests' demo sets where it stands now).
  await numberManifestOf(cast.storage.db, { journeyId, wasteRecordId: recordId, updatedBy: cast.staff.id });
  await phone.pickUp(
    { db: cast.storage.db, notify, publicUrl: '', storage: cast.storage, mapTiles: null },
    by,
    { id: journeyId, wasteRecordId: recordId },
    async () => form,
    sentAt,
  );
}

const PEOPLE_IN_CHARGE = ['Slamet Riyadi', 'Yuliana Putri', 'Hartono Wibisono', 'Dwi Lestari'];

function deps(cast: Cast) {
  return { db: cast.storage.db, notify, publicUrl: '', mapTiles: null };
}

const action = (at: Date) => ({ idempotencyKey: randomUUID(), occurredAt: at.toISOString() });

async function receive(
  cast: Cast,
  journeyId: string,
  recordId: string,
  quantity: number,
  at: Date,
  by = cast.receiver,
) {
  await handover.receive(
    deps(cast),
    by,
    { journeyId, wasteRecordId: recordId },
    { ...action(at), quantity },
    at,
  );
}

async function certificate(number: string, day: CalendarDate): Promise<Buffer> {
  return renderPdf({
    content: [
      { text: 'BERITA ACARA PENGOLAHAN LIMBAH', style: 'title' },
      { text: `Nomor: BA/${number}/${day.slice(0, 4)}`, margin: [0, 8, 0, 8] },
      `Limbah pada perjalanan ${number} telah diterima dan diolah sesuai izin pengolahan limbah B3 pada ${day}.`,
    ],
    styles: { title: { fontSize: 14, bold: true } },
  });
}

async function processed(
  cast: Cast,
  journeyId: string,
  number: string,
  day: CalendarDate,
  by = cast.receiver,
) {
  const form = {
    fields: action(wib(day, 15)),
    files: [
      { field: 'certificate', fileName: `berita-acara-${number}.pdf`, data: await certificate(number, day) },
    ],
  };
  await phone.confirmProcessing(
    { db: cast.storage.db, notify, publicUrl: '', storage: cast.storage, mapTiles: null },
    by,
    journeyId,
    async () => form,
    wib(day, 15, 5),
  );
}

async function numberOf(cast: Cast, journeyId: string) {
  return (await service.get(cast.storage.db, cast.staff, journeyId)).number;
}

/** Delivered whole, processed with its certificate, completed: the usual end of a journey. */
async function completedJourney(cast: Cast, day: CalendarDate, withHub: boolean) {
  const maju = await request(cast, 'maju', day, 'b3', 180);
  const sehat = await request(cast, 'sehat', day, 'b3', 64);
  const records = [maju, sehat];
  const id = await plan(cast, {
    day,
    transporterId: cast.parties.angkutHijau,
    receiverId: cast.parties.olahLimbah,
    records,
    hub: withHub,
    fleet: { plate: 'B 9027 TQA', driver: 'Dedi Kurniawan' },
  });
  await pickUp(cast, cast.driver, id, maju.id, 178.5, wib(day, 9, 20));
  await pickUp(cast, cast.driver, id, sehat.id, 64, wib(day, 10, 45));
  if (withHub) {
    await handover.scanAtHub(deps(cast), cast.driver, id, 'hubIn', action(wib(day, 12)), wib(day, 12));
    await handover.scanAtHub(
      deps(cast),
      cast.driver,
      id,
      'hubOut',
      action(wib(day, 13, 30)),
      wib(day, 13, 30),
    );
  }
  await receive(cast, id, maju.id, 178.5, wib(day, 15, 10));
  await receive(cast, id, sehat.id, 64, wib(day, 15, 25));
  await processed(cast, id, await numberOf(cast, id), addDays(day, 2));
  await handover.complete(cast.storage.db, cast.staff, id, wib(addDays(day, 3), 10));
}

/** One record arrived short and one never arrived: the discrepancy waits for staff. */
async function shortJourney(cast: Cast, day: CalendarDate) {
  const maju = await request(cast, 'maju', day, 'nonB3', 400);
  const sehat = await request(cast, 'sehat', day, 'b3', 80);
  const records = [maju, sehat];
  const id = await plan(cast, {
    day,
    transporterId: cast.parties.angkutHijau,
    receiverId: cast.parties.olahLimbah,
    records,
    fleet: { plate: 'B 9514 KJA', driver: 'Dedi Kurniawan' },
  });
  await pickUp(cast, cast.driver, id, maju.id, 400, wib(day, 9, 5));
  await pickUp(cast, cast.driver, id, sehat.id, 80, wib(day, 10, 30));
  await receive(cast, id, maju.id, 362.5, wib(day, 14, 40));
  await handover.closeDelivery(deps(cast), cast.receiver, id, action(wib(day, 16)), wib(day, 16));
}

/**
 * Electronic waste carried and used by one company that holds both roles, processed and waiting for
 * staff to close it. Trans Limbah has no accounts here: the provider's staff recorded its steps.
 */
async function processedJourney(cast: Cast, day: CalendarDate) {
  const record = await request(cast, 'maju', day, 'electronic', 48);
  const id = await plan(cast, {
    day,
    transporterId: cast.parties.transLimbah,
    receiverId: cast.parties.transLimbah,
    records: [record],
    fleet: { plate: 'L 9456 UC', driver: 'Bambang Setiawan' },
  });
  await pickUp(cast, cast.staff, id, record.id, 47.5, wib(day, 10));
  await receive(cast, id, record.id, 47.5, wib(day, 15), cast.staff);
  await processed(cast, id, await numberOf(cast, id), addDays(day, 1), cast.staff);
}

/** On the road today and yesterday: at the transit hub, and half picked up (one handover sent from offline). */
async function journeysUnderWay(cast: Cast, today: CalendarDate, now: Date) {
  const yesterday = addDays(today, -1);
  const atHub = await request(cast, 'maju', yesterday, 'b3', 210);
  const hubJourney = await plan(cast, {
    day: yesterday,
    transporterId: cast.parties.angkutHijau,
    receiverId: cast.parties.olahLimbah,
    records: [atHub],
    hub: true,
    fleet: { plate: 'B 9514 KJA', driver: 'Wahyu Hidayat' },
  });
  await pickUp(cast, cast.driver, hubJourney, atHub.id, 208, wib(yesterday, 9, 40));
  await handover.scanAtHub(
    deps(cast),
    cast.driver,
    hubJourney,
    'hubIn',
    action(wib(yesterday, 13)),
    wib(yesterday, 13),
  );

  const first = await request(cast, 'maju', today, 'b3', 150);
  const records = [first, await request(cast, 'sehat', today, 'b3', 40)];
  const road = await plan(cast, {
    day: today,
    transporterId: cast.parties.angkutHijau,
    receiverId: cast.parties.olahLimbah,
    records,
    fleet: { plate: 'B 9027 TQA', driver: 'Dedi Kurniawan' },
  });
  // Taken in a basement loading bay without signal, sent 40 minutes later from the phone's queue.
  const takenAt = new Date(Math.min(now.getTime() - HOUR, wib(today, 9, 15).getTime()));
  await pickUp(cast, cast.driver, road, first.id, 151, takenAt, new Date(takenAt.getTime() + 40 * 60_000));
}

/** Planned for the coming days: one with its vehicle and driver, one still to assign. */
async function plannedJourneys(cast: Cast, today: CalendarDate) {
  const tomorrow = addDays(today, 1);
  await plan(cast, {
    day: tomorrow,
    transporterId: cast.parties.angkutHijau,
    receiverId: cast.parties.olahLimbah,
    records: [
      await request(cast, 'maju', tomorrow, 'b3', 120),
      await request(cast, 'sehat', tomorrow, 'b3', 55),
    ],
    fleet: { plate: 'B 9027 TQA', driver: 'Dedi Kurniawan' },
  });
  const later = addDays(today, 2);
  await plan(cast, {
    day: later,
    transporterId: cast.parties.transLimbah,
    receiverId: cast.parties.olahLimbah,
    records: [await request(cast, 'maju', later, 'nonB3', 300)],
  });
}

/** Cancelled for a flood; its record went back to waiting for a new plan. */
async function cancelledJourney(cast: Cast, today: CalendarDate) {
  const day = addDays(today, -8);
  const record = await request(cast, 'maju', day, 'nonB3', 260);
  const id = await plan(cast, {
    day,
    transporterId: cast.parties.transLimbah,
    receiverId: cast.parties.olahLimbah,
    records: [record],
  });
  await service.cancel(
    deps(cast),
    cast.staff,
    id,
    'Armada dialihkan untuk tanggap darurat banjir di Bekasi',
    wib(addDays(day, -1), 17),
  );
}

async function contractFor(db: Db, companyId: string, today: CalendarDate) {
  return createContract(db, {
    companyId,
    startDate: addMonths(today, -3),
    endDate: addMonths(today, 9),
    unit: 'kg',
    pricePerUnit: 6_500,
    frequency: 'monthly',
    maxQuantityPerFrequency: 2_000,
    wasteTypes: ['b3', 'nonB3', 'electronic'],
  });
}

/** Journeys in every stage and status, with their photos, signatures and certificates, and the transit hubs. */
export async function demoJourneys(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  const today = jakartaToday(context.now);
  const olahLimbah = await context.companyId('PT Olah Limbah Prima');
  await completeReceiver(context.storage, olahLimbah);
  const receiverUser = await receiverAccount(context, olahLimbah);
  const cikarang = await createTransitHub(db, {
    name: 'Depo Transit Cikarang',
    address: 'Jl. Jababeka Raya Blok F No. 8, Cikarang Utara',
    city: 'Bekasi',
  });
  await createTransitHub(db, {
    name: 'Depo Transit Gresik',
    address: 'Jl. Raya Manyar Km 11, Manyar',
    city: 'Gresik',
  });
  const sehat = await context.companyId('PT Sehat Medika Farma');
  const cast: Cast = {
    staff: await actor(db, 'ops@demo.sirkula.id'),
    driver: await actor(db, 'driver@demo.sirkula.id'),
    receiver: receiverUser.actor,
    storage: context.storage,
    parties: {
      angkutHijau: await context.companyId(DEMO_PARTNER.name),
      transLimbah: await context.companyId('PT Trans Limbah Nusantara'),
      olahLimbah,
    },
    contracts: {
      maju: await contractFor(db, await context.companyId(DEMO_CUSTOMER.name), today),
      sehat: await contractFor(db, sehat, today),
    },
    hubs: { cikarang: cikarang.id },
    requesters: {
      maju: await context.userId('customer@demo.sirkula.id'),
      sehat: await context.userId('ratna@sehatmedika.co.id'),
    },
  };
  await demoPastJourneys(db, await context.companyId(DEMO_CUSTOMER.name), {
    transporterId: cast.parties.angkutHijau,
    receiverId: olahLimbah,
    staffId: cast.staff.id,
    driverId: cast.driver.id,
    receiverUserId: cast.receiver.id,
    fleet: { vehicleId: await vehicleId(db, 'B 9027 TQA'), driverId: await driverId(db, 'Dedi Kurniawan') },
  });
  await completedJourney(cast, addDays(today, -20), false);
  // Within the dashboards' 7 days, so the funnel's completed stage has one on a fresh install.
  await completedJourney(cast, addDays(today, -6), true);
  await cancelledJourney(cast, today);
  await shortJourney(cast, addDays(today, -5));
  await processedJourney(cast, addDays(today, -3));
  await journeysUnderWay(cast, today, context.now);
  await plannedJourneys(cast, today);
  return { companyIds: [], userIds: receiverUser.created ? [receiverUser.actor.id] : [] };
}
