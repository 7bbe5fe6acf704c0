import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate } from '@sirkula/domain/waste/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasteRecords } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, completeCustomer, signedInUser } from '../../test/people.ts';
import { createContract } from '../waste/factories.ts';
import { canReadAudit } from './policy.ts';
import * as service from './service.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
  internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Jejak Audit');
});
afterAll(() => ctx.close());

const actorOf = (user: {
  id: string;
  userType: 'internal' | 'customer' | 'partner';
  companyId: string | null;
}) => ({
  id: user.id,
  userType: user.userType,
  role: 'admin' as const,
  companyId: user.companyId,
  mustChangePassword: false,
});

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe(`audit trail (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('shows internal staff a record’s changes, newest first, a page at a time', async () => {
    const target = customer.company.id;
    for (const status of ['suspended', 'active'] as const) {
      await call('POST', `/companies/${target}/status`, internal.cookie, { status });
    }
    const page = await call('GET', `/audit?entity=company&entityId=${target}&pageSize=1`, internal.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      totalKind: 'exact',
      page: 1,
      pageSize: 1,
      items: [{ action: 'change-status', actorName: 'Pengguna Uji', after: { status: 'active' } }],
    });
  });

  it('names the company, contract and people an entry points at, so no id needs showing', async () => {
    const buyer = await completeCustomer(ctx.app, ctx.db, 'PT Nama Terang Sentosa');
    const today = jakartaToday(new Date());
    const contract = await createContract(ctx.db, {
      companyId: buyer.company.id,
      startDate: addDays(today, -10),
      endDate: addDays(today, 300),
      unit: 'kg',
      wasteTypes: ['nonB3'],
    });
    const requested = await call('POST', '/waste', buyer.cookie, {
      contractId: contract.id,
      type: 'nonB3',
      quantity: 75,
      pickupAddress: 'Jl. Raya Narogong Km 5, Bekasi',
      packaging: 'sack',
      generatedOn: addDays(today, -2),
      requestedPickupDate: addDays(earliestPickupDate(new Date()), 1),
      timeWindow: 'morning',
      acknowledged: true,
    });
    expect(requested.statusCode).toBe(201);
    const [record] = await ctx.db
      .select({ id: wasteRecords.id })
      .from(wasteRecords)
      .where(eq(wasteRecords.companyId, buyer.company.id));
    expect(record).toBeDefined();

    const trail = await call('GET', `/audit?entity=waste&entityId=${record?.id}`, internal.cookie);
    expect(trail.statusCode).toBe(200);
    const [created] = trail.json().items;
    expect(created).toMatchObject({
      action: 'create',
      after: {
        status: 'waiting',
        companyId: buyer.company.id,
        contractId: contract.id,
        quantity: 75,
        unit: 'kg',
      },
      references: { [buyer.company.id]: 'PT Nama Terang Sentosa', [contract.id]: contract.number },
    });
    // Every id the entry holds has a name beside it.
    const ids = JSON.stringify([created.before, created.after]).match(UUIDS) ?? [];
    expect(ids.filter((id) => !(id in created.references))).toEqual([]);
  });

  it('keeps customers and partners out, in the service as well as at the route', async () => {
    const url = `/audit?entity=company&entityId=${customer.company.id}`;
    expect((await call('GET', url, customer.cookie)).statusCode).toBe(403);
    expect(canReadAudit(actorOf(customer.admin))).toBe(false);
    expect(canReadAudit(actorOf(internal.user))).toBe(true);
    const filter = { entity: 'company', entityId: customer.company.id, page: 1, pageSize: 20 };
    await expect(service.list(ctx.db, actorOf(customer.admin), filter)).rejects.toMatchObject({
      status: 403,
    });
  });
});
