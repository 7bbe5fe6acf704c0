import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, demoPickupRequest, logIn } from './helpers.ts';

const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const LONG_DATE = /\d{1,2} [A-Z][a-z]+ \d{4}/;

test('the history of a confirmed waste record reads in words, in both languages', async ({
  page,
  request,
}) => {
  const waiting = await demoPickupRequest(request, { asDraft: false });
  await logIn(page, DEMO_ADMIN);
  await page.goto(`/internal/waste/${waiting.id}`);
  await page.getByRole('button', { name: 'Confirm pickup' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm pickup' })
    .getByRole('button', { name: 'Confirm pickup' })
    .click();
  await expect(page.getByText('The pickup has been confirmed and the customer informed.')).toBeVisible();

  const history = page.getByRole('region', { name: 'Change history' });
  const created = history.getByRole('article').filter({ hasText: 'Created' });
  // Each field by its name, each value as the screens name it: labels, names, numbers, units, dates.
  await expect(created).toContainText(/Status\s*Waiting/);
  await expect(created).toContainText(/Company\s*PT Maju Bersama Plastindo/);
  await expect(created).toContainText(/Contract\s*\d{3}\/SRK-CTR\/[IVX]+\/\d{4}/);
  await expect(created).toContainText(/Estimated quantity\s*20 kg/);
  await expect(created).toContainText(/Packaging\s*Drum/);
  await expect(created).toContainText(new RegExp(`Requested pickup date\\s*${LONG_DATE.source}`));
  await expect(history.getByRole('article').filter({ hasText: 'Pickup confirmed' })).toContainText(
    /Confirmed by our team\s*\d{1,2} \w{3} \d{4}, \d{2}[.:]\d{2} WIB/,
  );
  expect(await history.textContent()).not.toMatch(RECORD_ID);
  await expect(history).not.toContainText(/companyId|contractId|requestedPickupDate/);

  await page.getByRole('button', { name: /Switch language/ }).click();
  const riwayat = page.getByRole('region', { name: 'Riwayat perubahan' });
  const dibuat = riwayat.getByRole('article').filter({ hasText: 'Dibuat' });
  await expect(dibuat).toContainText(/Status\s*Menunggu/);
  await expect(dibuat).toContainText(/Perusahaan\s*PT Maju Bersama Plastindo/);
  await expect(dibuat).toContainText(/Kontrak\s*\d{3}\/SRK-CTR\//);
  await expect(dibuat).toContainText(/Perkiraan jumlah\s*20 kg/);
  await expect(dibuat).toContainText(new RegExp(`Tanggal penjemputan yang diminta\\s*${LONG_DATE.source}`));
  await expect(riwayat.getByRole('article').filter({ hasText: 'Penjemputan dikonfirmasi' })).toContainText(
    /Dikonfirmasi oleh tim kami\s*\d{1,2} \w{3} \d{4}/,
  );
  expect(await riwayat.textContent()).not.toMatch(RECORD_ID);

  // On a phone every value stays on screen: long ones wrap below their field's name.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const offScreen = await riwayat
    .locator('dd')
    .evaluateAll(
      (values) => values.filter((value) => value.getBoundingClientRect().right > window.innerWidth).length,
    );
  expect(offScreen).toBe(0);
  await expect(dibuat).toContainText(/Alamat penjemputan\s*Jl\. Industri Raya/);
});
