import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer } from '../../test/people.ts';
import { createContract } from './factories.ts';

/** Tuesday 1 December 2026, 11:59 WIB: the last minute a request can still ask for Wednesday. */
let now = new Date('2026-12-01T04:59:00Z');
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
});
afterAll(() => ctx.close());

describe('the 12:00 WIB cut-off, on the app clock', () => {
  it('takes a next-day pickup until noon in Jakarta and refuses it from noon on', async () => {
    const customer = await completeCustomer(ctx.app, ctx.db, 'PT Tepat Waktu Sejahtera');
    const contract = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: '2026-11-01',
      endDate: '2027-10-31',
      frequency: 'yearly',
      maxQuantityPerFrequency: 10_000,
      wasteTypes: ['nonB3'],
    });
    const request = {
      contractId: contract.id,
      type: 'nonB3',
      quantity: 40,
      pickupAddress: 'Jl. Raya Cikarang No. 8, Bekasi',
      packaging: 'sack',
      generatedOn: '2026-11-30',
      requestedPickupDate: '2026-12-02',
      timeWindow: 'morning',
      acknowledged: true,
    };
    const call = apiCaller(ctx.app);

    const rule = await call('GET', '/waste/pickup-rule', customer.cookie);
    expect(rule.json()).toMatchObject({ earliestPickupDate: '2026-12-02', cutoffHour: 12 });
    expect((await call('POST', '/waste', customer.cookie, request)).statusCode).toBe(201);

    now = new Date('2026-12-01T05:00:00Z');
    expect((await call('GET', '/waste/pickup-rule', customer.cookie)).json().earliestPickupDate).toBe(
      '2026-12-03',
    );
    const late = await call('POST', '/waste', customer.cookie, request);
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().fields ?? {})).toContain('requestedPickupDate');
  });
});
