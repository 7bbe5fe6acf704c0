import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
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
