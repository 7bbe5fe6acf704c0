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

describe(`requests awaiting confirmation (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lets staff list the waiting requests nobody has confirmed yet', async () => {
    const internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
    const customer = await completeCustomer(ctx.app, ctx.db, 'PT Tirta Kencana Pangan');
    const today = jakartaToday(new Date());
    const contract = await createContract(ctx.db, {
      companyId: customer.company.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
    });
    const unconfirmed = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    const toConfirm = await createWasteRecord(ctx.db, { contract, status: 'waiting' });
    await createWasteRecord(ctx.db, { contract, status: 'drafted' });
    expect((await call('POST', `/waste/${toConfirm.id}/confirm`, internal)).statusCode).toBe(200);

    const list = async (confirmation: string) =>
      (
        await call('GET', `/waste?confirmation=${confirmation}&companyId=${customer.company.id}`, internal)
      ).json();
    const awaiting = await list('awaiting');
    expect(awaiting).toMatchObject({ total: 1, totalKind: 'exact' });
    expect(awaiting.items.map((item: { id: string }) => item.id)).toEqual([unconfirmed.id]);
    const confirmed = await list('confirmed');
    expect(confirmed.items.map((item: { id: string }) => item.id)).toEqual([toConfirm.id]);

    const own = await call('GET', '/waste?confirmation=awaiting', customer.cookie);
    expect(own.json().items.map((item: { id: string }) => item.id)).toEqual([unconfirmed.id]);
    expect((await call('GET', '/waste?confirmation=soon', internal)).statusCode).toBe(400);
  });
});
