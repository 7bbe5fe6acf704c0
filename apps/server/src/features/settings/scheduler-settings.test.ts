import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let member: string;
let customer: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  member = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pelanggan Uji')).cookie;
});
afterAll(() => ctx.close());

const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(ctx.app)(...args);

describe('the schedulers’ settings', () => {
  it('keep run logs 90 days until an internal admin changes it; other staff only read it', async () => {
    expect((await call('GET', '/settings/schedulers', member)).json()).toEqual({
      logDays: 90,
      canChange: false,
    });
    expect((await call('GET', '/settings/schedulers', customer)).statusCode).toBe(403);
    expect((await call('PUT', '/settings/schedulers', member, { logDays: 30 })).statusCode).toBe(403);
    expect((await call('GET', '/settings/schedulers', admin)).json()).toEqual({
      logDays: 90,
      canChange: true,
    });
  });

  it('refuse fewer than 7 or more than 730 days with a translated message and change nothing', async () => {
    for (const logDays of [6, 731, 30.5]) {
      const refused = await call('PUT', '/settings/schedulers', admin, { logDays }, 'id');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.logDays).toBe(
        'Masukkan jumlah hari berupa bilangan bulat dari 7 sampai 730.',
      );
    }
    const english = await call('PUT', '/settings/schedulers', admin, { logDays: 6 });
    expect(english.json().fields.logDays).toBe('Enter a whole number of days from 7 to 730.');
    expect((await call('GET', '/settings/schedulers', admin)).json().logDays).toBe(90);
  });

  it('save an internal admin’s change, with an audit entry', async () => {
    const saved = await call('PUT', '/settings/schedulers', admin, { logDays: 30 });
    expect(saved.json()).toEqual({
      logDays: 30,
      canChange: true,
      message: "The schedulers' settings are saved.",
    });
    expect((await call('GET', '/settings/schedulers', member)).json().logDays).toBe(30);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'schedulers')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', before: { logDays: 90 }, after: { logDays: 30 } });
  });
});
