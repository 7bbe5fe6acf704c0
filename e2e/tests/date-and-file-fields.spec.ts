import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './helpers.ts';

test('on an Indonesian page a date filter shows and picks dates in Indonesian, and filters by the ISO date', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/waste');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  // A date typed day first, as Indonesians write it, reads back with the month's Indonesian name.
  const from = page.getByRole('textbox', { name: 'Tanggal transaksi dari' });
  await from.fill('7/12/2026');
  await from.press('Tab');
  await expect(from).toHaveValue('7 Desember 2026');
  await expect(page).toHaveURL(/[?&]from=2026-12-07(&|$)/);

  // The calendar names its month and days in Indonesian, and a click picks the day.
  await from.click();
  await expect(page.getByText('Desember 2026', { exact: true })).toBeVisible();
  await expect(page.getByText('Sn', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Bulan sebelumnya' }).click();
  await expect(page.getByText('November 2026', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '16 November 2026' }).click();
  await expect(from).toHaveValue('16 November 2026');
  await expect(page).toHaveURL(/[?&]from=2026-11-16(&|$)/);

  // Back in English, the same date reads in English.
  await page.getByRole('button', { name: /Ganti bahasa|Switch language/ }).click();
  await expect(page.getByRole('textbox', { name: 'Transaction date from' })).toHaveValue('16 November 2026');
  await page.getByRole('textbox', { name: 'Transaction date from' }).fill('7/12/2026');
  await page.getByRole('textbox', { name: 'Transaction date from' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'Transaction date from' })).toHaveValue('7 December 2026');
});

test('a file field speaks the page language and names the chosen file', async ({ page }) => {
  await logIn(page, 'newcustomer@demo.sirkula.id');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto('/customer/company');

  const field = page.getByLabel('Dokumen lingkungan', { exact: true });
  await expect(field).toHaveAccessibleDescription(/PDF, JPEG, atau PNG/);
  await expect(page.getByText('Belum ada berkas dipilih')).toHaveCount(2);
  await expect(page.getByText('Pilih berkas')).toHaveCount(2);
  await field.setInputFiles({
    name: 'sppl.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('sppl.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('Belum ada berkas dipilih')).toHaveCount(1);
});
