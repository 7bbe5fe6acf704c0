import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, wasteRecords } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { type ContractRow, createContract } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: Awaited<ReturnType<typeof completeCustomer>>;
let rival: Awaited<ReturnType<typeof completeCustomer>>;

const today = () => jakartaToday(new Date());
const pickupDate = () => addDays(earliestPickupDate(new Date()), 1);

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = await completeCustomer(ctx.app, ctx.db, 'PT Sumber Rejeki Logam');
  rival = await completeCustomer(ctx.app, ctx.db, 'PT Lain Sendiri');
});
afterAll(() => ctx.close());

/** A yearly contract of `companyId` that started a month ago, so one period holds every test's pickups. */
function yearlyContract(companyId: string, maxQuantityPerFrequency = 100_000) {
  return createContract(ctx.db, {
    companyId,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 300),
    frequency: 'yearly',
    maxQuantityPerFrequency,
    pricePerUnit: 4_500,
    wasteTypes: ['nonB3'],
  });
}

function request(contract: ContractRow, overrides: Record<string, unknown> = {}) {
  return {
    contractId: contract.id,
    type: 'nonB3',
    quantity: 40,
    pickupAddress: 'Jl. Raya Cikarang No. 8, Bekasi',
    packaging: 'sack',
    generatedOn: addDays(today(), -2),
    requestedPickupDate: pickupDate(),
    timeWindow: 'afternoon',
    acknowledged: true,
    ...overrides,
  };
}

async function recordsOf(contract: ContractRow) {
  return ctx.db.select().from(wasteRecords).where(eq(wasteRecords.contractId, contract.id));
}

describe(`requesting for a company (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lets staff request a pickup for the customer company they name, on its contract', async () => {
    const contract = await yearlyContract(customer.company.id);
    const created = await call(
      'POST',
      '/waste',
      staff,
      request(contract, { companyId: customer.company.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().record).toMatchObject({
      companyId: customer.company.id,
      companyName: 'PT Sumber Rejeki Logam',
      status: 'waiting',
    });
    expect(created.json().message).toBe(
      'The pickup request has been sent for the customer and now awaits confirmation.',
    );

    // A contract of another company than the one named is no choice at all.
    const mismatched = await call(
      'POST',
      '/waste',
      staff,
      request(contract, { companyId: rival.company.id }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().fields).toEqual({ contractId: 'Choose one of your active contracts' });
    expect(await recordsOf(contract)).toHaveLength(1);
  });

  it('refuses a customer who names another company, and writes nothing', async () => {
    const theirs = await yearlyContract(rival.company.id);
    const forRival = await call(
      'POST',
      '/waste',
      customer.cookie,
      request(theirs, { companyId: rival.company.id }),
    );
    expect(forRival.statusCode).toBe(403);
    const mine = await yearlyContract(customer.company.id);
    const onMineForRival = await call(
      'POST',
      '/waste',
      customer.cookie,
      request(mine, { companyId: rival.company.id }),
    );
    expect(onMineForRival.statusCode).toBe(403);
    expect([...(await recordsOf(theirs)), ...(await recordsOf(mine))]).toHaveLength(0);

    const forOwn = await call(
      'POST',
      '/waste',
      customer.cookie,
      request(mine, { companyId: customer.company.id }),
    );
    expect(forOwn.statusCode).toBe(201);
    expect(forOwn.json().message).toMatch(/^Your pickup request has been sent/);
  });
});

describe(`the contract's allowance (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('tells the form what the period still allows, not counting the record being edited', async () => {
    const contract = await yearlyContract(customer.company.id, 300);
    const url = (query: string) => `/waste/allowance?contractId=${contract.id}${query}`;
    const empty = await call('GET', url(`&date=${pickupDate()}`), customer.cookie);
    expect(empty.json()).toEqual({
      contractId: contract.id,
      from: contract.startDate,
      to: addDays(contract.startDate, 364),
      max: 300,
      used: 0,
      remaining: 300,
      unit: 'kg',
    });
    const created = await call('POST', '/waste', customer.cookie, request(contract, { quantity: 120.5 }));
    expect((await call('GET', url(''), staff)).json()).toMatchObject({ used: 120.5, remaining: 179.5 });
    const editing = await call('GET', url(`&exceptId=${created.json().record.id}`), customer.cookie);
    expect(editing.json()).toMatchObject({ used: 0, remaining: 300 });
  });

  it('answers only about contracts the asker may request on', async () => {
    const theirs = await yearlyContract(rival.company.id);
    const refused = await call('GET', `/waste/allowance?contractId=${theirs.id}`, customer.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ contractId: 'Choose one of your active contracts' });
    const partner = await signedInUser(ctx.app, ctx.db, { userType: 'partner', role: 'admin' });
    expect((await call('GET', `/waste/allowance?contractId=${theirs.id}`, partner.cookie)).statusCode).toBe(
      403,
    );
  });

  it('puts the refusal of a quantity past the allowance beside the quantity, in the reader’s language', async () => {
    const contract = await yearlyContract(customer.company.id, 300);
    await call('POST', '/waste', customer.cookie, request(contract, { quantity: 200 }));
    const over = await call('POST', '/waste', customer.cookie, request(contract, { quantity: 150 }), 'id');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('OVER_MAX_QUANTITY');
    expect(over.json().fields.quantity).toMatch(
      /^Permintaan ini melebihi batas kontrak sebesar 300 kg .*\(200 kg sudah diminta\)\.$/,
    );
    expect(over.json().fields.quantity).toBe(over.json().message);
    expect(await recordsOf(contract)).toHaveLength(1);
  });
});

describe(`submitting an edited draft (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('stores the edits and submits them in one call, or changes nothing when the request is refused', async () => {
    const contract = await yearlyContract(customer.company.id, 300);
    const draft = await call(
      'POST',
      '/waste',
      customer.cookie,
      request(contract, { quantity: 50, asDraft: true, requestedPickupDate: null, acknowledged: false }),
    );
    expect(draft.json().message).toBe('Your pickup request has been saved as a draft.');
    const id = draft.json().record.id;
    const submit = (edits: Record<string, unknown>) =>
      call('POST', `/waste/${id}/submit`, customer.cookie, request(contract, edits));

    const tooMuch = await submit({ quantity: 301 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().fields.quantity).toMatch(/maximum of 300 kg/);
    const unacknowledged = await submit({ quantity: 80, acknowledged: false });
    expect(unacknowledged.statusCode).toBe(400);
    const unchanged = (await call('GET', `/waste/${id}`, customer.cookie)).json();
    expect(unchanged).toMatchObject({ status: 'drafted', quantity: 50, requestedPickupDate: null });

    const sent = await submit({ quantity: 80 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^Your pickup request has been sent/);
    expect(sent.json().record).toMatchObject({
      status: 'waiting',
      quantity: 80,
      potentialCost: 360_000,
      requestedPickupDate: pickupDate(),
    });
    expect(sent.json().record.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'drafted',
      'waiting',
    ]);
    const trail = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'waste'), eq(auditLog.entityId, id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'submit', 'update']);
  });

  it('answers every change with the record and a message', async () => {
    const contract = await yearlyContract(customer.company.id);
    const created = await call('POST', '/waste', customer.cookie, request(contract));
    const id = created.json().record.id;
    const saved = await call(
      'PATCH',
      `/waste/${id}`,
      customer.cookie,
      request(contract, { quantity: 45 }),
      'id',
    );
    expect(saved.json()).toEqual({
      record: expect.objectContaining({ id, quantity: 45 }),
      message: 'Catatan limbah telah disimpan.',
    });
    const confirmed = await call('POST', `/waste/${id}/confirm`, staff);
    expect(confirmed.json()).toEqual({
      record: expect.objectContaining({ id }),
      message: 'The pickup has been confirmed and the customer informed.',
    });
    const cancelled = await call('POST', `/waste/${id}/cancel`, customer.cookie, { reason: 'Sudah dibuang' });
    expect(cancelled.json()).toEqual({
      record: expect.objectContaining({ id, status: 'cancelled' }),
      message: 'The waste record has been cancelled.',
    });
  });
});
