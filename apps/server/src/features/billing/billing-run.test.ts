import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { billingRuns } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { createDeliveredJourney } from '../journeys/factories.ts';
import { type ContractRow, createContract, createWasteRecord } from '../waste/factories.ts';
import { billingRunTask } from './run.ts';

/** 12:00 WIB on an October 2026 day. */
const onDay = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T05:00:00Z`);

interface Invoice {
  id: string;
  direction: string;
  company: { name: string };
  subtotal: number;
  vatSen: number;
  grandTotal: number;
  type: string;
}

describe('billing run', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let staff: string;
  let staffId: string;
  let customerCookie: string;
  let firstRun: { id: string; amountTotal: number; finishedAt: string };
  /** What the queue runs the billing task with (it needs only these). */
  const taskDeps = () => ({ db: ctx.db, clock: () => new Date('2026-11-02T03:00:00Z') }) as AppDeps;

  const waitForRun = async (id: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const run = (await call('GET', `/billing/runs/${id}`, staff)).json();
      if (run.status !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The billing run did not finish');
  };

  const runFor = async (month: string) => {
    const started = await call('POST', '/billing/runs', staff, { month });
    expect(started.statusCode).toBe(202);
    return waitForRun(started.json().id);
  };

  const invoicesOf = async (direction: 'receivable' | 'payable'): Promise<Invoice[]> =>
    (await call('GET', `/billing/invoices?direction=${direction}&pageSize=100`, staff)).json().items;

  beforeAll(async () => {
    ctx = await startTestApp({ clock: () => new Date('2026-11-02T03:00:00Z') });
    call = apiCaller(ctx.app);
    const member = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    staff = member.cookie;
    staffId = member.user.id;
    const arrears = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
    const advance = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
    const onDemand = await completeCustomer(ctx.app, ctx.db, 'CV Rasa Nusantara');
    customerCookie = arrears.cookie;
    const transporter = await createCompany(ctx.db, {
      name: 'PT Angkut Hijau Logistik',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const receiver = await createCompany(ctx.db, {
      name: 'PT Olah Limbah Prima',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    const weekly = await createContract(ctx.db, {
      companyId: arrears.company.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      frequency: 'weekly',
      pricePerUnit: 2_500,
      maxQuantityPerFrequency: 1_000,
      transportCost: 150_000,
      ppnRate: 11,
    });
    await createContract(ctx.db, {
      companyId: advance.company.id,
      startDate: '2026-09-15',
      endDate: '2027-09-14',
      frequency: 'monthly',
      pricePerFrequency: 5_000_000,
      paymentTiming: 'advance',
      paymentCycle: 'monthly',
      ppnRate: 12,
    });
    const perPickup = await createContract(ctx.db, {
      companyId: onDemand.company.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      onDemand: true,
      pricePerUnit: 3_000,
      transportCost: 200_000,
    });
    await createContract(ctx.db, {
      kind: 'partner',
      companyId: transporter.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      frequency: 'yearly',
      pricePerUnit: 500,
      maxQuantityPerFrequency: 100_000,
    });
    const record = (
      contract: ContractRow,
      status: 'delivered' | 'partiallyDelivered' | 'cancelled',
      quantity: number,
    ) => createWasteRecord(ctx.db, { contract, status, quantity });
    const delivered = [
      { record: await record(weekly, 'delivered', 700), sent: 700, received: 700, receivedAt: onDay(2) },
      { record: await record(weekly, 'delivered', 600), sent: 600, received: 598, receivedAt: onDay(6) },
      {
        record: await record(weekly, 'delivered', 300),
        sent: 300,
        received: 250,
        receivedAt: onDay(9),
        resolution: 'acceptLower' as const,
      },
      {
        record: await record(weekly, 'partiallyDelivered', 200),
        sent: 200,
        received: 150,
        receivedAt: onDay(10),
      },
      {
        record: await record(perPickup, 'delivered', 12.5),
        sent: 12.5,
        received: 12.5,
        receivedAt: onDay(20),
      },
    ];
    await record(weekly, 'cancelled', 400);
    await createDeliveredJourney(ctx.db, {
      transporterId: transporter.id,
      receiverId: receiver.id,
      plannedOn: '2026-10-01',
      deliveries: delivered,
    });
  });

  afterAll(() => ctx.close());

  it('previews what it would bill before writing anything', async () => {
    const preview = (await call('GET', '/billing/runs/preview?month=2026-10', staff)).json();
    expect(preview).toMatchObject({
      invoices: 3,
      payables: 1,
      recordCount: 4,
      rowCount: 8,
      awaitingSettlement: 1,
    });
    // One row per record and side: the records the transporter carried are also on its payable.
    const sides = (preview.records as Array<{ registrationNumber: string; side: string }>).map(
      (record) => `${record.registrationNumber} ${record.side}`,
    );
    expect(new Set(sides).size).toBe(8);
    expect(sides.filter((side) => side.endsWith('payable'))).toHaveLength(4);
    // A payable's row names the partner it is owed to, an invoice's the customer.
    const payableRows = (preview.records as Array<{ side: string; company: string }>).filter(
      (record) => record.side === 'payable',
    );
    expect(new Set(payableRows.map((record) => record.company))).toEqual(
      new Set(['PT Angkut Hijau Logistik']),
    );
    expect(await invoicesOf('receivable')).toEqual([]);
  });

  it('bills advance cycles, capped arrears with transport, each pickup on demand, and the partner its payable', async () => {
    const run = await runFor('2026-10');
    firstRun = run;
    expect(run).toMatchObject({ status: 'done', invoicesMade: 3, payablesMade: 1, recordsBilled: 4 });
    // The preview's words and numbers.
    expect(run.message).toBe('Made for October 2026: 3 invoices and 1 payable, billing 4 records');
    const byCompany = Object.fromEntries(
      (await invoicesOf('receivable')).map((invoice) => [invoice.company.name, invoice]),
    );
    // 1,000 kg of the first week (1,300 delivered, capped) and 250 kg accepted of the second, at Rp2.500,
    // plus three pickups' transport at Rp150.000. The contract says PPN 11%, which is no longer lawful in
    // November 2026: it is billed at 12% of DPP nilai lain, the same 11% of the price. The cancelled and
    // the unsettled record are not billed.
    const maju = byCompany['PT Maju Bersama Plastindo'];
    expect(maju).toMatchObject({
      subtotal: 3_575_000,
      vatSen: 39_325_000,
      grandTotal: 3_968_250,
      type: 'proforma',
    });
    const majuDetail = (await call('GET', `/billing/invoices/${maju?.id}`, staff)).json();
    expect(majuDetail).toMatchObject({ ppnOption: 'ppn12Dpp', ppnRate: 12 });
    // The period printed is the period its lines bill (its weeks), not the run's month.
    const periods = (majuDetail.lines as Array<{ periodFrom: string; periodTo: string }>).filter(
      (line) => line.periodFrom,
    );
    expect(majuDetail.periodFrom).toBe(periods.map((line) => line.periodFrom).sort()[0]);
    expect(majuDetail.periodTo).toBe(
      periods
        .map((line) => line.periodTo)
        .sort()
        .at(-1),
    );
    // The cycles starting 15 October and 15 November at Rp5.000.000; PPN 12% of DPP nilai lain, per line.
    expect(byCompany['PT Sehat Medika Farma']).toMatchObject({
      subtotal: 10_000_000,
      vatSen: 110_000_000,
      grandTotal: 11_100_000,
    });
    // 12.5 kg at Rp3.000 and the pickup's Rp200.000 transport on its line.
    expect(byCompany['CV Rasa Nusantara']).toMatchObject({ subtotal: 237_500, vatSen: 2_612_500 });
    const [payable] = await invoicesOf('payable');
    // What the transporter carried: 700 + 600 + 250 accepted + 12.5 kg at Rp500.
    expect(payable).toMatchObject({ company: { name: 'PT Angkut Hijau Logistik' }, subtotal: 781_250 });
  });

  it('resumes a run cut off after writing, counting what it wrote before; an ended run stays as it is', async () => {
    // As if its server stopped after writing every invoice, before noting the outcome: the queue runs
    // the task again.
    await ctx.db
      .update(billingRuns)
      .set({ status: 'running', invoicesMade: 0, payablesMade: 0, recordsBilled: 0, finishedAt: null })
      .where(eq(billingRuns.id, firstRun.id));
    await billingRunTask.run(taskDeps(), { runId: firstRun.id });
    const resumed = (await call('GET', `/billing/runs/${firstRun.id}`, staff)).json();
    expect(resumed).toMatchObject({
      status: 'done',
      invoicesMade: 3,
      payablesMade: 1,
      recordsBilled: 4,
      amountTotal: firstRun.amountTotal,
    });
    expect(await invoicesOf('receivable')).toHaveLength(3);
    // Run once more (at least once is sometimes twice), it changes nothing.
    await billingRunTask.run(taskDeps(), { runId: firstRun.id });
    expect((await call('GET', `/billing/runs/${firstRun.id}`, staff)).json()).toEqual(resumed);
  });

  it('ends a run the queue gave up on as failed, with the reason on its page', async () => {
    const [stuck] = await ctx.db
      .insert(billingRuns)
      .values({ month: '2026-09', startedBy: staffId, startedAt: new Date('2026-11-02T02:00:00Z') })
      .returning();
    if (!stuck) throw new Error('The run was not stored');
    await billingRunTask.failed?.(taskDeps(), { runId: stuck.id }, 'connection terminated');
    const failed = (await call('GET', `/billing/runs/${stuck.id}`, staff)).json();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.message).toBe('The billing run stopped: connection terminated');
    // A late attempt leaves it failed, and a failure told twice changes nothing.
    await billingRunTask.run(taskDeps(), { runId: stuck.id });
    await billingRunTask.failed?.(taskDeps(), { runId: stuck.id }, 'later');
    expect((await call('GET', `/billing/runs/${stuck.id}`, staff)).json()).toEqual(failed);
  });

  it('adds nothing on a second run over the same month, and says so', async () => {
    const run = await runFor('2026-10');
    expect(run).toMatchObject({ status: 'done', invoicesMade: 0 });
    expect(run.message).toBe(
      'Nothing new to bill for October 2026: every delivered record and payment cycle is already on an invoice',
    );
    expect(await invoicesOf('receivable')).toHaveLength(3);
  });

  it('bills again what a cancelled invoice billed, and keeps its replacement’s claims', async () => {
    const [first, second] = (await invoicesOf('receivable')).filter((invoice) =>
      ['PT Maju Bersama Plastindo', 'CV Rasa Nusantara'].includes(invoice.company.name),
    );
    if (!first || !second) throw new Error('Both invoices were expected');
    const reason = { reason: 'Harga salah' };
    expect(
      (await call('POST', `/billing/invoices/${first.id}/cancel`, staff, { ...reason, replace: true }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/billing/invoices/${second.id}/cancel`, staff, reason)).statusCode).toBe(200);
    const run = await runFor('2026-10');
    expect(run.invoicesMade).toBe(1);
    const standing = (await invoicesOf('receivable')).filter(
      (invoice) => invoice.company.name === 'CV Rasa Nusantara',
    );
    expect(standing.map((invoice) => invoice.grandTotal)).toEqual([263_625, 263_625]);
  });

  it('keeps runs to staff', async () => {
    expect((await call('POST', '/billing/runs', customerCookie, { month: '2026-10' })).statusCode).toBe(403);
    expect((await call('GET', '/billing/runs/preview?month=2026-10', customerCookie)).statusCode).toBe(403);
    expect((await call('POST', '/billing/runs', staff, { month: '2026-13' })).statusCode).toBe(400);
  });

  it('runs last month on the 1st by itself, once, and leaves a month staff already ran', async () => {
    // 1 November, 07:00 WIB: October was run by hand above.
    expect(await ctx.app.runJob('billingMonthly', new Date('2026-11-01T00:00:00Z'))).toBe(
      '2026-10: a run is already done',
    );
    const firstOfDecember = new Date('2026-11-30T19:00:00Z');
    expect(await ctx.app.runJob('billingMonthly', firstOfDecember)).toMatch(
      /^2026-11: \d+ invoices, \d+ payables/,
    );
    const runs = (await call('GET', '/billing/runs', staff)).json().items as Array<Record<string, unknown>>;
    expect(runs.find((run) => run.month === '2026-11')).toMatchObject({
      status: 'done',
      startedBy: 'the monthly scheduler',
    });
    expect(await ctx.app.runJob('billingMonthly', firstOfDecember)).toBe('2026-11: a run is already done');
  });
});

describe('billing run on a server that works the job queue', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let staff: string;

  beforeAll(async () => {
    ctx = await startTestApp({ clock: () => new Date('2026-11-02T03:00:00Z'), runJobs: true });
    await ctx.app.startJobs();
    staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
    const customer = await completeCustomer(ctx.app, ctx.db, 'CV Rasa Nusantara');
    const contract = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      onDemand: true,
      pricePerUnit: 3_000,
      transportCost: 200_000,
    });
    const transporter = await createCompany(ctx.db, {
      name: 'PT Angkut Hijau Logistik',
      kind: 'partner',
      partnerRoles: ['transporter'],
    });
    const receiver = await createCompany(ctx.db, {
      name: 'PT Olah Limbah Prima',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    const record = await createWasteRecord(ctx.db, { contract, status: 'delivered', quantity: 12.5 });
    await createDeliveredJourney(ctx.db, {
      transporterId: transporter.id,
      receiverId: receiver.id,
      plannedOn: '2026-10-01',
      deliveries: [{ record, sent: 12.5, received: 12.5, receivedAt: onDay(20) }],
    });
  });
  afterAll(() => ctx.close());

  it('runs through pg-boss, and the page follows it as before', async () => {
    const call = apiCaller(ctx.app);
    const started = await call('POST', '/billing/runs', staff, { month: '2026-10' });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running' });
    let run = started.json();
    for (let attempt = 0; attempt < 120 && run.status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await call('GET', `/billing/runs/${run.id}`, staff)).json();
    }
    expect(run).toMatchObject({ status: 'done', invoicesMade: 1, payablesMade: 0, recordsBilled: 1 });
    const jobs = rowsOf<{ state: string; data: { runId: string } }>(
      await ctx.db.execute(sql`select state, data from pgboss.job where name = 'billingRun'`),
    );
    expect(jobs).toEqual([{ state: 'completed', data: { runId: run.id } }]);
  }, 60_000);
});
