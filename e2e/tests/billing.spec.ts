import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN as ADMIN, DEMO_CUSTOMER as CUSTOMER, logIn, signIn } from './helpers.ts';

const DEMO_COMPANY = 'PT Maju Bersama Plastindo';

interface Invoice {
  id: string;
  number: string | null;
  proformaNumber: string;
  grandTotal: number;
  due: { kind: string; days?: number } | null;
}

/** Today's month in Jakarta, as `YYYY-MM`, and the one before it: what a run bills by default. */
function lastMonthInJakarta(): { month: string; name: (locale: string) => string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return {
    month: first.toISOString().slice(0, 7),
    name: (locale) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first),
  };
}

/** The demo customer's company, as staff see it (`request` signed in as staff). */
async function demoCompanyId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`/api/v1/companies/options?q=Maju&kind=customer`);
  const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === DEMO_COMPANY);
  if (!company) throw new Error(`The demo company ${DEMO_COMPANY} is missing`);
  return company.id;
}

/**
 * A manual proforma for the demo customer, made through the API so each test works on its own
 * invoice however many ran before on the same data; `request` is left signed in as staff.
 */
async function demoProforma(request: APIRequestContext, title: string): Promise<Invoice> {
  await signIn(request, ADMIN);
  const created = await request.post('/api/v1/billing/invoices', {
    data: {
      companyId: await demoCompanyId(request),
      title,
      invoiceDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
      paymentTerm: 'net30',
      ppnOption: 'ppn12Dpp',
      lines: [
        {
          itemType: 'wasteService',
          description: 'Pengelolaan limbah B3',
          quantity: 100,
          unit: 'kg',
          unitPrice: 10_000,
          transportCost: 0,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { invoice: Invoice }).invoice;
}

/** The same invoice issued and paid in full through the API (`request` signed in as staff). */
async function paidInvoice(request: APIRequestContext, title: string): Promise<Invoice> {
  const { id } = await demoProforma(request, title);
  const issued = await request.post(`/api/v1/billing/invoices/${id}/issue`);
  expect(issued.ok()).toBe(true);
  const { invoice } = (await issued.json()) as { invoice: Invoice };
  const paid = await request.post(`/api/v1/billing/invoices/${id}/payments`, {
    data: {
      paidOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
      amount: invoice.grandTotal,
      method: 'bankTransfer',
      reference: 'TRF-E2E',
    },
  });
  expect(paid.ok()).toBe(true);
  return invoice;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('staff run billing for last month: the preview first, then the result', async ({ page }) => {
  const last = lastMonthInJakarta();
  await logIn(page, ADMIN);
  await page.goto('/internal/billing');
  await page.getByRole('link', { name: 'Run billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing run', level: 1 })).toBeVisible();
  // Last month (WIB) is chosen unless staff choose another.
  await expect(page.getByRole('combobox', { name: 'Month to bill' })).toHaveValue(last.month);
  const preview = page.getByRole('region', { name: 'What the run would make' });
  await expect(preview.getByText('Invoices', { exact: true })).toBeVisible();
  await expect(preview.getByText('Grand total', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `Run billing for ${last.name('en-GB')}` }).click();
  // The run ends with its sentence: what it made, or that there was nothing new (the demo may have billed it).
  const result = new RegExp(
    `^Made for ${last.name('en-GB')}: \\d+ invoices? and \\d+ payables?, billing \\d+ records?$|Nothing new to bill for ${last.name('en-GB')}`,
  );
  await expect(page.getByRole('region', { name: 'Contracts billed' }).getByText(result)).toBeVisible({
    timeout: 30_000,
  });
  const latest = page.getByRole('region', { name: 'Latest runs' });
  await expect(latest.getByText(last.name('en-GB')).first()).toBeVisible();
  await expect(latest.getByText('Done').first()).toBeVisible();
  // A second look finds nothing new to bill for the month just billed.
  await page.reload();
  await expect(page.getByText('Nothing new to bill for this month.')).toBeVisible();
});

test('the preview of the current month lists each record once per side, and the run says what it said', async ({
  page,
}) => {
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7);
  const name = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  await logIn(page, ADMIN);
  await page.goto('/internal/billing/run');
  await page.getByRole('combobox', { name: 'Month to bill' }).selectOption(month);
  const preview = page.getByRole('region', { name: 'What the run would make' });
  const figure = async (label: string) =>
    Number(
      (
        await preview
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('+ dd')
          .innerText()
      ).replace(/\D/g, ''),
    );
  await expect(preview.locator('dt', { hasText: /^Records$/ })).toBeVisible();
  const [invoices, payables, records] = [
    await figure('Invoices'),
    await figure('Payables'),
    await figure('Records'),
  ];
  const rows = preview.getByRole('table', { name: 'What it would bill, record by record' }).getByRole('row');
  if (records > 0) {
    // Every row says which side bills it; a record carried by a partner has one row for each side.
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(/^(Customer's invoice|Partner's payable)$/);
    const sides = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => `${row.children[0]?.textContent} ${row.children[1]?.textContent}`),
    );
    expect(new Set(sides).size).toBe(sides.length);
  }
  await expectNoSeriousViolations(page);

  // The month is not over: the run asks first and says why.
  await page.getByRole('button', { name: `Run billing for ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `${name} is not over yet` });
  await expect(
    confirm.getByText(/Records delivered later this month are not on these invoices/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Bill it now' }).click();
  const said =
    invoices + payables === 0
      ? `Nothing new to bill for ${name}`
      : `Made for ${name}: ${invoices} invoice${invoices === 1 ? '' : 's'} and ${payables} payable${payables === 1 ? '' : 's'}, billing ${records} record${records === 1 ? '' : 's'}`;
  await expect(page.getByRole('region', { name: 'Contracts billed' }).getByText(said)).toBeVisible({
    timeout: 30_000,
  });
});

test('staff write a manual invoice whose totals follow the domain rules as they type', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/billing');
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible();
  // Nothing filled in: every refusal is said beside its field.
  await page.getByRole('button', { name: 'Create proforma' }).click();
  await expect(page.getByText('Choose a company')).toBeVisible();
  await expect(page.getByText('Give the invoice a title of at least 3 characters')).toBeVisible();

  await page.getByRole('combobox', { name: 'Company', exact: true }).fill('Maju Bersama');
  await page.getByRole('option', { name: DEMO_COMPANY }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Extra pickup, November');
  const line = page.getByRole('group', { name: 'Line 1' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Pengelolaan limbah B3');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('12.5');
  await line.getByRole('textbox', { name: 'Unit price' }).fill('3000');
  await line.getByRole('textbox', { name: 'Transport cost' }).fill('150000');
  // 12.5 × 3,000 + 150,000; PPN 12% of DPP nilai lain (11/12), rounded down.
  await expect(line.getByText('Amount: Rp 187.500')).toBeVisible();
  const totals = page.getByRole('definition').filter({ hasText: 'Rp 208.125' });
  await expect(totals).toBeVisible();
  await page.getByRole('button', { name: 'Add a line' }).click();
  await expect(page.getByRole('group', { name: 'Line 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove line 2' }).click();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Create proforma' }).click();
  await expect(page.getByText(/^Proforma invoice PRO\/\d{4}\/\d{6} created$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^PRO\/\d{4}\/\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Rp 208.125').first()).toBeVisible();
});

test('staff issue an invoice after the confirmation, then record a partial and a full payment', async ({
  page,
  request,
}) => {
  const proforma = await demoProforma(request, 'Payment test');
  await logIn(page, ADMIN);
  await page.goto(`/internal/billing/${proforma.id}`);
  await expect(page.getByRole('heading', { name: proforma.proformaNumber, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue invoice' });
  await expect(
    confirm.getByText('Are you sure you want to change this invoice from proforma to issued?', {
      exact: true,
    }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText(/^Invoice INV\/\d{4}\/\d{6} issued and sent to the customer$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^INV\/\d{4}\/\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByText('30 days left')).toBeVisible();

  // 100 kg × Rp 10.000 with PPN 12% of DPP nilai lain (11% of the price): Rp 1.110.000 in all; a part of it first.
  await page.getByRole('button', { name: 'Record payment' }).click();
  let payment = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(payment.getByRole('textbox', { name: 'Amount' })).toHaveValue('Rp 1.110.000');
  await payment.getByRole('textbox', { name: 'Amount' }).fill('2000000');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByText('This payment is more than the Rp 1.110.000 still to pay')).toBeVisible();
  await payment.getByRole('textbox', { name: 'Amount' }).fill('500000');
  await payment.getByRole('textbox', { name: 'Reference' }).fill('TRF-001');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').getByText('Payment recorded')).toBeVisible();
  await expect(page.getByText('Partial', { exact: true }).first()).toBeVisible();
  const sums = page.getByRole('region', { name: 'Lines' });
  await expect(sums.getByText('Rp 610.000')).toBeVisible();

  // The rest: the amount offered is what is still to pay.
  await page.getByRole('button', { name: 'Record payment' }).click();
  payment = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(payment.getByRole('textbox', { name: 'Amount' })).toHaveValue('Rp 610.000');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Rp 500.000')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('staff cancel an issued invoice with a replacement, change the replacement and print it', async ({
  page,
  request,
}) => {
  const proforma = await demoProforma(request, 'Replacement test');
  expect((await request.post(`/api/v1/billing/invoices/${proforma.id}/issue`)).ok()).toBe(true);
  await logIn(page, ADMIN);
  await page.goto(`/internal/billing/${proforma.id}`);
  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel invoice INV\// });
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Wrong quantity');
  await dialog.getByRole('checkbox', { name: 'Issue a replacement' }).check();
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(
    page.getByText(/^Invoice cancelled; its replacement PRO\/\d{4}\/\d{6} is ready as a proforma$/),
  ).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/: Wrong quantity$/)).toBeVisible();

  await page.getByRole('link', { name: /^PRO\/\d{4}\/\d{6}$/ }).click();
  await expect(page.getByRole('heading', { name: /^PRO\/\d{4}\/\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Replaces INV\/\d{4}\/\d{6}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Change' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Replacement test, corrected');
  await page.getByRole('group', { name: 'Line 1' }).getByRole('textbox', { name: 'Quantity' }).fill('80');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invoice saved')).toBeVisible();
  // 80 kg × Rp 10.000 with PPN 12% of DPP nilai lain, 11% of the price.
  await expect(page.getByRole('region', { name: 'Lines' }).getByText('Rp 888.000')).toBeVisible();

  // Printing opens the same PDF the download gives, shown in the browser's viewer to print.
  const print = page.getByRole('link', { name: 'Print' });
  await expect(print).toHaveAttribute('target', '_blank');
  const href = String(await print.getAttribute('href'));
  expect(href).toMatch(/^\/api\/v1\/billing\/invoices\/[0-9a-f-]{36}\/invoice\.pdf\?inline=1$/);
  const sheet = await request.get(href);
  expect(sheet.headers()['content-type']).toBe('application/pdf');
  expect(sheet.headers()['content-disposition']).toMatch(/^inline; filename=".*\.pdf"/);
  expect((await sheet.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expectNoSeriousViolations(page);
});

test('the customer sees its invoice paid and downloads the PDF', async ({ page, request }) => {
  const invoice = await paidInvoice(request, 'Customer download test');
  const number = String(invoice.number);
  await logIn(page, CUSTOMER);
  await page.goto('/customer/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Invoice number' }).fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  // Read-only: a customer neither issues, cancels nor records payments.
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toBeHidden();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expectNoSeriousViolations(page);

  // Another company's invoice, or none, is "not found" alike.
  await page.goto('/customer/billing/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Billing record not found')).toBeVisible();
});

test('a past-due demo invoice says how many days overdue, in both languages', async ({ page, request }) => {
  await signIn(request, ADMIN);
  const answer = await request.get('/api/v1/billing/invoices?status=overdue&pageSize=1');
  const { items } = (await answer.json()) as { items: Invoice[] };
  const overdue = items[0];
  expect(overdue, 'The demo data holds a past-due invoice').toBeDefined();
  const days = Number(overdue?.due?.days);
  const label = String(overdue?.number);

  await logIn(page, ADMIN);
  await page.goto(`/internal/billing?status=overdue&q=${encodeURIComponent(label)}`);
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row.getByText(days === 1 ? '1 day overdue' : `${days} days overdue`)).toBeVisible();
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('button', { name: /Ganti bahasa/ })).toBeVisible();
  await expect(row.getByText(`Lewat ${days} hari`)).toBeVisible();
  await expect(row.getByText('Jatuh tempo terlewati', { exact: true })).toBeVisible();
});
