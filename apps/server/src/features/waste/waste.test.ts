import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate } from '@sirkula/domain/shared/format';
import { REGISTRATION_NUMBER } from '@sirkula/domain/waste/numbers';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, wasteRecords } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, completeCustomer, signedInUser } from '../../test/people.ts';
import { type ContractRow, createContract, createWasteRecord } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: string;
let customer: Awaited<ReturnType<typeof completeCustomer>>;
let rival: Awaited<ReturnType<typeof completeCustomer>>;
let contract: ContractRow;

const today = () => jakartaToday(new Date());
const pickupDate = () => addDays(earliestPickupDate(new Date()), 1);

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
  rival = await completeCustomer(ctx.app, ctx.db, 'PT Saingan Abadi');
  contract = await createContract(ctx.db, {
    companyId: customer.company.id,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 300),
    unit: 'kg',
    pricePerUnit: 4_500,
    frequency: 'yearly',
    maxQuantityPerFrequency: 100_000,
    wasteTypes: ['b3', 'nonB3'],
  });
});
afterAll(() => ctx.close());

function request(overrides: Record<string, unknown> = {}) {
  return {
    contractId: contract.id,
    type: 'b3',
    subType: 'generalIndustry',
    wasteCode: 'b105d',
    quantity: 120.5,
    pickupAddress: 'Jl. Industri Raya No. 12, Bekasi',
    packaging: 'drum',
    generatedOn: addDays(today(), -3),
    requestedPickupDate: pickupDate(),
    timeWindow: 'morning',
    acknowledged: true,
    ...overrides,
  };
}

async function wasteCount() {
  return (await ctx.db.select().from(wasteRecords)).length;
}

describe(`pickup requests (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('turns a request into a waiting record with numbers, cost and a first timeline entry', async () => {
    const created = await call('POST', '/waste', customer.cookie, request());
    expect(created.statusCode).toBe(201);
    const record = created.json().record;
    expect(created.json().message).toMatch(/team may contact you/);
    expect(record).toMatchObject({
      status: 'waiting',
      wasteCode: 'B105d',
      unit: 'kg',
      potentialCost: 542_250,
    });
    expect(record.transactionNumber).toMatch(/^WST-\d{4}-\d{6}$/);
    expect(record.registrationNumber).toMatch(REGISTRATION_NUMBER);
    expect(record.history).toMatchObject([{ fromStatus: null, toStatus: 'waiting' }]);
  });

  it('names every missing date in one message, in the request language, and writes nothing', async () => {
    const before = await wasteCount();
    const refused = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ generatedOn: '', requestedPickupDate: null }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Please fill in the following required date fields:\n• Waste generated on\n• Requested pickup date',
    );
    const indonesian = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ requestedPickupDate: '' }),
      'id',
    );
    expect(indonesian.json().message).toBe(
      'Harap isi kolom tanggal wajib berikut:\n• Tanggal penjemputan yang diminta',
    );
    expect(indonesian.json().fields).toEqual({ requestedPickupDate: 'Tanggal ini wajib diisi' });
    expect(await wasteCount()).toBe(before);
  });

  it('refuses a pickup before the earliest date and a missing acknowledgement', async () => {
    const refused = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ requestedPickupDate: today(), acknowledged: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      requestedPickupDate: `The earliest possible pickup date is ${formatDate(earliestPickupDate(new Date()), 'en')}`,
      acknowledged: 'Please confirm the acknowledgement before submitting',
    });
  });

  it('refuses a bad code, a type the contract does not cover, and half a bin', async () => {
    expect(
      (await call('POST', '/waste', customer.cookie, request({ wasteCode: 'Z12' }))).json().fields.wasteCode,
    ).toBe('A B3 waste code looks like A102d, B105d, A336-1 or B409');
    expect(
      (
        await call('POST', '/waste', customer.cookie, request({ type: 'medical', subType: 'sharpObjects' }))
      ).json().fields,
    ).toEqual({
      type: 'This waste type is not covered by the contract.',
    });
    const bins = await createContract(ctx.db, {
      companyId: customer.company.id,
      unit: 'bin',
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 90),
      wasteTypes: ['b3'],
    });
    const half = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ contractId: bins.id, quantity: 1.5 }),
    );
    expect(half.json().fields).toEqual({ quantity: 'Bins are counted in whole numbers' });
  });

  it('refuses requests on a contract that is not active, or past the maximum per period', async () => {
    const draft = await createContract(ctx.db, {
      companyId: customer.company.id,
      status: 'draft',
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 90),
    });
    const onDraft = await call('POST', '/waste', customer.cookie, request({ contractId: draft.id }));
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('CONTRACT_NOT_ACTIVE');

    const small = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 90),
      frequency: 'monthly',
      maxQuantityPerFrequency: 300,
    });
    expect(
      (await call('POST', '/waste', customer.cookie, request({ contractId: small.id, quantity: 200 })))
        .statusCode,
    ).toBe(201);
    const over = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ contractId: small.id, quantity: 150 }),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/maximum of 300 kg .* \(200 kg already requested\)/);
  });

  it('keeps the maximum under concurrent requests', async () => {
    const tight = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 90),
      frequency: 'yearly',
      maxQuantityPerFrequency: 500,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/waste', customer.cookie, request({ contractId: tight.id, quantity: 150 })),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(3);
    const numbers = new Set(accepted.map((answer) => answer.json().record.transactionNumber));
    expect(numbers.size).toBe(3);
  });

  it('saves a draft without dates and submits it only once complete', async () => {
    const draft = await call(
      'POST',
      '/waste',
      customer.cookie,
      request({ asDraft: true, requestedPickupDate: null, acknowledged: false }),
    );
    expect(draft.statusCode).toBe(201);
    expect(draft.json().record.status).toBe('drafted');
    const id = draft.json().record.id;
    expect((await call('POST', `/waste/${id}/submit`, customer.cookie)).json().code).toBe('DATES_REQUIRED');
    const edited = await call('PATCH', `/waste/${id}`, customer.cookie, request({ quantity: 90 }));
    expect(edited.json().record).toMatchObject({ quantity: 90, potentialCost: 405_000, status: 'drafted' });
    const submitted = await call('POST', `/waste/${id}/submit`, customer.cookie);
    expect(submitted.json().record.status).toBe('waiting');
    expect(submitted.json().record.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'drafted',
      'waiting',
    ]);
  });

  it('needs a complete company profile', async () => {
    const incomplete = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Belum Lengkap');
    const own = await createContract(ctx.db, {
      companyId: incomplete.company.id,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 90),
    });
    const refused = await call('POST', '/waste', incomplete.cookie, request({ contractId: own.id }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COMPANY_PROFILE_INCOMPLETE');
  });
});

describe(`waste records (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("keeps customers out of another company's records and contracts", async () => {
    const mine = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    expect((await call('GET', `/waste/${mine.id}`, rival.cookie)).json().message).toBe(
      'Waste record not found',
    );
    expect((await call('PATCH', `/waste/${mine.id}`, rival.cookie, request())).statusCode).toBe(404);
    expect(
      (await call('POST', `/waste/${mine.id}/cancel`, rival.cookie, { reason: 'Bukan milik saya' }))
        .statusCode,
    ).toBe(404);
    const onTheirs = await call('POST', '/waste', rival.cookie, request());
    expect(onTheirs.json().fields).toEqual({ contractId: 'Choose one of your active contracts' });
    const listed = await call('GET', '/waste?pageSize=100', rival.cookie);
    expect(
      listed.json().items.every((item: { companyId: string }) => item.companyId === rival.company.id),
    ).toBe(true);
    expect((await call('POST', `/waste/${mine.id}/confirm`, customer.cookie)).statusCode).toBe(403);
  });

  it('lets a customer cancel a waiting record but not one on progress', async () => {
    const waiting = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    const cancelled = await call('POST', `/waste/${waiting.id}/cancel`, customer.cookie, {
      reason: 'Jadwal produksi berubah',
    });
    expect(cancelled.json().record).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Jadwal produksi berubah',
    });
    expect(cancelled.json().record.history.at(-1)).toMatchObject({
      fromStatus: 'waiting',
      toStatus: 'cancelled',
      reason: 'Jadwal produksi berubah',
    });

    const moving = await createWasteRecord(ctx.db, { contract, status: 'onProgress' });
    const refused = await call('POST', `/waste/${moving.id}/cancel`, customer.cookie, {
      reason: 'Terlambat',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This waste record cannot be cancelled in its current state');
    expect((await call('PATCH', `/waste/${moving.id}`, customer.cookie, request())).json().code).toBe(
      'NOT_EDITABLE',
    );
    expect(
      (await call('POST', `/waste/${moving.id}/cancel`, customer.cookie, { reason: '' })).statusCode,
    ).toBe(400);
  });

  it('lets internal staff cancel a journey-assigned record', async () => {
    const assigned = await createWasteRecord(ctx.db, { contract, status: 'journeyAssigned' });
    expect(
      (await call('POST', `/waste/${assigned.id}/cancel`, customer.cookie, { reason: 'Batal' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/waste/${assigned.id}/cancel`, internal, { reason: 'Truk tidak tersedia' })).json()
        .record.status,
    ).toBe('cancelled');
  });

  it('confirms and reschedules a waiting request, telling the customer by e-mail', async () => {
    const waiting = await createWasteRecord(ctx.db, {
      contract,
      status: 'waiting',
      actorId: customer.admin.id,
    });
    const confirmed = await call('POST', `/waste/${waiting.id}/confirm`, internal);
    expect(confirmed.json().record.confirmedAt).not.toBeNull();
    expect(confirmed.json().record.can.confirm).toBe(false);
    const moved = await call('POST', `/waste/${waiting.id}/reschedule`, internal, {
      requestedPickupDate: addDays(today(), 10),
      timeWindow: 'afternoon',
      message: 'Armada kami penuh pada tanggal yang diminta.',
    });
    expect(moved.json().record).toMatchObject({
      requestedPickupDate: addDays(today(), 10),
      timeWindow: 'afternoon',
    });
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.admin.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Penjemputan ${waiting.transactionNumber} dikonfirmasi`,
        `Jadwal penjemputan ${waiting.transactionNumber} diubah`,
      ]),
    );
    expect(mails.find((mail) => mail.subject.includes('diubah'))?.body).toContain('Armada kami penuh');
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, waiting.id));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['confirm', 'reschedule']);
  });

  it('refuses the second of two simultaneous status changes and a second confirmation', async () => {
    const waiting = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    const answers = await Promise.all([
      call('POST', `/waste/${waiting.id}/cancel`, internal, { reason: 'Dobel input' }),
      call('POST', `/waste/${waiting.id}/cancel`, customer.cookie, { reason: 'Tidak jadi' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await call('GET', `/waste/${waiting.id}`, internal);
    expect(
      after.json().history.filter((entry: { toStatus: string }) => entry.toStatus === 'cancelled'),
    ).toHaveLength(1);

    const other = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    expect((await call('POST', `/waste/${other.id}/confirm`, internal)).statusCode).toBe(200);
    expect((await call('POST', `/waste/${other.id}/confirm`, internal)).statusCode).toBe(409);
  });

  it('asks for confirmation again after the customer changes a confirmed plan', async () => {
    const created = await call('POST', '/waste', customer.cookie, request({ quantity: 50 }));
    const id = created.json().record.id;
    await call('POST', `/waste/${id}/confirm`, internal);
    const changed = await call('PATCH', `/waste/${id}`, customer.cookie, request({ quantity: 60 }));
    expect(changed.json().record).toMatchObject({ quantity: 60, confirmedAt: null, can: { confirm: false } });
    expect((await call('GET', `/waste/${id}`, internal)).json().can.confirm).toBe(true);
  });

  it('refuses a reschedule before the earliest date or past the contract', async () => {
    const waiting = await createWasteRecord(ctx.db, {
      contract,
      status: 'waiting',
      requestedPickupDate: pickupDate(),
    });
    const early = await call('POST', `/waste/${waiting.id}/reschedule`, internal, {
      requestedPickupDate: today(),
      timeWindow: 'morning',
      message: 'Lebih cepat',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.requestedPickupDate).toMatch(/^The earliest possible pickup date is /);
    const late = await call('POST', `/waste/${waiting.id}/reschedule`, internal, {
      requestedPickupDate: addDays(contract.endDate, 1),
      timeWindow: 'morning',
      message: 'Sesudah kontrak',
    });
    expect(late.json().fields.requestedPickupDate).toBe(
      'The pickup date must fall within the contract period',
    );
  });

  it('reads a sheet of labels in one request, only of records the reader may see', async () => {
    const mine = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    const drafted = await createWasteRecord(ctx.db, { contract, status: 'drafted' });
    const theirs = await createContract(ctx.db, { companyId: rival.company.id });
    const foreign = await createWasteRecord(ctx.db, { contract: theirs, status: 'waiting' });
    const sheet = await call(
      'GET',
      `/waste/labels?ids=${[mine.id, drafted.id, foreign.id].join(',')}`,
      customer.cookie,
    );
    expect(sheet.json().items.map((label: { id: string }) => label.id)).toEqual([mine.id]);
    expect(sheet.json().items[0]).toMatchObject({
      registrationNumber: mine.registrationNumber,
      companyName: 'PT Maju Bersama Plastindo',
    });
    expect((await call('GET', '/waste/labels?ids=nope', customer.cookie)).statusCode).toBe(400);
  });

  it('shows the public tracking page the status and timeline only', async () => {
    const record = await createWasteRecord(ctx.db, { contract, status: 'onProgress' });
    const tracked = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/track/${record.registrationNumber.toLowerCase()}`,
    });
    expect(tracked.statusCode).toBe(200);
    expect(Object.keys(tracked.json()).sort()).toEqual([
      'events',
      'history',
      'registrationNumber',
      'stage',
      'status',
      'type',
    ]);
    expect(tracked.json().history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'waiting',
      'journeyAssigned',
      'onProgress',
    ]);
    expect(Object.keys(tracked.json().history[0]).sort()).toEqual(['createdAt', 'fromStatus', 'toStatus']);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/public/track/SRK-0000-0000' })).statusCode,
    ).toBe(404);
  });

  it('filters, sorts and pages on the server, scoped by who asks', async () => {
    await createWasteRecord(ctx.db, {
      contract,
      status: 'delivered',
      type: 'nonB3',
      subType: null,
      wasteCode: null,
      transactionDate: '2025-06-15',
    });
    const delivered = await call(
      'GET',
      `/waste?status=delivered&type=nonB3&from=2025-06-01&to=2025-06-30&companyId=${customer.company.id}`,
      internal,
    );
    expect(delivered.json()).toMatchObject({
      total: 1,
      totalKind: 'exact',
      items: [{ transactionDate: '2025-06-15', companyName: 'PT Maju Bersama Plastindo' }],
    });
    const paged = await call(
      'GET',
      '/waste?pageSize=2&page=2&sort=transactionDate&order=asc',
      customer.cookie,
    );
    expect(paged.json().items).toHaveLength(2);
    const byNumber = await call('GET', `/waste?q=${delivered.json().items[0].registrationNumber}`, internal);
    expect(byNumber.json().total).toBe(1);
    const partner = await signedInUser(ctx.app, ctx.db, { userType: 'partner', role: 'admin' });
    expect((await call('GET', '/waste', partner.cookie)).json()).toMatchObject({ items: [], total: 0 });
    expect((await call('GET', '/waste?from=2025-02-30', internal)).statusCode).toBe(400);
  });

  it('tells the form the pickup rule as the server reads the clock', async () => {
    const rule = await call('GET', '/waste/pickup-rule', customer.cookie);
    expect(rule.json()).toMatchObject({
      cutoffHour: 12,
      today: today(),
      earliestPickupDate: earliestPickupDate(new Date()),
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/waste/pickup-rule' })).statusCode).toBe(401);
  });
});
