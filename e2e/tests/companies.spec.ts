import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn, signIn } from './helpers.ts';

/**
 * A customer company just taken on, like the demo's newest: where it is and what it does, nothing
 * more, so its profile lacks most fields and both uploads. Made afresh for each run of the test,
 * which completes it.
 */
/** The demo password is refused for any new account, so a new admin gets its own. */
const NEW_ADMIN_PASSWORD = 'Sampah#2026';

async function newCustomerAdmin(request: APIRequestContext) {
  await signIn(request, DEMO_ADMIN);
  const suffix = Date.now();
  const company = await request.post('/api/v1/companies', {
    data: {
      name: `PT Sinar Kimia ${suffix}`,
      kind: 'customer',
      city: 'Karawang',
      province: 'Jawa Barat',
      country: 'Indonesia',
      industry: 'Industri bahan kimia',
    },
  });
  expect(company.status()).toBe(201);
  const { id } = (await company.json()) as { id: string };
  const email = `admin.${suffix}@sinarkimia.co.id`;
  const user = await request.post('/api/v1/users', {
    data: {
      name: 'Rudi Hartono',
      email,
      userType: 'customer',
      role: 'admin',
      companyId: id,
      password: NEW_ADMIN_PASSWORD,
      sendWelcomeEmail: false,
    },
  });
  expect(user.status()).toBe(201);
  return email;
}

/** Small but real files: each starts with the bytes its format is recognised by. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('a customer admin completes the company profile with both uploads and the waste module opens', async ({
  page,
  request,
}) => {
  await logIn(page, await newCustomerAdmin(request), NEW_ADMIN_PASSWORD);

  await page.goto('/customer/waste');
  await expect(page.getByRole('heading', { name: 'Company Profile Incomplete' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete the company profile' }).click();
  await page.waitForURL('**/customer/company');
  await expect(page.getByRole('heading', { name: 'Company profile', level: 1 })).toBeVisible();
  await expect(page.getByText('The company profile is incomplete')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A wrong NPWP is caught beside its field, in the browser, before anything is sent.
  const npwp = page.getByLabel('NPWP (tax number)');
  await npwp.fill('12.345.678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(npwp).toHaveAccessibleDescription(/NPWP must be between 15 and 16 digits/);
  await expect(npwp).toHaveAttribute('aria-invalid', 'true');

  // A 15-digit NPWP is accepted and shown with its 16-digit form.
  await npwp.fill('01.234.567.8-901.000');
  await expect(page.getByText('16-digit NPWP: 0012 3456 7890 1000')).toBeVisible();

  await page.getByLabel('Legal type', { exact: true }).selectOption({ label: 'PT (Perseroan Terbatas)' });
  await page.getByLabel('NIB (business identification number)').fill('9120009876543');
  await page.getByLabel('KBLI code').fill('20112');
  await page
    .getByLabel('Address', { exact: true })
    .fill('Jl. Surya Utama Kav. 7, Kawasan Industri Suryacipta');
  await page.getByLabel('PIC name').fill('Rudi Hartono');
  await page.getByLabel('PIC e-mail').fill('Rudi.Hartono@SinarKimia.co.id');
  await page.getByLabel('PIC phone').fill('0812-1000-2000');
  await page.getByLabel('Export percentage (%)').fill('20');
  await page.getByLabel('Environmental document type').selectOption('SPPL');
  await page
    .getByLabel('Environmental document', { exact: true })
    .setInputFiles({ name: 'sppl-sinar-kimia.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByLabel('Registration form', { exact: true })
    .setInputFiles({ name: 'formulir-pendaftaran.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('The company profile has been saved.')).toBeVisible();
  await expect(page.getByText('The company profile is complete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download sppl-sinar-kimia.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download formulir-pendaftaran.png' })).toBeVisible();
  // The server keeps normalised contacts.
  await expect(page.getByLabel('PIC e-mail')).toHaveValue('rudi.hartono@sinarkimia.co.id');
  await expect(page.getByLabel('PIC phone')).toHaveValue('+6281210002000');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Waste' })
    .click();
  await expect(page.getByRole('heading', { name: 'Waste', level: 1 })).toBeVisible();
  await expect(page.getByText('Company Profile Incomplete')).toHaveCount(0);
});

test('the internal admin finds a pending company, approves it and sees the audit entry', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
  await page.getByLabel('Search companies').fill('Elektronika');
  const row = page.getByRole('row', { name: /PT Elektronika Batam Jaya/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: 'PT Elektronika Batam Jaya' }).click();

  await expect(page.getByRole('heading', { name: 'PT Elektronika Batam Jaya', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The company status has been changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();

  const history = page.getByRole('region', { name: 'Change history' });
  const entry = history.getByRole('article').first();
  await expect(entry.getByText('Approved')).toBeVisible();
  await expect(entry.getByText('Rina Wulandari')).toBeVisible();
  // The field, its value before and after; a screen reader hears "changed to" where the eye sees an arrow.
  await expect(entry).toContainText(/Status\s*Pending\s*→\s*changed to\s*Active/);

  // A dangerous move asks first.
  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change company status' });
  await expect(dialog).toContainText('Suspend PT Elektronika Batam Jaya?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test("a company's page shows its users, contracts and waste records beside the form", async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const options = await page.context().request.get('/api/v1/companies/options?q=Maju&kind=customer');
  const { items } = (await options.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === 'PT Maju Bersama Plastindo');
  if (!company) throw new Error('The demo company PT Maju Bersama Plastindo is missing');
  await page.goto(`/internal/companies/${company.id}`);

  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
    'href',
    /\/internal\/users\//,
  );
  await expect(users.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    `/internal/users?companyId=${company.id}`,
  );
  const contracts = page.getByRole('region', { name: /^Contracts/ });
  await expect(contracts.getByRole('link', { name: /SRK-CTR/ }).first()).toBeVisible();
  // Waste records come five at a time, from the server.
  const waste = page.getByRole('region', { name: /^Waste records/ });
  await expect(waste.getByRole('listitem')).toHaveCount(5);
  const first = await waste.getByRole('listitem').first().textContent();
  await waste.getByRole('button', { name: 'Next page' }).click();
  await expect(waste.getByRole('listitem').first()).not.toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('region', { name: /^Catatan limbah/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  // The layout settles after the resize; then the page scrolls down only.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A company with nothing yet says so.
  const listed = await page.context().request.get('/api/v1/companies?q=Elektronika');
  const [fresh] = ((await listed.json()) as { items: Array<{ id: string }> }).items;
  if (!fresh) throw new Error('The demo company PT Elektronika Batam Jaya is missing');
  await page.goto(`/internal/companies/${fresh.id}`);
  await expect(page.getByRole('region', { name: /^Kontrak/ })).toContainText(
    'Perusahaan ini belum memiliki kontrak.',
  );
  await expect(page.getByRole('region', { name: /^Catatan limbah/ })).toContainText(
    'Perusahaan ini belum memiliki catatan limbah.',
  );

  // A partner has no waste records of its own: no card for them.
  const partner = await page.context().request.get('/api/v1/companies/options?kind=partner');
  const [carrier] = ((await partner.json()) as { items: Array<{ id: string }> }).items;
  if (!carrier) throw new Error('The demo has no partner company');
  await page.goto(`/internal/companies/${carrier.id}`);
  await expect(page.getByRole('region', { name: /^Pengguna/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Catatan limbah/ })).toHaveCount(0);
});
