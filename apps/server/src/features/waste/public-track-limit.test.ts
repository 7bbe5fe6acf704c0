import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { completeCustomer } from '../../test/people.ts';
import { createContract, createWasteRecord } from './factories.ts';

const LIMIT = 3;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let registrationNumber: string;

beforeAll(async () => {
  ctx = await startTestApp({ trackLookupsPerMinute: LIMIT });
  const customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
  const today = jakartaToday(new Date());
  const contract = await createContract(ctx.db, {
    companyId: customer.company.id,
    startDate: addDays(today, -30),
    endDate: addDays(today, 300),
    unit: 'kg',
    pricePerUnit: 4_500,
    frequency: 'yearly',
    maxQuantityPerFrequency: 100_000,
    wasteTypes: ['b3', 'nonB3'],
  });
  const record = await createWasteRecord(ctx.db, {
    contract,
    status: 'waiting',
    confirmed: true,
    quantity: 50,
    actorId: customer.admin.id,
  });
  registrationNumber = record.registrationNumber;
});
afterAll(() => ctx.close());

function lookUp(number: string, from: string, language = 'en') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/public/track/${number}`,
    remoteAddress: from,
    headers: { 'accept-language': language },
  });
}

describe('the public tracking page', () => {
  it('is limited per address like the sign-in: the next look-up is refused, another address is served', async () => {
    // Unknown numbers count as well: a sweep through the numbers mostly finds none.
    expect((await lookUp('SRK-0000-0000', '192.0.2.10')).statusCode).toBe(404);
    for (let i = 1; i < LIMIT; i++)
      expect((await lookUp(registrationNumber, '192.0.2.10')).statusCode).toBe(200);

    const refused = await lookUp(registrationNumber, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a few moments and try again.',
    });
    const inIndonesian = await lookUp(registrationNumber, '192.0.2.10', 'id');
    expect(inIndonesian.statusCode).toBe(429);
    expect(inIndonesian.json().message).toBe(
      'Terlalu banyak percobaan. Harap tunggu sebentar lalu coba lagi.',
    );

    const elsewhere = await lookUp(registrationNumber, '198.51.100.7');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().registrationNumber).toBe(registrationNumber);
  });
});
