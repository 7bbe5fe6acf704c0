import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journeyEvents, journeyRecords, journeys } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { type CompanyRow, createCompany } from '../companies/factories.ts';
import { createJourney } from '../journeys/factories.ts';
import { type ContractRow, createContract, createWasteRecord } from '../waste/factories.ts';
import { createDriver, createVehicle, type DriverFactoryInput } from './factories.ts';

const DAY = '2026-07-01';
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let transporter: CompanyRow;
let receiver: CompanyRow;
let kgContract: ContractRow;
let binContract: ContractRow;
let plates = 0;

beforeAll(async () => {
  // The evening before the planned day, in WIB: 30 June 22:00.
  ctx = await startTestApp({ clock: () => new Date('2026-06-30T15:00:00Z') });
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  transporter = await createCompany(ctx.db, {
    name: 'PT Angkut Uji',
    kind: 'partner',
    partnerRoles: ['transporter'],
  });
  receiver = await createCompany(ctx.db, {
    name: 'PT Olah Uji',
    kind: 'partner',
    partnerRoles: ['receiver'],
  });
  const customer = await createCompany(ctx.db, { name: 'PT Pabrik Uji', kind: 'customer' });
  kgContract = await createContract(ctx.db, { companyId: customer.id, unit: 'kg' });
  binContract = await createContract(ctx.db, { companyId: customer.id, unit: 'bin' });
});
afterAll(() => ctx.close());

/** A fresh vehicle of the transporter, with a plate no other test uses. */
function vehicle(input: Partial<Parameters<typeof createVehicle>[1]> = {}) {
  plates += 1;
  return createVehicle(ctx.db, { companyId: transporter.id, plate: `B ${plates} UJI`, ...input });
}

function driver(input: Partial<DriverFactoryInput> = {}) {
  return createDriver(ctx.db, { companyId: transporter.id, ...input });
}

/** A journey on DAY carrying one record of `type` and `quantity` kg. */
async function journey(load: { type?: 'b3' | 'nonB3'; quantity?: number } = {}, plannedOn = DAY) {
  const record = await createWasteRecord(ctx.db, {
    contract: kgContract,
    type: load.type ?? 'nonB3',
    quantity: load.quantity ?? 100,
  });
  return createJourney(ctx.db, {
    transporterId: transporter.id,
    receiverId: receiver.id,
    plannedOn,
    records: [record],
  });
}

function assign(journeyId: string, body: { vehicleId: string; driverId: string }, language = 'en') {
  return call('PUT', `/fleet/assignments/${journeyId}`, staff, body, language);
}

describe('assigning a vehicle and driver', () => {
  it('puts them on the journey with a timeline event and an audit entry', async () => {
    const [trip, truck, person] = [
      await journey(),
      await vehicle(),
      await driver({ name: 'Dedi Kurniawan' }),
    ];
    const answer = await assign(trip.id, { vehicleId: truck.id, driverId: person.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      journey: { id: trip.id, number: trip.number, plannedOn: DAY, vehicleId: truck.id, driverId: person.id },
      message: `Journey ${trip.number} now has its vehicle and driver.`,
    });
    const [events, audit] = await Promise.all([
      ctx.db.select().from(journeyEvents).where(eq(journeyEvents.journeyId, trip.id)),
      ctx.db.select().from(auditLog).where(eq(auditLog.entityId, trip.id)),
    ]);
    expect(events).toMatchObject([{ kind: 'assigned', note: `${truck.plate} · Dedi Kurniawan` }]);
    expect(audit).toMatchObject([{ entity: 'journey', action: 'assign' }]);
  });

  it('refuses a vehicle or driver already on another journey that day, naming each', async () => {
    const [truck, person] = [await vehicle(), await driver()];
    const first = await journey();
    expect((await assign(first.id, { vehicleId: truck.id, driverId: person.id })).statusCode).toBe(200);

    const second = await journey();
    const answer = await assign(second.id, { vehicleId: truck.id, driverId: person.id }, 'id');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'ASSIGNMENT_REFUSED',
      fields: {
        vehicleBusy: 'Kendaraan sudah memiliki perjalanan lain pada hari itu.',
        driverBusy: 'Pengemudi sudah memiliki perjalanan lain pada hari itu.',
      },
    });
    expect(answer.json().message).toContain('Kendaraan sudah memiliki perjalanan lain pada hari itu.');
    const [unchanged] = await ctx.db.select().from(journeys).where(eq(journeys.id, second.id));
    expect(unchanged).toMatchObject({ vehicleId: null, driverId: null });

    // The next day they are free; and a cancelled journey keeps nobody busy.
    const nextDay = await journey({}, '2026-07-02');
    expect((await assign(nextDay.id, { vehicleId: truck.id, driverId: person.id })).statusCode).toBe(200);
    await ctx.db.update(journeys).set({ status: 'cancelled' }).where(eq(journeys.id, first.id));
    expect((await assign(second.id, { vehicleId: truck.id, driverId: person.id })).statusCode).toBe(200);
  });

  it('refuses a vehicle smaller than the kilograms on board; bins and records that left do not count', async () => {
    const trip = await journey({ quantity: 500 });
    const bins = await createWasteRecord(ctx.db, { contract: binContract, quantity: 900 });
    const gone = await createWasteRecord(ctx.db, { contract: kgContract, quantity: 900 });
    await ctx.db.insert(journeyRecords).values([
      { journeyId: trip.id, wasteRecordId: bins.id, customerId: bins.companyId },
      { journeyId: trip.id, wasteRecordId: gone.id, customerId: gone.companyId, leftAt: new Date() },
    ]);
    const person = await driver();
    const small = await assign(trip.id, {
      vehicleId: (await vehicle({ capacityKg: 499 })).id,
      driverId: person.id,
    });
    expect(small.statusCode).toBe(409);
    expect(Object.keys(small.json().fields)).toEqual(['overCapacity']);
    const exact = await assign(trip.id, {
      vehicleId: (await vehicle({ capacityKg: 500 })).id,
      driverId: person.id,
    });
    expect(exact.statusCode).toBe(200);
  });

  it('for B3 waste, accepts documents expiring on the planned date and refuses those expired the day before', async () => {
    const onTheDay = { b3PermitExpiresOn: DAY, registrationExpiresOn: DAY, roadworthinessExpiresOn: DAY };
    const valid = await assign((await journey({ type: 'b3' })).id, {
      vehicleId: (await vehicle(onTheDay)).id,
      driverId: (await driver({ licenceExpiresOn: DAY, b3TrainingExpiresOn: DAY })).id,
    });
    expect(valid.statusCode).toBe(200);

    const dayBefore = '2026-06-30';
    const lapsed = {
      vehicleId: (
        await vehicle({
          b3PermitExpiresOn: dayBefore,
          registrationExpiresOn: dayBefore,
          roadworthinessExpiresOn: dayBefore,
        })
      ).id,
      driverId: (await driver({ licenceExpiresOn: dayBefore, b3TrainingExpiresOn: null })).id,
    };
    const refused = await assign((await journey({ type: 'b3' })).id, lapsed);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().fields)).toEqual([
      'permitExpired',
      'registrationExpired',
      'roadworthinessExpired',
      'licenceExpired',
      'trainingExpired',
    ]);
    expect(refused.json().message.split('\n')).toEqual([
      'This vehicle and driver cannot take the journey:',
      "• The vehicle's B3 transport permit is missing or expired on the planned date.",
      "• The vehicle's registration (STNK) has expired on the planned date.",
      "• The vehicle's roadworthiness test (KIR) has expired on the planned date.",
      "• The driver's licence has expired on the planned date.",
      "• The driver's B3 handling training is missing or expired on the planned date.",
    ]);

    // Without B3 waste on board the same documents do not matter.
    expect((await assign((await journey({ type: 'nonB3' })).id, lapsed)).statusCode).toBe(200);
  });

  it('refuses a vehicle or driver of another transporter, or an inactive one', async () => {
    const other = await createCompany(ctx.db, {
      name: 'PT Angkut Pesaing',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    plates += 1;
    const theirs = await createVehicle(ctx.db, { companyId: other.id, plate: `L ${plates} LAIN` });
    const resting = await driver({ active: false });
    const answer = await assign((await journey()).id, { vehicleId: theirs.id, driverId: resting.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      vehicleId: "Choose a vehicle of the journey's transporter.",
      driverId: 'This driver is inactive.',
    });
  });

  it('answers an unknown journey as not found and a picked-up one as no longer assignable', async () => {
    const body = { vehicleId: (await vehicle()).id, driverId: (await driver()).id };
    const unknown = await assign('00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Journey record not found');

    const trip = await journey();
    await ctx.db.update(journeys).set({ stage: 'pickup' }).where(eq(journeys.id, trip.id));
    expect((await assign(trip.id, body)).json().code).toBe('JOURNEY_NOT_ASSIGNABLE');
  });

  it('is refused to customers and partners', async () => {
    const trip = await journey();
    const body = { vehicleId: (await vehicle()).id, driverId: (await driver()).id };
    for (const kind of ['customer', 'partner'] as const) {
      const { cookie } = await companyWithAdmin(ctx.app, ctx.db, kind, `PT Tamu ${kind}`);
      expect((await call('PUT', `/fleet/assignments/${trip.id}`, cookie, body)).statusCode).toBe(403);
      expect((await call('GET', `/fleet/dispatch?day=${DAY}`, cookie)).statusCode).toBe(403);
    }
  });
});

describe('the dispatch board', () => {
  it('shows each vehicle’s and driver’s journeys of the day and those still to assign', async () => {
    const company = await createCompany(ctx.db, {
      name: 'PT Papan Uji',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const day = '2026-08-17';
    const truck = await createVehicle(ctx.db, { companyId: company.id, plate: 'B 17 AGS' });
    const idle = await createVehicle(ctx.db, { companyId: company.id, plate: 'B 18 AGS' });
    await createVehicle(ctx.db, { companyId: company.id, plate: 'B 19 AGS', active: false });
    const person = await createDriver(ctx.db, { companyId: company.id, name: 'Rudi Hartono' });
    const parties = { transporterId: company.id, receiverId: receiver.id, plannedOn: day };
    const assigned = await createJourney(ctx.db, { ...parties, vehicleId: truck.id, driverId: person.id });
    const b3 = await createWasteRecord(ctx.db, { contract: kgContract, type: 'b3', quantity: 250 });
    const waiting = await createJourney(ctx.db, { ...parties, records: [b3] });
    await createJourney(ctx.db, { ...parties, status: 'cancelled' });
    await createJourney(ctx.db, { ...parties, plannedOn: '2026-08-18', vehicleId: idle.id });

    const board = (await call('GET', `/fleet/dispatch?day=${day}&companyId=${company.id}`, staff)).json();
    const entry = { id: assigned.id, number: assigned.number, stage: 'scheduled', status: 'active' };
    expect(board.vehicles).toEqual([
      expect.objectContaining({ plate: 'B 17 AGS', journeys: [entry] }),
      expect.objectContaining({ plate: 'B 18 AGS', journeys: [] }),
    ]);
    expect(board.drivers).toEqual([expect.objectContaining({ name: 'Rudi Hartono', journeys: [entry] })]);
    expect(board.unassigned).toEqual([
      expect.objectContaining({
        id: waiting.id,
        plannedQuantityKg: 250,
        carriesB3: true,
        transporterName: 'PT Papan Uji',
      }),
    ]);
    expect(board.truncated).toBe(false);

    const bad = await call('GET', '/fleet/dispatch?day=2026-02-30', staff);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the assign dialog’s choices', () => {
  it('lists every active vehicle and driver with the reasons the assignment would refuse it', async () => {
    const company = await createCompany(ctx.db, {
      name: 'PT Pilihan Uji',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const day = '2026-09-01';
    const own = { companyId: company.id };
    const small = await createVehicle(ctx.db, { ...own, plate: 'B 21 PLH', capacityKg: 100 });
    const unpermitted = await createVehicle(ctx.db, { ...own, plate: 'B 22 PLH', b3PermitExpiresOn: null });
    const busy = await createVehicle(ctx.db, { ...own, plate: 'B 23 PLH' });
    const ready = await createVehicle(ctx.db, { ...own, plate: 'B 24 PLH' });
    await createVehicle(ctx.db, { ...own, plate: 'B 25 PLH', active: false });
    const elsewhere = await createDriver(ctx.db, { ...own, name: 'Agus Sibuk' });
    const untrained = await createDriver(ctx.db, { ...own, name: 'Budi Baru', b3TrainingExpiresOn: null });
    const free = await createDriver(ctx.db, { ...own, name: 'Citra Siap' });
    const parties = { transporterId: company.id, receiverId: receiver.id, plannedOn: day };
    await createJourney(ctx.db, { ...parties, vehicleId: busy.id, driverId: elsewhere.id });
    const b3 = await createWasteRecord(ctx.db, { contract: kgContract, type: 'b3', quantity: 250 });
    const trip = await createJourney(ctx.db, { ...parties, records: [b3] });

    const answer = await call('GET', `/fleet/assignments/${trip.id}/choices`, staff);
    expect(answer.statusCode).toBe(200);
    const choices = answer.json();
    expect(choices.journey).toEqual({
      id: trip.id,
      number: trip.number,
      plannedOn: day,
      plannedQuantityKg: 250,
      carriesB3: true,
      vehicleId: null,
      driverId: null,
    });
    const refusals = (rows: Array<{ id: string; refusals: string[] }>) =>
      Object.fromEntries(rows.map((row) => [row.id, row.refusals]));
    expect(refusals(choices.vehicles)).toEqual({
      [small.id]: ['overCapacity'],
      [unpermitted.id]: ['permitExpired'],
      [busy.id]: ['vehicleBusy'],
      [ready.id]: [],
    });
    expect(refusals(choices.drivers)).toEqual({
      [elsewhere.id]: ['driverBusy'],
      [untrained.id]: ['trainingExpired'],
      [free.id]: [],
    });
    expect(choices.truncated).toBe(false);

    // What the dialog offers is what the assignment accepts.
    expect((await assign(trip.id, { vehicleId: ready.id, driverId: free.id })).statusCode).toBe(200);
    const again = (await call('GET', `/fleet/assignments/${trip.id}/choices`, staff)).json();
    expect(again.journey).toMatchObject({ vehicleId: ready.id, driverId: free.id });
    expect(refusals(again.vehicles)[ready.id]).toEqual([]);
  });
});
