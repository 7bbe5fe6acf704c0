import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { completeCustomer } from '../../test/people.ts';
import { createContract } from '../waste/factories.ts';
import { createBin } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let customer: Awaited<ReturnType<typeof completeCustomer>>;
let rival: Awaited<ReturnType<typeof completeCustomer>>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  customer = await completeCustomer(ctx.app, ctx.db, 'PT Sumber Rejeki Logam');
  rival = await completeCustomer(ctx.app, ctx.db, 'PT Lain Sendiri');
});
afterAll(() => ctx.close());

function pickupFrom(contractId: string, smartBinId: string) {
  const today = jakartaToday(new Date());
  return {
    contractId,
    smartBinId,
    type: 'nonB3',
    quantity: 1,
    pickupAddress: 'Jl. Raya Cikarang No. 8, Bekasi',
    packaging: 'bin',
    generatedOn: addDays(today, -1),
    requestedPickupDate: addDays(earliestPickupDate(new Date()), 1),
    timeWindow: 'morning',
    acknowledged: true,
  };
}

describe('pickups requested from a smart bin', () => {
  it('remember their bin, and the bin lists them', async () => {
    const today = jakartaToday(new Date());
    const contract = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
      frequency: 'yearly',
      maxQuantityPerFrequency: 1_000,
      unit: 'bin',
      wasteTypes: ['nonB3'],
    });
    const bin = await createBin(ctx.db, { companyId: customer.company.id, contractId: contract.id });
    const created = await call('POST', '/waste', customer.cookie, pickupFrom(contract.id, bin.id));
    expect(created.statusCode).toBe(201);
    expect(created.json().record.smartBinId).toBe(bin.id);

    const listed = (await call('GET', `/waste?smartBinId=${bin.id}`, customer.cookie)).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([created.json().record.id]);
    // Another customer asking for the bin's pickups sees none of them.
    expect((await call('GET', `/waste?smartBinId=${bin.id}`, rival.cookie)).json().items).toEqual([]);
  });

  it('refuse another customer’s bin as if it did not exist', async () => {
    const today = jakartaToday(new Date());
    const contract = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
      frequency: 'yearly',
      maxQuantityPerFrequency: 1_000,
      unit: 'bin',
      wasteTypes: ['nonB3'],
    });
    const theirs = await createBin(ctx.db, { companyId: rival.company.id });
    const refused = await call('POST', '/waste', customer.cookie, pickupFrom(contract.id, theirs.id), 'id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.smartBinId).toBe(
      'Pilih salah satu tempat sampah pintar milik pelanggan ini.',
    );
  });
});
