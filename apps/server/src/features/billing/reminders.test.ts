import { invoiceTotals } from '@sirkula/domain/billing/rules';
import { addDays, type CalendarDate } from '@sirkula/domain/shared/dates';
import { formatRupiah } from '@sirkula/domain/shared/format';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { companyWithAdmin, PASSWORD, signedInUser } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { saveBranding } from '../settings/public.ts';
import { createInvoice, type InvoiceRow } from './factories.ts';
import { billingFeature } from './feature.ts';
import { owedReceivables } from './reminders.ts';

const PROVIDER = 'PT Sirkula Lestari Nusantara';
const PUBLIC_URL = 'http://localhost:3000';

/** 08:00 WIB on a day of March 2026, when the job runs. */
const at8 = (day: CalendarDate) => new Date(`${day}T01:00:00Z`);

const LINE = { description: 'Pengelolaan limbah B3 / B3 waste', quantity: 1_000, unitPrice: 12_000 };
const GRAND_TOTAL = invoiceTotals([{ ...LINE, transportCost: 0 }], 'ppn12Dpp').grandTotal;

let ctx: Awaited<ReturnType<typeof startTestApp>>;
const JOB = 'billingReminders';

/** Customer A's active admins, who are told; everyone else in `others`, who must not be. */
const told: string[] = [];
const others: string[] = [];
const invoicesOf: Record<'dueSoon' | 'dueSoonToo' | 'overdue', InvoiceRow> = {} as never;

/** An invoice issued on `issuedOn` with net 30, so due 30 days later. */
const issued = (companyId: string, issuedOn: CalendarDate, extra: object = {}) =>
  createInvoice(ctx.db, {
    companyId,
    invoiceDate: issuedOn,
    issuedOn,
    paymentTerm: 'net30',
    ppnOption: 'ppn12Dpp',
    lines: [LINE],
    ...extra,
  });

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

  const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Maju Bersama Plastindo');
  const second = await createUser(ctx.db, {
    name: 'Siti Rahayu',
    email: 'siti@majubersama.co.id',
    password: PASSWORD,
    userType: 'customer',
    role: 'admin',
    companyId: customer.company.id,
  });
  told.push(customer.admin.email, second.email);
  for (const [role, status] of [
    ['member', 'active'],
    ['admin', 'inactive'],
  ] as const) {
    const user = await createUser(ctx.db, {
      name: `Pengguna ${role} ${status}`,
      email: `${role}.${status}@majubersama.co.id`,
      password: PASSWORD,
      userType: 'customer',
      role,
      status,
      companyId: customer.company.id,
    });
    others.push(user.email);
  }
  const otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sehat Medika Farma');
  const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Limbah Jaya');
  const staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
  others.push(otherCustomer.admin.email, partner.admin.email, staff.user.email);

  const a = customer.company.id;
  // Due 12 March (two of them, so the paging meets a tie), and due 8 March, partly paid.
  invoicesOf.dueSoon = await issued(a, '2026-02-10');
  invoicesOf.dueSoonToo = await issued(a, '2026-02-10');
  invoicesOf.overdue = await issued(a, '2026-02-06', {
    payments: [{ paidOn: '2026-03-01', amount: 5_000_000 }],
  });
  // Never reminded of: paid in full, cancelled, still a proforma, a partner's payable, due later.
  await issued(a, '2026-02-10', { payments: [{ paidOn: '2026-03-02', amount: GRAND_TOTAL }] });
  await issued(a, '2026-02-06', { cancelled: { at: at8('2026-02-20'), reason: 'Salah tarif' } });
  await createInvoice(ctx.db, { companyId: a, invoiceDate: '2026-02-10', lines: [LINE] });
  await issued(partner.company.id, '2026-02-10', { direction: 'payable' });
  await issued(otherCustomer.company.id, '2026-02-20');
  await issued(otherCustomer.company.id, '2026-02-06', {
    payments: [{ paidOn: '2026-03-01', amount: GRAND_TOTAL }],
  });
});

afterAll(() => ctx?.close());

describe('the billingReminders job', () => {
  it('is declared at 08:00 WIB daily with three retries', () => {
    expect(billingFeature.jobs?.find((declared) => declared.code === JOB)).toMatchObject({
      code: 'billingReminders',
      cron: '0 8 * * *',
      retryLimit: 3,
    });
  });

  it('tells the company admins of an invoice due in three days and one a day overdue, in both languages', async () => {
    expect(await ctx.app.runJob(JOB, at8('2026-03-09'))).toBe('2 due soon, 1 overdue reminders sent');

    for (const admin of told) {
      const mails = await mailTo([admin]);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        [
          `Faktur ${invoicesOf.overdue.number} telah melewati jatuh tempo`,
          `Pengingat pembayaran: faktur ${invoicesOf.dueSoon.number} jatuh tempo pada 12 Maret 2026`,
          `Pengingat pembayaran: faktur ${invoicesOf.dueSoonToo.number} jatuh tempo pada 12 Maret 2026`,
        ].sort(),
      );
    }
    const [dueSoon] = (await mailTo([told[0] ?? ''])).filter((mail) =>
      mail.subject.includes(String(invoicesOf.dueSoon.number)),
    );
    const amount = formatRupiah(GRAND_TOTAL);
    expect(dueSoon?.body).toBe(
      [
        `Kami mengingatkan bahwa faktur ${invoicesOf.dueSoon.number} dengan sisa tagihan ${amount} akan jatuh tempo pada 12 Maret 2026. Apabila Anda sudah melakukan pembayaran, mohon abaikan pesan ini. Terima kasih.`,
        '',
        `This is a reminder that invoice ${invoicesOf.dueSoon.number}, with ${amount} still to pay, is due on 12 March 2026. If you have already paid, please disregard this message. Thank you.`,
        '',
        'Buka faktur / Open the invoice:',
        `${PUBLIC_URL}/customer/billing/${invoicesOf.dueSoon.id}`,
        '',
        `Tim ${PROVIDER}`,
      ].join('\n'),
    );

    const [overdue] = (await mailTo([told[1] ?? ''])).filter((mail) =>
      mail.subject.includes(String(invoicesOf.overdue.number)),
    );
    const owed = formatRupiah(GRAND_TOTAL - 5_000_000);
    expect(overdue?.body).toContain(
      `Faktur ${invoicesOf.overdue.number} dengan sisa tagihan ${owed} telah jatuh tempo pada 8 Maret 2026 dan kini terlambat 1 hari.`,
    );
    expect(overdue?.body).toContain(
      `Invoice ${invoicesOf.overdue.number}, with ${owed} still to pay, was due on 8 March 2026 and is now 1 day overdue.`,
    );
    expect(overdue?.body).toContain(`${PUBLIC_URL}/customer/billing/${invoicesOf.overdue.id}`);
  });

  it('tells nobody else: not a member, an inactive admin, another company, a partner or staff', async () => {
    expect(await mailTo(others)).toEqual([]);
  });

  it('sends nothing new when run again the same day (a retry, a second server)', async () => {
    const before = (await mailTo(told)).length;
    expect(await ctx.app.runJob(JOB, at8('2026-03-09'))).toBe('0 due soon, 0 overdue reminders sent');
    expect(await ctx.app.runJob(JOB, new Date('2026-03-09T16:59:00Z'))).toBe(
      '0 due soon, 0 overdue reminders sent',
    );
    expect(await mailTo(told)).toHaveLength(before);
  });

  it('run daily, sends the first overdue day, then the next step seven days on, each once', async () => {
    const logs = [];
    for (let day = '2026-03-10'; day <= '2026-03-16'; day = addDays(day, 1)) {
      logs.push([day, await ctx.app.runJob(JOB, at8(day))]);
    }
    expect(logs).toEqual([
      ['2026-03-10', '0 due soon, 0 overdue reminders sent'],
      ['2026-03-11', '0 due soon, 0 overdue reminders sent'],
      // Due today: the reminder three days before told it.
      ['2026-03-12', '0 due soon, 0 overdue reminders sent'],
      ['2026-03-13', '0 due soon, 2 overdue reminders sent'],
      ['2026-03-14', '0 due soon, 0 overdue reminders sent'],
      ['2026-03-15', '0 due soon, 0 overdue reminders sent'],
      // Eight days past 8 March: the second overdue step.
      ['2026-03-16', '0 due soon, 1 overdue reminders sent'],
    ]);
    expect(await ctx.app.runJob(JOB, at8('2026-03-16'))).toBe('0 due soon, 0 overdue reminders sent');

    for (const admin of told) {
      const mails = await mailTo([admin]);
      expect(mails).toHaveLength(6);
      const eighthDay = mails.filter((mail) => mail.body.includes('kini terlambat 8 hari'));
      expect(eighthDay).toHaveLength(1);
      expect(eighthDay[0]?.body).toContain('was due on 8 March 2026 and is now 8 days overdue');
    }
    expect(await mailTo(others)).toEqual([]);
  });

  it('reads the open invoices page by page, none skipped or read twice across a tie of due dates', async () => {
    const all = [];
    for await (const invoice of owedReceivables(ctx.db, '2026-03-09')) all.push(invoice.id);
    const paged = [];
    for await (const invoice of owedReceivables(ctx.db, '2026-03-09', 1)) paged.push(invoice.id);
    expect(paged).toEqual(all);
    expect(all.sort()).toEqual(
      [invoicesOf.dueSoon.id, invoicesOf.dueSoonToo.id, invoicesOf.overdue.id].sort(),
    );
  });
});
