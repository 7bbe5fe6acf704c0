import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyRecords, journeys } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { type ContractRow, createContract, createWasteRecord } from '../waste/factories.ts';

// 10:00 WIB on Monday 23 November 2026: the last 7 days are 17–23 November.
const NOW = new Date('2026-11-23T03:00:00Z');
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
const cookies: Record<'staff' | 'customerA' | 'customerB' | 'transporter' | 'other', string> = {
  staff: '',
  customerA: '',
  customerB: '',
  transporter: '',
  other: '',
};

let journeyCount = 0;
let contractB: ContractRow | undefined;
async function journey(
  values: Pick<typeof journeys.$inferInsert, 'transporterId' | 'receiverId' | 'plannedOn' | 'stage'> &
    Partial<typeof journeys.$inferInsert>,
  carried: Array<{ id: string; companyId: string; sent?: number }>,
) {
  journeyCount += 1;
  const [row] = await ctx.db
    .insert(journeys)
    .values({ number: `JRN-2026-9${String(journeyCount).padStart(5, '0')}`, ...values })
    .returning();
  if (!row) throw new Error('no journey');
  for (const record of carried) {
    await ctx.db.insert(journeyRecords).values({
      journeyId: row.id,
      wasteRecordId: record.id,
      customerId: record.companyId,
      sentQuantity: record.sent ?? null,
    });
  }
  return row;
}

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => NOW });
  call = apiCaller(ctx.app);
  const company = (
    name: string,
    kind: 'customer' | 'partner',
    roles: Array<'transporter' | 'receiver'> = [],
  ) => createCompany(ctx.db, { name, kind, partnerRoles: roles, city: 'Bekasi' });
  const a = await company('PT Dasbor Satu', 'customer');
  const b = await company('PT Dasbor Dua', 'customer');
  const c = await company('PT Dasbor Tiga', 'customer');
  const transporter = await company('PT Dasbor Angkut', 'partner', ['transporter']);
  const receiver = await company('PT Dasbor Olah', 'partner', ['receiver']);
  const other = await company('PT Dasbor Lain', 'partner', ['transporter']);
  const contract = (companyId: string, unit: 'kg' | 'bin' = 'kg') =>
    createContract(ctx.db, { companyId, startDate: '2026-01-01', endDate: '2027-06-30', unit });
  const [ca, cb, cc] = [await contract(a.id), await contract(b.id), await contract(c.id, 'bin')];
  contractB = cb;
  const record = (on: ContractRow, values: Omit<Parameters<typeof createWasteRecord>[1], 'contract'>) =>
    createWasteRecord(ctx.db, {
      contract: on,
      transactionDate: '2026-11-20',
      wasteCode: values.type && values.type !== 'b3' ? null : undefined,
      ...values,
    });
  const a1 = await record(ca, { status: 'delivered', type: 'b3', wasteCode: 'B105d', quantity: 100 });
  const a2 = await record(ca, {
    status: 'onProgress',
    type: 'b3',
    wasteCode: 'A102d',
    quantity: 50,
    requestedPickupDate: '2026-11-22',
  });
  const a3 = await record(ca, {
    status: 'journeyAssigned',
    type: 'nonB3',
    quantity: 200,
    requestedPickupDate: TODAY,
  });
  await record(ca, { status: 'waiting', type: 'electronic', quantity: 30, requestedPickupDate: TODAY });
  await record(ca, { status: 'drafted', type: 'medical', quantity: 5 });
  await record(ca, { status: 'cancelled', type: 'other', quantity: 7 });
  await record(ca, {
    status: 'waiting',
    type: 'b3',
    wasteCode: 'B105d',
    quantity: 10,
    transactionDate: '2026-11-10',
    requestedPickupDate: TOMORROW,
  });
  const a8 = await record(ca, {
    status: 'partiallyDelivered',
    type: 'b3',
    wasteCode: 'B105d',
    quantity: 90,
    transactionDate: '2026-11-08',
  });
  await record(cb, {
    status: 'waiting',
    type: 'b3',
    wasteCode: 'B105d',
    quantity: 500,
    requestedPickupDate: TODAY,
  });
  const b2 = await record(cb, { status: 'onProgress', type: 'other', quantity: 40 });
  await record(cc, { status: 'waiting', type: 'nonB3', quantity: 3, requestedPickupDate: '2026-11-21' });

  const pair = { transporterId: transporter.id, receiverId: receiver.id };
  await journey({ ...pair, plannedOn: '2026-11-19', stage: 'completed', status: 'completed' }, [
    { ...a1, sent: 95 },
  ]);
  await journey({ ...pair, plannedOn: '2026-11-22', stage: 'pickup' }, [{ ...a2, sent: 60 }]);
  await journey({ ...pair, plannedOn: TODAY, stage: 'scheduled' }, [a3]);
  // Planned ahead: in the funnel's scheduled stage from today's window on.
  await journey({ ...pair, plannedOn: TOMORROW, stage: 'scheduled' }, []);
  await journey(
    { transporterId: other.id, receiverId: receiver.id, plannedOn: '2026-11-21', stage: 'transitHub' },
    [{ ...b2, sent: 40 }],
  );
  await journey({ ...pair, plannedOn: '2026-11-20', stage: 'scheduled', status: 'cancelled' }, []);
  await journey(
    {
      ...pair,
      plannedOn: '2026-11-10',
      stage: 'processed',
      discrepancyAt: new Date('2026-11-11T05:00:00Z'),
    },
    [{ ...a8, sent: 80 }],
  );

  const member = async (userType: 'internal' | 'customer' | 'partner', companyId?: string) =>
    (await signedInUser(ctx.app, ctx.db, { userType, role: 'member', companyId })).cookie;
  cookies.staff = await member('internal');
  cookies.customerA = await member('customer', a.id);
  cookies.customerB = await member('customer', b.id);
  cookies.transporter = await member('partner', transporter.id);
  cookies.other = await member('partner', other.id);
});
afterAll(() => ctx.close());

async function dashboard(cookie: string, period = ''): Promise<DashboardAnswer> {
  const response = await call('GET', `/dashboard${period ? `?period=${period}` : ''}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const funnel = (answer: DashboardAnswer) => answer.funnel.map((step) => step.count);
const figures = (answer: DashboardAnswer) =>
  Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.count]));
const slice = (answer: DashboardAnswer, type: string) => {
  const found = answer.distribution.find((row) => row.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe(`dashboards (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("counts staff's funnel, distribution and key figures over every company", async () => {
    const seven = await dashboard(cookies.staff);
    expect(seven).toMatchObject({ period: '7d', from: '2026-11-17', to: TODAY, today: TODAY });
    // scheduled, pickup, transit hub, processed, completed; the cancelled journey is not counted.
    expect(funnel(seven)).toEqual([2, 1, 1, 0, 1]);
    // Kilograms are the requested quantities, not the weighed ones (decision 013).
    expect(slice(seven, 'b3')).toEqual({
      type: 'b3',
      count: 3,
      kg: 650,
      bins: 0,
      codes: [
        { code: 'B105d', count: 2, kg: 600, bins: 0 },
        { code: 'A102d', count: 1, kg: 50, bins: 0 },
      ],
    });
    // Bins stay bins: never turned into kilograms.
    expect(slice(seven, 'nonB3')).toMatchObject({ count: 2, kg: 200, bins: 3 });
    expect(slice(seven, 'electronic')).toMatchObject({ count: 1, kg: 30 });
    expect(slice(seven, 'medical')).toMatchObject({ count: 0, kg: 0, bins: 0 });
    expect(slice(seven, 'other')).toMatchObject({ count: 1, kg: 40 });
    expect(figures(seven)).toEqual({
      waitingForPickup: 5,
      pickupsToday: 3,
      pickupsTomorrow: 1,
      onTheRoad: 2,
      partialDeliveries: 1,
    });

    const thirty = await dashboard(cookies.staff, '30d');
    expect(thirty.from).toBe('2026-10-25');
    expect(funnel(thirty)).toEqual([2, 1, 1, 1, 1]);
    expect(slice(thirty, 'b3')).toMatchObject({ count: 5, kg: 750 });
    const month = await dashboard(cookies.staff, 'month');
    expect(month).toMatchObject({ from: '2026-11-01', to: TODAY });
    expect(slice(month, 'b3').count).toBe(5);
  });

  it("counts only a customer's own records and the journeys carrying them", async () => {
    const a = await dashboard(cookies.customerA);
    expect(funnel(a)).toEqual([1, 1, 0, 0, 1]);
    expect(slice(a, 'b3')).toMatchObject({ count: 2, kg: 150 });
    expect(slice(a, 'nonB3')).toMatchObject({ count: 1, kg: 200, bins: 0 });
    expect(slice(a, 'other').count).toBe(0);
    expect(figures(a)).toEqual({
      openRequests: 5,
      waitingForPickup: 3,
      pickupsToday: 2,
      pickupsTomorrow: 1,
      onTheRoad: 1,
      partialDeliveries: 1,
    });

    const b = await dashboard(cookies.customerB);
    expect(funnel(b)).toEqual([0, 0, 1, 0, 0]);
    expect(slice(b, 'b3')).toMatchObject({ count: 1, kg: 500, codes: [{ code: 'B105d', count: 1 }] });
    expect(slice(b, 'nonB3').count).toBe(0);
    expect(figures(b)).toMatchObject({ openRequests: 2, waitingForPickup: 1, pickupsToday: 1, onTheRoad: 1 });
  });

  it("counts a partner's own journeys and the records on them", async () => {
    const carrier = await dashboard(cookies.transporter);
    expect(funnel(carrier)).toEqual([2, 1, 0, 0, 1]);
    expect(slice(carrier, 'b3')).toMatchObject({ count: 2, kg: 150 });
    expect(slice(carrier, 'nonB3')).toMatchObject({ count: 1, kg: 200 });
    expect(slice(carrier, 'other').count).toBe(0);
    expect(figures(carrier)).toEqual({
      waitingForPickup: 1,
      pickupsToday: 1,
      pickupsTomorrow: 0,
      onTheRoad: 1,
      partialDeliveries: 1,
    });
    const other = await dashboard(cookies.other);
    expect(funnel(other)).toEqual([0, 0, 1, 0, 0]);
    expect(figures(other)).toMatchObject({ onTheRoad: 1, partialDeliveries: 0, waitingForPickup: 0 });
  });

  it('answers what is committed now, with no cached numbers, and refuses an unknown period', async () => {
    const before = figures(await dashboard(cookies.customerB));
    if (!contractB) throw new Error('no contract');
    await createWasteRecord(ctx.db, {
      contract: contractB,
      status: 'waiting',
      requestedPickupDate: TOMORROW,
    });
    const after = figures(await dashboard(cookies.customerB));
    expect(after.waitingForPickup).toBe((before.waitingForPickup ?? 0) + 1);
    expect(after.pickupsTomorrow).toBe((before.pickupsTomorrow ?? 0) + 1);
    const response = await call('GET', '/dashboard?period=year', cookies.staff);
    expect(response.statusCode).toBe(400);
  });
});
