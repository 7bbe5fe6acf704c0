import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** At phone width the page scrolls down only, never sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  // The list turns into cards once the width is known; on a busy machine that takes a moment.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('internal staff create a contract, see the date rule beside the field, activate it and find it', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contracts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'New contract' }).click();
  await expect(page.getByRole('heading', { name: 'New contract', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('combobox', { name: 'Company', exact: true }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo' }).click();
  const start = page.getByLabel('Start date');
  const end = page.getByLabel('End date');
  await start.fill('2027-01-01');
  await end.fill('2026-12-31');

  // The end before the start is caught beside the end date at once, in the browser, before anything is sent.
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(end).toHaveAccessibleDescription(/The end date must be after the start date/);
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Price per unit')).toHaveAccessibleDescription(/Enter a whole rupiah amount/);
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByLabel('KG').check();
  await page.getByLabel('Price per unit').fill('4500');
  await expect(page.getByLabel('Price per unit')).toHaveValue('Rp 4.500');
  await page.getByLabel('Max quantity per frequency').fill('750');
  await page.getByLabel('Payment term').selectOption({ label: 'Net 45 (due in 45 days)' });
  await page.getByLabel('PPN 12% (DPP 11/12)').check();
  await page.getByRole('checkbox', { name: 'B3 (hazardous)' }).check();
  await page.getByRole('checkbox', { name: 'Electronic' }).check();
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(end).toHaveAccessibleDescription(/The end date must be after the start date/);

  await end.fill('2027-12-31');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByText('The contract has been created as a draft.')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^\d{3}\/SRK-CTR\/[IVX]+\/\d{4}$/);
  const number = (await heading.textContent()) ?? '';
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Draft')).toBeVisible();

  // Activation asks first.
  await status.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate contract' });
  await expect(dialog).toContainText(`Activate contract ${number} with PT Maju Bersama Plastindo?`);
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The contract is now active.')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('article').first().getByText('Activated')).toBeVisible();

  await page.getByRole('link', { name: 'Back to contracts' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
  await page.getByLabel('Search contracts').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('PT Maju Bersama Plastindo');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Rp 4.500 per kg');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/status=active/);
});

test('internal staff cancel a contract with a reason, and it can no longer be edited', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  // A draft of its own, made through the API, so the demo contracts stay as they are.
  const request = page.context().request;
  const options = await request.get('/api/v1/companies/options?q=Sehat&kind=customer');
  const { items } = (await options.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === 'PT Sehat Medika Farma');
  if (!company) throw new Error('The demo company PT Sehat Medika Farma is missing');
  const created = await request.post('/api/v1/contracts', {
    data: {
      kind: 'customer',
      companyId: company.id,
      startDate: '2027-02-01',
      endDate: '2028-01-31',
      unit: 'bin',
      pricePerUnit: 125000,
      frequency: 'monthly',
      frequencyInterval: 1,
      pricePerFrequency: 0,
      maxQuantityPerFrequency: 10,
      paymentTiming: 'advance',
      paymentTerm: 'dueOnReceipt',
      paymentCycle: 'monthly',
      onDemand: false,
      ppnRate: 12,
      wasteTypes: ['medical'],
    },
  });
  expect(created.status()).toBe(201);
  const contract = (await created.json()) as { id: string; number: string };

  await page.goto(`/internal/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { name: contract.number, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel contract' });
  await expect(dialog).toContainText('A cancelled contract cannot be edited or activated again.');
  await dialog.getByRole('button', { name: 'Cancel contract' }).click();
  const reason = dialog.getByLabel('Reason for cancelling');
  await expect(reason).toHaveAccessibleDescription(/Give a reason of at least 3 characters/);
  await reason.fill('The customer chose a yearly contract instead');
  await dialog.getByRole('button', { name: 'Cancel contract' }).click();

  await expect(page.getByText('The contract has been cancelled.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Cancelled: The customer chose a yearly contract instead')).toBeVisible();
  await expect(page.getByText('A cancelled contract cannot be edited.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel contract' })).toHaveCount(0);
  await expect(page.getByLabel('Price per unit')).toBeDisabled();
});

test('a draft says what keeps it from activation, and activates once nothing does', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  const request = page.context().request;
  // The demo's complete customer, suspended for a moment, so that being active is what is missing.
  const options = await request.get('/api/v1/companies/options?q=Maju&kind=customer');
  const { items } = (await options.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === 'PT Maju Bersama Plastindo');
  if (!company) throw new Error('The demo company PT Maju Bersama Plastindo is missing');
  const created = await request.post('/api/v1/contracts', {
    data: {
      kind: 'customer',
      companyId: company.id,
      startDate: '2027-03-01',
      endDate: '2028-02-29',
      unit: 'bin',
      pricePerUnit: 125000,
      frequency: 'monthly',
      frequencyInterval: 1,
      pricePerFrequency: 0,
      maxQuantityPerFrequency: 10,
      paymentTiming: 'advance',
      paymentTerm: 'dueOnReceipt',
      paymentCycle: 'monthly',
      onDemand: true,
      ppnRate: 12,
      wasteTypes: ['nonB3'],
    },
  });
  expect(created.status()).toBe(201);
  const contract = (await created.json()) as { id: string; number: string };
  const setCompanyStatus = async (status: string) =>
    expect((await request.post(`/api/v1/companies/${company.id}/status`, { data: { status } })).ok()).toBe(
      true,
    );

  // While the company is suspended, the Activate button waits beside the reason.
  await setCompanyStatus('suspended');
  try {
    await page.goto(`/internal/contracts/${contract.id}`);
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Before this contract can be activated:');
    await expect(status.getByRole('listitem')).toHaveText([
      'The company PT Maju Bersama Plastindo must be active (it is now Suspended).',
    ]);
    const activate = status.getByRole('button', { name: 'Activate' });
    await expect(activate).toBeDisabled();
    await expect(activate).toHaveAccessibleDescription(/must be active/);
    await expect(status.getByRole('link', { name: 'Open the company' })).toHaveAttribute(
      'href',
      `/internal/companies/${company.id}`,
    );
    await page.getByRole('button', { name: /Switch language/ }).click();
    await expect(status.getByRole('listitem')).toHaveText([
      'Perusahaan PT Maju Bersama Plastindo harus aktif (saat ini Ditangguhkan).',
    ]);
    await expect(status.getByRole('button', { name: 'Aktifkan' })).toBeDisabled();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: /Ganti bahasa|Switch language/ }).click();
  } finally {
    await setCompanyStatus('active');
  }

  // Nothing missing any more: no list, and activation asks first.
  await page.reload();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).not.toContainText('Before this contract can be activated');
  await status.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate contract' });
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The contract is now active.')).toBeVisible();
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
});

test('the printed summary names one unit throughout and explains a missing price per frequency', async ({
  page,
}) => {
  await logIn(page, 'customer@demo.sirkula.id');
  const request = page.context().request;
  const listed = await request.get('/api/v1/contracts?unit=bin&pageSize=1');
  const [bins] = ((await listed.json()) as { items: Array<{ id: string }> }).items;
  if (!bins) throw new Error('The demo customer has no contract in bins');
  await page.goto(`/customer/contracts/${bins.id}`);
  const sheet = page.getByRole('article');
  await expect(sheet).toContainText(/Unit\s*bin/);
  await expect(sheet).toContainText(/per bin/);
  await expect(sheet).not.toContainText(/Bin|KG/);
  await expect(sheet).not.toContainText(/Price per frequency\s*Rp 0/);
  await expect(sheet).toContainText(/Price per frequency\s*None: /);
});

test('a customer admin reads their contracts and opens the printable summary', async ({ page }) => {
  await logIn(page, 'customer@demo.sirkula.id');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contracts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  // Read-only: nothing to create, no company filter, only their own company's contracts.
  await expect(page.getByRole('link', { name: 'New contract' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByRole('table')).not.toContainText('PT Sehat Medika Farma');
  const active = page.getByRole('row').filter({ has: page.getByText('Active', { exact: true }) });
  await expect(active.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByText('Expired', { exact: true }) })).toHaveCount(
    1,
  );
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  await active.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Contract summary', level: 1 })).toBeVisible();
  await expect(page.getByText('PT Maju Bersama Plastindo')).toBeVisible();
  await expect(page.getByText('This summary is read-only.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // On paper only the summary remains.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Contract summary', level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Another company's contract answers "not found".
  await page.goto('/customer/contracts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Contract not found')).toBeVisible();
});
