import { formatRupiah } from '@sirkula/domain/shared/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { completeCustomer, signedInUser } from '../../test/people.ts';
import { DEMO_INVOICING } from '../settings/demo.ts';
import { saveInvoicingValues } from '../settings/queries.ts';

/** 09:00 WIB on 2 November 2026. */
const NOW = new Date('2026-11-02T02:00:00Z');

const line = (description: string, quantity: number, unitPrice: number) => ({
  itemType: 'wasteService',
  description,
  quantity,
  unit: 'kg',
  unitPrice,
});

describe('invoices', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let staff: string;
  let customer: Awaited<ReturnType<typeof completeCustomer>>;
  let otherCustomer: Awaited<ReturnType<typeof completeCustomer>>;

  const manual = async (
    companyId: string,
    lines = [line('Pengelolaan limbah B3 / B3 waste', 1_000, 12_000)],
  ) => {
    const answer = await call('POST', '/billing/invoices', staff, {
      companyId,
      title: 'Jasa pengelolaan limbah / Waste management',
      invoiceDate: '2026-11-02',
      paymentTerm: 'net30',
      ppnOption: 'ppn12Dpp',
      lines,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().invoice;
  };

  beforeAll(async () => {
    ctx = await startTestApp({ clock: () => NOW });
    call = apiCaller(ctx.app);
    staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
    customer = await completeCustomer(ctx.app, ctx.db, 'PT Maju Bersama Plastindo');
    otherCustomer = await completeCustomer(ctx.app, ctx.db, 'PT Sehat Medika Farma');
    await saveInvoicingValues(ctx.db, DEMO_INVOICING);
  });

  afterAll(() => ctx.close());

  it('refuses a manual invoice with a wrong line, field by field, and stores nothing', async () => {
    const answer = await call('POST', '/billing/invoices', staff, {
      companyId: customer.company.id,
      title: 'Jasa',
      invoiceDate: '2026-11-31',
      paymentTerm: 'net30',
      ppnOption: 'ppn12Luxury',
      lines: [{ ...line('x', -1, 1.5) }],
    });
    expect(answer.statusCode).toBe(400);
    expect(await ctx.db.select().from(invoices)).toEqual([]);
  });

  it('computes the totals itself: PPN 12% of DPP nilai lain, the reference’s example', async () => {
    const invoice = await manual(customer.company.id);
    expect(invoice).toMatchObject({
      type: 'proforma',
      status: 'proforma',
      subtotal: 12_000_000,
      otherTaxBaseSen: 1_100_000_000,
      vatSen: 132_000_000,
      grandTotal: 13_320_000,
      amountInWords: 'tiga belas juta tiga ratus dua puluh ribu rupiah',
      number: null,
      due: null,
    });
    expect(invoice.proformaNumber).toMatch(/^PRO\/2026\/\d{6}$/);
  });

  it('issues after the proforma with the next number, a due date from the term, and e-mails the customer’s admins', async () => {
    const proforma = await manual(customer.company.id);
    const answer = await call('POST', `/billing/invoices/${proforma.id}/issue`, staff);
    expect(answer.statusCode).toBe(200);
    const { invoice, message } = answer.json();
    expect(invoice).toMatchObject({
      type: 'issued',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      status: 'unpaid',
      due: { kind: 'daysLeft', days: 30 },
      issuer: { npwp: DEMO_INVOICING.npwp, nitku: DEMO_INVOICING.nitku },
    });
    expect(invoice.number).toMatch(/^INV\/2026\/\d{6}$/);
    expect(message).toBe(`Invoice ${invoice.number} issued and sent to the customer`);
    expect(invoice.emails.map((email: { recipient: string }) => email.recipient)).toEqual([
      customer.admin.email,
    ]);
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.admin.email));
    expect(mail?.subject).toContain(invoice.number);

    const again = await call('POST', `/billing/invoices/${proforma.id}/issue`, staff);
    expect(again.statusCode).toBe(409);
    const edit = await call('PUT', `/billing/invoices/${proforma.id}`, staff, {
      title: 'Judul baru',
      invoiceDate: '2026-11-02',
      paymentTerm: 'net15',
      ppnOption: 'ppn12Dpp',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain('Only a proforma invoice can be changed');
  });

  it('gives twenty invoices issued at once twenty consecutive numbers', async () => {
    const proformas = [];
    for (let index = 0; index < 20; index += 1) proformas.push(await manual(otherCustomer.company.id));
    const answers = await Promise.all(
      proformas.map((proforma) => call('POST', `/billing/invoices/${proforma.id}/issue`, staff)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const sequences = answers
      .map((answer) => Number(answer.json().invoice.number.split('/')[2]))
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => (sequences[0] ?? 0) + index));
  });

  it('moves a payment status unpaid → partial → paid, refuses an overpayment, and reverses with a reason', async () => {
    const proforma = await manual(customer.company.id, [line('Limbah', 100, 10_000)]);
    const onProforma = await call('POST', `/billing/invoices/${proforma.id}/payments`, staff, {
      paidOn: '2026-11-02',
      amount: 1_000,
      method: 'bankTransfer',
    });
    expect(onProforma.statusCode).toBe(422);
    await call('POST', `/billing/invoices/${proforma.id}/issue`, staff);
    // Rp1.000.000 + PPN 12% of DPP nilai lain 916.666,67 = 110.000 → Rp1.110.000.
    const pay = (amount: number) =>
      call('POST', `/billing/invoices/${proforma.id}/payments`, staff, {
        paidOn: '2026-11-03',
        amount,
        method: 'virtualAccount',
        reference: 'VA 8808 1234',
      });
    const dated = (paidOn: string) =>
      call('POST', `/billing/invoices/${proforma.id}/payments`, staff, {
        paidOn,
        amount: 1_000,
        method: 'cash',
      });
    const early = await dated('2026-11-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.paidOn).toBe('A payment cannot be dated before the invoice (2026-11-02)');
    const late = await dated('2026-11-04');
    expect(late.json().fields.paidOn).toBe('A payment cannot be dated after tomorrow');
    const partial = (await pay(500_000)).json().invoice;
    expect(partial).toMatchObject({ paymentStatus: 'partial', status: 'partial', paidAmount: 500_000 });
    const over = await pay(610_000 + 1);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`This payment is more than the ${formatRupiah(610_000)} still to pay`);
    const paid = (await pay(610_000)).json().invoice;
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'paid', paidOn: '2026-11-03', due: null });
    const cancel = await call('POST', `/billing/invoices/${proforma.id}/cancel`, staff, { reason: 'Salah' });
    expect(cancel.statusCode).toBe(409);
    const first = paid.payments.find((payment: { amount: number }) => payment.amount === 500_000);
    const reversed = await call(
      'POST',
      `/billing/invoices/${proforma.id}/payments/${first.id}/reverse`,
      staff,
      {
        reason: 'Dana dikembalikan bank',
      },
    );
    expect(reversed.json().invoice).toMatchObject({ paymentStatus: 'partial', paidAmount: 610_000 });
    expect(reversed.json().invoice.payments).toContainEqual(
      expect.objectContaining({ amount: 500_000, reversalReason: 'Dana dikembalikan bank' }),
    );
  });

  it('shows a customer only its own invoices and PDFs; another company is told they do not exist', async () => {
    const mine = await manual(customer.company.id);
    const theirs = await manual(otherCustomer.company.id);
    const list = (await call('GET', '/billing/invoices?pageSize=100', customer.cookie)).json();
    expect(
      list.items.every((item: { company: { id: string } }) => item.company.id === customer.company.id),
    ).toBe(true);
    expect(list.totals.invoiceCount).toBe(list.items.length);
    const refused = await call('GET', `/billing/invoices/${theirs.id}`, customer.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Billing record not found');
    expect(
      (await call('GET', `/billing/invoices/${theirs.id}/invoice.pdf`, customer.cookie)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/billing/invoices/${mine.id}/issue`, customer.cookie)).statusCode).toBe(403);
    const pdf = await call(
      'GET',
      `/billing/invoices/${mine.id}/invoice.pdf`,
      customer.cookie,
      undefined,
      'id',
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Faktur proforma');
    expect(text).toContain('Terbilang');
    expect(text).toContain(`Dibuat oleh ${DEMO_INVOICING.defaultPreparer}`);
    expect(text).toContain('Tiga belas juta tiga ratus dua puluh ribu rupiah');
  });

  it('sums the whole filter, not the page, for the summary totals', async () => {
    const page = (
      await call('GET', `/billing/invoices?companyId=${otherCustomer.company.id}&pageSize=10`, staff)
    ).json();
    expect(page.items).toHaveLength(10);
    expect(page.totals.invoiceCount).toBe(21);
    expect(page.totals.vatSen).toBe(21 * 132_000_000);
  });

  it('keeps the totals of every filter equal to the sum of the invoices it lists', async () => {
    const cancelled = await manual(customer.company.id);
    await call('POST', `/billing/invoices/${cancelled.id}/cancel`, staff, { reason: 'Salah tagih' });
    const filters = [
      '',
      `companyId=${customer.company.id}`,
      'type=proforma',
      'type=issued',
      'status=paid',
      'status=cancelled',
      'status=overdue',
      'paymentStatus=partial',
      'from=2026-11-01&to=2026-11-30',
      'from=2026-11-02&to=2026-11-30',
      'q=INV',
    ];
    for (const filter of filters) {
      for (const cookie of [staff, customer.cookie]) {
        const page = (await call('GET', `/billing/invoices?pageSize=100&${filter}`, cookie)).json();
        const items = page.items as Array<{ grandTotal: number; vatSen: number }>;
        expect(page.totals, filter).toEqual({
          invoiceCount: items.length,
          invoiceAmount: items.reduce((sum, item) => sum + item.grandTotal, 0),
          vatSen: items.reduce((sum, item) => sum + item.vatSen, 0),
        });
      }
    }
  });
});
