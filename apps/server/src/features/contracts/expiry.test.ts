import { addDays, type CalendarDate } from '@sirkula/domain/shared/dates';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { saveBranding } from '../settings/public.ts';
import { type ContractRow, createContract } from '../waste/factories.ts';
import { contractsEnding } from './expiry.ts';
import { contractsFeature } from './feature.ts';

const PROVIDER = 'PT Sirkula Lestari Nusantara';
const CUSTOMER = 'PT Maju Bersama Plastindo';
const PUBLIC_URL = 'http://localhost:3000';

/** 07:00 WIB on a day, when the job runs. */
const at7 = (day: CalendarDate) => new Date(`${day}T00:00:00Z`);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
const JOB = 'contractExpiry';

const people = { customerAdmin: '', partnerAdmin: '', staffAdmin: '' };
const others: string[] = [];
const contractsOf: Record<'ends30' | 'ends7' | 'partner', ContractRow> = {} as never;

const mailTo = (recipients: string[]) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.recipient, recipients))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.subject));

beforeAll(async () => {
  ctx = await startTestApp();
  await saveBranding(ctx.db, {
    companyName: PROVIDER,
    companyLine: PROVIDER,
    pseNumber: '-',
    contactEmail: 'halo@sirkula.id',
    copyrightYear: 2026,
  });

  const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', CUSTOMER);
  const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Limbah Jaya');
  const otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sehat Medika Farma');
  const staffAdmin = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  const staffMember = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
  const customerMember = await signedInUser(ctx.app, ctx.db, {
    userType: 'customer',
    role: 'member',
    companyId: customer.company.id,
  });
  people.customerAdmin = customer.admin.email;
  people.partnerAdmin = partner.admin.email;
  people.staffAdmin = staffAdmin.user.email;
  others.push(otherCustomer.admin.email, staffMember.user.email, customerMember.user.email);

  const a = customer.company.id;
  const ending = (companyId: string, endDate: CalendarDate, extra: object = {}) =>
    createContract(ctx.db, { companyId, startDate: '2025-04-01', endDate, ...extra });
  // On 9 March 2026: 30 days left, 7 days left, and a partner's contract with 3 days left.
  contractsOf.ends30 = await ending(a, '2026-04-08');
  contractsOf.ends7 = await ending(a, '2026-03-16');
  contractsOf.partner = await ending(partner.company.id, '2026-03-12', { kind: 'partner' });
  // Never told of: ended yesterday (still active), a draft, a cancelled one, another company's ending in June.
  await ending(a, '2026-03-08');
  await ending(a, '2026-03-16', { status: 'draft' });
  await ending(a, '2026-03-20', { status: 'cancelled' });
  await ending(otherCustomer.company.id, '2026-06-30');
});

afterAll(() => ctx?.close());

describe('the contractExpiry job', () => {
  it('is declared at 07:00 WIB daily with three retries', () => {
    expect(contractsFeature.jobs?.find((declared) => declared.code === JOB)).toMatchObject({
      code: 'contractExpiry',
      cron: '0 7 * * *',
      retryLimit: 3,
    });
  });

  it("tells the company's admins and the provider's admins, each with a link into their portal", async () => {
    expect(await ctx.app.runJob(JOB, at7('2026-03-09'))).toBe(
      '1 ending within 30 days, 2 within 7 days notified',
    );

    const customerMail = await mailTo([people.customerAdmin]);
    // In end-date order: the job reads the contracts ending soonest first.
    expect(customerMail.map((mail) => mail.subject)).toEqual([
      `Kontrak ${contractsOf.ends7.number} berakhir pada 16 Maret 2026`,
      `Kontrak ${contractsOf.ends30.number} berakhir pada 8 April 2026`,
    ]);
    const ends7 = customerMail.find((mail) => mail.subject.includes(contractsOf.ends7.number));
    expect(ends7?.body).toBe(
      [
        `Kontrak Anda nomor ${contractsOf.ends7.number} dengan ${PROVIDER} akan berakhir pada 16 Maret 2026. Untuk melanjutkan kerja sama setelah tanggal tersebut, silakan hubungi kami untuk memperpanjangnya.`,
        '',
        `Your contract ${contractsOf.ends7.number} with ${PROVIDER} ends on 16 March 2026. To keep working together after that date, please contact us about renewing it.`,
        '',
        'Buka kontrak / Open the contract:',
        `${PUBLIC_URL}/customer/contracts/${contractsOf.ends7.id}`,
        '',
        `Tim ${PROVIDER}`,
      ].join('\n'),
    );

    const [partnerMail, ...morePartnerMail] = await mailTo([people.partnerAdmin]);
    expect(morePartnerMail).toEqual([]);
    expect(partnerMail?.subject).toBe(`Kontrak ${contractsOf.partner.number} berakhir pada 12 Maret 2026`);
    expect(partnerMail?.body).toContain(`${PUBLIC_URL}/partner/contracts/${contractsOf.partner.id}`);

    const staffMail = await mailTo([people.staffAdmin]);
    expect(staffMail).toHaveLength(3);
    const staffEnds7 = staffMail.find((mail) => mail.subject.includes(contractsOf.ends7.number));
    expect(staffEnds7?.body).toContain(
      `Kontrak ${contractsOf.ends7.number} dengan ${CUSTOMER} akan berakhir pada 16 Maret 2026.`,
    );
    expect(staffEnds7?.body).toContain(
      `Contract ${contractsOf.ends7.number} with ${CUSTOMER} ends on 16 March 2026.`,
    );
    expect(staffEnds7?.body).toContain(`${PUBLIC_URL}/internal/contracts/${contractsOf.ends7.id}`);
    expect(staffEnds7?.body).not.toContain('/customer/');
  });

  it("tells nobody else: another company's admin, a member, staff who are not admins", async () => {
    expect(await mailTo(others)).toEqual([]);
  });

  it('sends nothing new when run again the same day', async () => {
    const told = [people.customerAdmin, people.partnerAdmin, people.staffAdmin];
    const before = (await mailTo(told)).length;
    expect(await ctx.app.runJob(JOB, at7('2026-03-09'))).toBe(
      '0 ending within 30 days, 0 within 7 days notified',
    );
    expect(await mailTo(told)).toHaveLength(before);
  });

  it('sends the 7-day notice once, the day after a missed run, and nothing after a contract ends', async () => {
    const notified = [];
    for (let day = '2026-03-10'; day <= '2026-04-15'; day = addDays(day, 1)) {
      // 1 April, 7 days before the 30-day contract ends, the job did not run.
      if (day === '2026-04-01') continue;
      const log = await ctx.app.runJob(JOB, at7(day));
      if (log !== '0 ending within 30 days, 0 within 7 days notified') notified.push([day, log]);
    }
    expect(notified).toEqual([['2026-04-02', '0 ending within 30 days, 1 within 7 days notified']]);

    const customerMail = await mailTo([people.customerAdmin]);
    expect(customerMail.map((mail) => mail.subject)).toEqual([
      `Kontrak ${contractsOf.ends7.number} berakhir pada 16 Maret 2026`,
      `Kontrak ${contractsOf.ends30.number} berakhir pada 8 April 2026`,
      `Kontrak ${contractsOf.ends30.number} berakhir pada 8 April 2026`,
    ]);
    expect(await mailTo([people.staffAdmin])).toHaveLength(4);
    expect(await mailTo(others)).toEqual([]);
  });

  it('reads the contracts ending page by page, none skipped or read twice', async () => {
    const all = [];
    for await (const contract of contractsEnding(ctx.db, '2026-03-09')) all.push(contract.id);
    const paged = [];
    for await (const contract of contractsEnding(ctx.db, '2026-03-09', 1)) paged.push(contract.id);
    expect(paged).toEqual(all);
    expect(all).toEqual([contractsOf.partner.id, contractsOf.ends7.id, contractsOf.ends30.id]);
  });
});
