import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { createContract } from '../waste/factories.ts';

let now = new Date('2026-12-31T16:59:00Z');
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
});
afterAll(() => ctx.close());

describe('the day a contract is read on', () => {
  it('is the app clock’s day in WIB, so a contract expires at midnight in Jakarta', async () => {
    const company = await createCompany(ctx.db, { name: 'PT Waktu Tepat', kind: 'customer' });
    const contract = await createContract(ctx.db, {
      companyId: company.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const { cookie } = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
    const read = async () =>
      (await apiCaller(ctx.app)('GET', `/contracts/${contract.id}`, cookie)).json().displayStatus;

    // 23:59 WIB on the last day: still running.
    expect(await read()).toBe('active');
    now = new Date('2026-12-31T17:00:00Z');
    // 00:00 WIB the next day, though still 31 December in UTC.
    expect(await read()).toBe('expired');
  });
});
