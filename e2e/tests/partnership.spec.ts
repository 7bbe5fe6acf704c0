import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './helpers.ts';

test('a visitor registers for the promotion in Indonesian and staff convert the lead into a draft contract', async ({
  page,
  browser,
  server,
}) => {
  const company = `PT Uji Promosi ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('link', { name: /Promotion and partner programme/ }).click();
  await expect(page).toHaveURL(/\/public\/partnership$/);
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('heading', { name: 'Program kemitraan', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promosi: gratis biaya angkut satu bulan' })).toBeVisible();
  await expect(page.getByText('Kontrak berjalan minimal 12 bulan sejak tanggal mulai.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Daftar promosi' });
  await form.getByLabel(/^Nama perusahaan/).fill(company);
  await form.getByLabel(/^Kota/).fill('Karawang');
  await form.getByLabel(/^Volume limbah per bulan/).fill('0');
  await form.getByLabel(/^Biaya per bulan saat ini/).fill('18500000');
  await form.getByLabel(/^Tanggal berakhir kontrak/).fill('2027-03-31');
  await form.getByLabel(/^Kode limbah utama/).fill('B105d');
  await form.getByLabel(/^Nama kontak/).fill('Dewi Lestari');
  await form.getByLabel(/^E-mail/).fill(`dewi.${Date.now()}@kimiajaya.co.id`);
  await form.getByLabel(/^Telepon/).fill('0812 3456 7890');
  await form.getByRole('button', { name: 'Daftar', exact: true }).click();
  // Checked in the browser with the server's schema, in the visitor's language.
  await expect(form.getByText('Masukkan volume dalam kilogram lebih dari 0.')).toBeVisible();
  await expect(form.getByLabel(/^Biaya per bulan saat ini/)).toHaveValue('Rp 18.500.000');

  await form.getByLabel(/^Volume limbah per bulan/).fill('2500');
  await form.locator('altcha-widget').getByText('Saya bukan robot').click();
  await expect(form.locator('altcha-widget').getByText('Terverifikasi')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Terima kasih telah mendaftar' })).toBeVisible();
  await expect(page.getByText(/Langkah selanjutnya: tim kami akan menelepon Anda/)).toBeVisible();

  // Staff find the lead under Companies, qualify it and convert it.
  const staff = await (await browser.newContext({ baseURL: server.url })).newPage();
  await logIn(staff, DEMO_ADMIN);
  await staff.goto('/internal/companies');
  await staff.getByRole('link', { name: 'Partnership leads' }).click();
  await expect(staff.getByRole('heading', { name: 'Partnership', level: 1 })).toBeVisible();
  await staff.getByLabel('Search name, company or e-mail').fill(company);
  await staff.getByRole('link', { name: company }).first().click();
  await expect(staff.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(staff.getByText('B105d (Hazardous (B3))')).toBeVisible();
  await staff.getByRole('button', { name: 'Mark as Contacted' }).click();
  await expect(staff.getByText("The lead's status has been changed.")).toBeVisible();
  await staff.getByRole('button', { name: 'Mark as Qualified' }).click();
  await staff.getByRole('button', { name: 'Convert' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
  await expect(staff.getByText('The lead has been converted.')).toBeVisible();
  await staff.getByRole('link', { name: 'Open the draft contract' }).click();
  await expect(staff.getByText('First month of transport free').first()).toBeVisible();
  await expect(staff.getByRole('link', { name: company })).toBeVisible();
  await staff.context().close();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the partnership page and the review queue have no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/public/partnership');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/companies/partnership?kind=promotion');
  await expect(page.getByRole('link', { name: 'PT Farmasi Sehat Lestari' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'PT Farmasi Sehat Lestari' }).click();
  await expect(page.getByRole('link', { name: 'Open the draft contract' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
