import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { createContract, createWasteRecord } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const ids = (answer: { items: Array<{ id: string }> }) => answer.items.map((item) => item.id).sort();

/** A customer with an active contract, and records on it in the given statuses and pickup days. */
async function customerWithRecords(name: string, records: Array<{ status: string; pickup: string }>) {
  const customer = await completeCustomer(ctx.app, ctx.db, name);
  const today = jakartaToday(new Date());
  const contract = await createContract(ctx.db, {
    companyId: customer.company.id,
    startDate: addDays(today, -30),
    endDate: addDays(today, 300),
  });
  const created = [];
  for (const { status, pickup } of records) {
    created.push(
      await createWasteRecord(ctx.db, {
        contract,
        status: status as 'waiting',
        transactionDate: addDays(today, -5),
        requestedPickupDate: pickup,
      }),
    );
  }
  return { customer, records: created };
}

// The lists a portal's home shows: a customer's open requests, staff's pickups of a day.
describe(`home lists' filters (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lists open requests (requested, not delivered or cancelled) and pickups of one day, per company', async () => {
    const today = jakartaToday(new Date());
    const tomorrow = addDays(today, 1);
    const internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
    const { customer, records } = await customerWithRecords('PT Sinar Rejeki Logam', [
      { status: 'waiting', pickup: today },
      { status: 'journeyAssigned', pickup: today },
      { status: 'onProgress', pickup: tomorrow },
      { status: 'partiallyDelivered', pickup: addDays(today, -3) },
      { status: 'delivered', pickup: today },
      { status: 'cancelled', pickup: today },
      { status: 'drafted', pickup: tomorrow },
    ]);
    const [waiting, assigned, onProgress, partial, delivered] = records.map((record) => record.id);
    const other = await customerWithRecords('PT Cahaya Timur Kemasan', [
      { status: 'waiting', pickup: today },
    ]);
    const otherToday = other.records[0]?.id;

    const open = (await call('GET', '/waste?status=open', customer.cookie)).json();
    expect(ids(open)).toEqual([waiting, assigned, onProgress, partial].sort());
    expect(open).toMatchObject({ total: 4, totalKind: 'exact' });

    const todayOpen = await call('GET', `/waste?status=open&pickupDate=${today}`, internal);
    expect(ids(todayOpen.json())).toEqual([waiting, assigned, otherToday].sort());
    const todayAll = await call(
      'GET',
      `/waste?pickupDate=${today}&companyId=${customer.company.id}`,
      internal,
    );
    expect(todayAll.json().total).toBe(4);
    expect(ids(todayAll.json())).toContain(delivered);
    const tomorrowOpen = await call('GET', `/waste?status=open&pickupDate=${tomorrow}`, internal);
    expect(ids(tomorrowOpen.json())).toEqual([onProgress]);

    // A customer sees its own company's pickups of the day, never another's, whatever it asks for.
    const ownToday = await call(
      'GET',
      `/waste?status=open&pickupDate=${today}&companyId=${other.customer.company.id}`,
      customer.cookie,
    );
    expect(ids(ownToday.json())).toEqual([waiting, assigned].sort());
    const theirs = (await call('GET', `/waste?pickupDate=${today}`, other.customer.cookie)).json();
    expect(ids(theirs)).toEqual([otherToday]);
  });

  it('refuses, in the reader’s language, a pickup day that is not a date and an unknown status group', async () => {
    const internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
    for (const query of ['pickupDate=2026-02-30', 'pickupDate=tomorrow', 'status=closed']) {
      const refused = await call('GET', `/waste?${query}`, internal);
      expect(refused.statusCode).toBe(400);
    }
    const indonesian = await call('GET', '/waste?pickupDate=31-12-2026', internal, undefined, 'id');
    expect(indonesian.json().fields).toEqual({ pickupDate: 'Masukkan tanggal yang valid' });
  });
});
