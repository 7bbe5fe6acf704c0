import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, solvedCaptcha, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, PASSWORD, signedInUser } from '../../test/people.ts';
import { tableChecksums } from '../../test/table-checksums.ts';
import { replaceResetTokens } from '../auth/queries.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

/** Makes every audit write fail, as a full disk or a bad value would, while `work` runs. */
async function withFailingAudit(work: () => Promise<void>) {
  await ctx.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused for this test'; end $$`);
  await ctx.db.execute(
    sql`create trigger refuse_audit before insert on audit_log execute function refuse_audit()`,
  );
  try {
    await work();
  } finally {
    await ctx.db.execute(sql`drop trigger refuse_audit on audit_log`);
    await ctx.db.execute(sql`drop function refuse_audit`);
  }
}

describe(`a change and its audit entry are one (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('leaves nothing behind when the audit entry cannot be written', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Cahaya Abadi Logam');
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    await replaceResetTokens(ctx.db, member.user.id, 'atomic-reset-token', new Date(Date.now() + 3_600_000));
    const captcha = await solvedCaptcha(ctx.app);
    const before = await tableChecksums(ctx.db);

    const attempts: Array<[string, () => Promise<{ statusCode: number }>]> = [
      [
        'create a user',
        () =>
          call('POST', '/users', admin.cookie, {
            name: 'Bambang Sutrisno',
            email: 'bambang@cahayaabadi.co.id',
            userType: 'customer',
            role: 'member',
            companyId: customer.company.id,
            sendWelcomeEmail: true,
          }),
      ],
      [
        'change a user',
        () =>
          call('PATCH', `/users/${member.user.id}`, admin.cookie, {
            name: 'Nama Lain',
            phone: '',
            userType: 'customer',
            role: 'admin',
            companyId: customer.company.id,
          }),
      ],
      [
        'suspend a user',
        () => call('POST', `/users/${member.user.id}/status`, admin.cookie, { status: 'suspended' }),
      ],
      [
        'require a new password',
        () => call('POST', `/users/${member.user.id}/require-password-change`, admin.cookie),
      ],
      [
        'change the own profile',
        () => call('PATCH', '/profile', member.cookie, { name: 'Nama Baru', phone: '0812 1111 2222' }),
      ],
      [
        'change the own password',
        () =>
          call('POST', '/auth/change-password', member.cookie, {
            currentPassword: PASSWORD,
            password: 'Baru#2026x',
            confirmPassword: 'Baru#2026x',
          }),
      ],
      [
        'reset a password',
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/v1/auth/reset-password',
            payload: { token: 'atomic-reset-token', password: 'Baru#2026x', confirmPassword: 'Baru#2026x' },
          }),
      ],
      [
        'register',
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            payload: {
              name: 'Dewi Lestari',
              email: 'dewi@baru.co.id',
              confirmEmail: 'dewi@baru.co.id',
              phone: '0812 3456 7890',
              password: PASSWORD,
              confirmPassword: PASSWORD,
              accountType: 'customer',
              companyName: 'PT Baru Sekali',
              acceptTerms: true,
              captcha,
            },
          }),
      ],
    ];
    await withFailingAudit(async () => {
      for (const [what, attempt] of attempts) {
        expect({ what, status: (await attempt()).statusCode }).toEqual({ what, status: 500 });
      }
    });
    expect(await tableChecksums(ctx.db)).toEqual(before);
  });
});
