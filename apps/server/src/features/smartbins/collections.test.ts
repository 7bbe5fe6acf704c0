import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smartBins, wasteRecords } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, completeCustomer, signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { createContract } from '../waste/factories.ts';
import { createBin } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: Awaited<ReturnType<typeof completeCustomer>>;
let rival: Awaited<ReturnType<typeof completeCustomer>>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
  rival = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
});
afterAll(() => ctx.close());

const today = () => jakartaToday(new Date());

async function binsOnContract(
  companyId: string,
  count: number,
  wasteTypes: Array<'nonB3' | 'b3'> = ['nonB3'],
) {
  const contract = await createContract(ctx.db, {
    companyId,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 300),
    frequency: 'yearly',
    maxQuantityPerFrequency: 1_000,
    unit: 'bin',
    wasteTypes,
  });
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      createBin(ctx.db, { companyId, contractId: contract.id, label: `Tempat ${index + 1}` }),
    ),
  );
}

function collection(binIds: string[], extra: Record<string, unknown> = {}) {
  return {
    pickups: binIds.map((binId) => ({ binId, quantity: 1 })),
    requestedPickupDate: addDays(earliestPickupDate(new Date()), 1),
    timeWindow: 'morning',
    acknowledged: true,
    ...extra,
  };
}

const recordsOfBin = (binId: string) =>
  ctx.db.select().from(wasteRecords).where(eq(wasteRecords.smartBinId, binId));

describe('collecting from bins in one step', () => {
  it('turns a customer’s bins into pickup requests on their contracts, one per bin', async () => {
    const bins = await binsOnContract(customer.company.id, 2);
    const answer = await call(
      'POST',
      '/smartbins/collections',
      customer.cookie,
      collection(bins.map((bin) => bin.id)),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      journeyId: null,
      message: '2 pickup requests made from the bins.',
    });
    for (const bin of bins) {
      expect(await recordsOfBin(bin.id)).toMatchObject([
        { status: 'waiting', packaging: 'bin', quantity: 1 },
      ]);
    }
  });

  it('lets staff confirm them and plan them as one journey', async () => {
    const bins = await binsOnContract(customer.company.id, 3);
    const transporter = await createCompany(ctx.db, {
      name: 'PT Angkut Hijau',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const receiver = await createCompany(ctx.db, {
      name: 'PT Olah Limbah Prima',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    const answer = await call(
      'POST',
      '/smartbins/collections',
      staff,
      collection(
        bins.map((bin) => bin.id),
        { journey: { transporterId: transporter.id, receiverId: receiver.id } },
      ),
    );
    expect(answer.statusCode).toBe(201);
    const { journeyId, records } = answer.json();
    expect(records).toHaveLength(3);
    const journey = (await call('GET', `/journeys/${journeyId}`, staff)).json();
    expect(journey.records.map((record: { id: string }) => record.id).sort()).toEqual(
      records.map((record: { id: string }) => record.id).sort(),
    );
  });

  it('refuses a journey from a customer, another customer’s bin and a B3 bin without its code, making nothing', async () => {
    const [own] = await binsOnContract(customer.company.id, 1);
    const [theirs] = await binsOnContract(rival.company.id, 1);
    const [b3] = await binsOnContract(customer.company.id, 1, ['b3']);
    const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'CV Angkut Sendiri');
    const ids = (bin: { id: string } | undefined) => [bin?.id ?? ''];
    const asJourney = { journey: { transporterId: partner.company.id, receiverId: partner.company.id } };
    expect(
      (await call('POST', '/smartbins/collections', customer.cookie, collection(ids(own), asJourney)))
        .statusCode,
    ).toBe(403);
    const foreign = await call(
      'POST',
      '/smartbins/collections',
      customer.cookie,
      collection([own?.id ?? '', theirs?.id ?? '']),
    );
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['pickups.1.binId']);
    const noCode = await call('POST', '/smartbins/collections', customer.cookie, collection(ids(b3)), 'id');
    expect(noCode.statusCode).toBe(400);
    expect(Object.keys(noCode.json().fields)).toEqual(['pickups.0.subType', 'pickups.0.wasteCode']);
    for (const bin of [own, theirs, b3]) expect(await recordsOfBin(bin?.id ?? '')).toEqual([]);
    const coded = collection(ids(b3));
    coded.pickups[0] = {
      ...coded.pickups[0],
      subType: 'generalIndustry',
      wasteCode: 'B105d',
    } as (typeof coded.pickups)[number];
    expect((await call('POST', '/smartbins/collections', customer.cookie, coded)).statusCode).toBe(201);
  });

  it('names a refusal of the pickup itself under its bin’s row, and a bin awaiting its pickup is no longer due', async () => {
    const bins = await binsOnContract(customer.company.id, 2);
    const [first, second] = bins.map((bin) => bin.id);
    const overAllowance = collection([first ?? '', second ?? '']);
    overAllowance.pickups[1] = { binId: second ?? '', quantity: 5_000 };
    const refused = await call('POST', '/smartbins/collections', customer.cookie, overAllowance);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().fields)).toEqual(['pickups.1.quantity']);
    expect(await recordsOfBin(first ?? '')).toEqual([]);

    await ctx.db
      .update(smartBins)
      .set({ lastFillPercent: 95, lastReadingAt: new Date() })
      .where(inArray(smartBins.id, [first ?? '', second ?? '']));
    const due = async () =>
      (await call('GET', `/smartbins?dueWithinDays=1&companyId=${customer.company.id}`, customer.cookie))
        .json()
        .items.map((bin: { id: string }) => bin.id);
    expect(await due()).toEqual(expect.arrayContaining([first, second]));
    expect(
      (await call('POST', '/smartbins/collections', customer.cookie, collection([first ?? '']))).statusCode,
    ).toBe(201);
    const stillDue = await due();
    expect(stillDue).toContain(second);
    expect(stillDue).not.toContain(first);
  });
});
