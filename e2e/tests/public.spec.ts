import { expect, test } from './fixtures.ts';
import { demoPickupRequest } from './helpers.ts';

test('the landing page opens a record from its typed registration number, and explains a mistyped one', async ({
  page,
  request,
}) => {
  const record = await demoPickupRequest(request, { asDraft: false });
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Follow a waste record' });
  const field = box.getByLabel('Registration number');
  await field.fill('WST-2026-000001');
  await box.getByRole('button', { name: 'Track' }).click();
  await expect(box.getByText(/Enter a registration number as printed on the label/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // As read off a label: lower case, spaces instead of dashes.
  await field.fill(record.registrationNumber.toLowerCase().replaceAll('-', ' '));
  await box.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(`/public/track/${record.registrationNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(record.registrationNumber);
  await expect(page.getByText('Waiting').first()).toBeVisible();
});

test('the tracking box speaks Indonesian on the Indonesian landing page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Switch language/ }).click();
  const box = page.getByRole('region', { name: 'Lacak catatan limbah' });
  await box.getByRole('button', { name: 'Lacak' }).click();
  await expect(box.getByText(/Masukkan nomor registrasi seperti yang tercetak pada label/)).toBeVisible();
});

test('the legal pages say from when they apply, in the reader’s language', async ({ page }) => {
  await page.goto('/public/legal/terms-of-service');
  await expect(page.getByText('Effective from 22 November 2026')).toBeVisible();
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByText('Berlaku sejak 22 November 2026')).toBeVisible();
});
