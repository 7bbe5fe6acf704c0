import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_ADMIN as ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  demoB3Contract,
  demoPickupRequest,
  logIn,
} from './helpers.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Chooses an option of a Mantine select by the field's label and the option's name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a customer requests a B3 pickup in Indonesian, prints its label and follows it signed out', async ({
  page,
  browser,
}) => {
  await logIn(page, CUSTOMER);
  await page.getByRole('button', { name: /Switch language/ }).click();
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Limbah' })
    .click();
  await expect(page.getByRole('heading', { name: 'Limbah', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Ajukan penjemputan' }).click();
  await expect(page.getByRole('heading', { name: 'Ajukan penjemputan', level: 1 })).toBeVisible();

  // The rule and the earliest date, as the server reads the clock; earlier days cannot be picked.
  const rule = (await (await page.request.get('/api/v1/waste/pickup-rule')).json()) as {
    today: string;
    earliestPickupDate: string;
  };
  await expect(page.getByText(/sebelum pukul 12\.00 WIB dapat dijemput mulai hari berikutnya/)).toBeVisible();
  await expect(page.getByText(/Tanggal penjemputan paling awal: /)).toBeVisible();
  const pickupDate = page.getByLabel('Tanggal penjemputan yang diminta');
  const dayBefore = new Date(Date.parse(`${rule.earliestPickupDate}T00:00:00Z`) - 86_400_000);
  await pickupDate.fill(dayBefore.toISOString().slice(0, 10));
  await pickupDate.press('Tab');
  await expect(pickupDate).toHaveValue('');
  await expect(
    page.getByText('Permintaan Anda mungkin perlu dikonfirmasi oleh tim kami', { exact: false }),
  ).toBeVisible();

  // Sent without dates: both missing dates are named together.
  await page.getByRole('button', { name: 'Kirim permintaan' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Harap isi kolom tanggal wajib berikut:' });
  await expect(missing).toBeVisible();
  await expect(missing).toContainText('Tanggal limbah dihasilkan');
  await expect(missing).toContainText('Tanggal penjemputan yang diminta');
  await expect(page.getByText('Harap centang pernyataan sebelum mengirim')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A customer with one active contract finds it chosen; other tests may have added one, so pick the
  // demo's B3 contract when there is a choice.
  const { contract: b3Contract, activeCount } = await demoB3Contract(page.request);
  const contractField = page.getByRole('combobox', { name: 'Kontrak', exact: true });
  if (activeCount > 1) {
    await contractField.click();
    await page.getByRole('option', { name: new RegExp(b3Contract.number.replaceAll('/', '\\/')) }).click();
  }
  await expect(contractField).toHaveValue(new RegExp(b3Contract.number.replaceAll('/', '\\/')));
  await choose(page, 'Jenis limbah', 'Limbah B3');
  await choose(page, 'Subjenis', 'Industri umum');

  // A well-formed code outside the code list is accepted and flagged; a listed one has its name.
  const code = page.getByRole('combobox', { name: 'Kode limbah B3', exact: true });
  await code.fill('A999-1');
  await expect(page.getByText('Tidak ada dalam daftar kode', { exact: true })).toBeVisible();
  await code.fill('A337-1');
  await expect(page.getByText('Limbah klinis memiliki karakteristik infeksius').first()).toBeVisible();
  await code.fill('minyak');
  await page.getByRole('option', { name: /B105d/ }).click();
  await expect(code).toHaveValue('B105d');
  await expect(page.getByRole('main').getByText('Minyak pelumas bekas')).toBeVisible();
  await expect(page.getByText(/Kategori 2 · Tabel 1/)).toBeVisible();
  await expect(page.getByText('Tidak ada dalam daftar kode', { exact: true })).toHaveCount(0);

  await page.getByLabel('Perkiraan jumlah').fill('25');
  await choose(page, 'Kemasan', 'Drum');
  await page.getByLabel('Tanggal limbah dihasilkan').fill(rule.today);
  await pickupDate.fill(rule.earliestPickupDate);
  const address = page.getByLabel('Alamat penjemputan');
  if (!(await address.inputValue())) await address.fill('Jl. Industri Raya Blok C3 No. 12, Bekasi');
  await page.getByLabel(/Saya menyatakan bahwa informasi di atas benar/).check();
  await page.getByRole('button', { name: 'Kirim permintaan' }).click();

  await expect(page.getByText('Permintaan penjemputan Anda telah dikirim.', { exact: false })).toBeVisible();
  await expect(page.getByText('Menunggu', { exact: true }).first()).toBeVisible();
  const registration =
    (await page
      .getByText(/^SRK-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
      .first()
      .textContent()) ?? '';
  expect(registration).toMatch(/^SRK-/);
  await expectNoSeriousViolations(page);

  // It is in the list, waiting.
  await page.getByRole('link', { name: 'Kembali ke catatan limbah' }).click();
  const row = page.getByRole('row').filter({ hasText: registration });
  await expect(row).toContainText('Menunggu');
  await row.getByRole('link').first().click();

  // The label: registration number and the QR code of the public tracking page.
  await page.getByRole('link', { name: 'Cetak label' }).click();
  const label = page.getByRole('article', { name: `Label ${registration}` });
  await expect(label).toContainText(registration);
  await expect(label).toContainText('B105d');
  const qr = label.getByRole('img', { name: /Kode QR/ });
  await expect(qr).toBeVisible();
  const trackUrl = new URL(`/public/track/${registration}`, page.url()).toString();
  await expect(qr).toHaveAttribute('alt', new RegExp(trackUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Anyone holding the label sees the status and its history, without signing in.
  const stranger = await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Jakarta' });
  const publicPage = await stranger.newPage();
  await publicPage.goto(trackUrl);
  await expect(publicPage.getByRole('heading', { name: `Waste record ${registration}` })).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'Current status' })).toContainText('Waiting');
  await expect(publicPage.getByRole('region', { name: 'Status history' })).toContainText('Waiting');
  await expect(publicPage.getByText('PT Maju Bersama Plastindo')).toHaveCount(0);
  await expect(publicPage.getByText(/Rp/)).toHaveCount(0);
  await publicPage.getByRole('button', { name: /Switch language/ }).click();
  await expect(publicPage.getByRole('region', { name: 'Status saat ini' })).toContainText('Menunggu');
  await expectNoSeriousViolations(publicPage);
  await stranger.close();
});

test('internal staff confirm a waiting pickup request', async ({ page, request }) => {
  const waiting = await demoPickupRequest(request, { asDraft: false });
  await logIn(page, ADMIN);
  await page.goto('/internal/waste?status=waiting');
  await expect(page.getByRole('heading', { name: 'Waste', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page
    .getByRole('row')
    .filter({ hasText: waiting.registrationNumber })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('Not yet confirmed')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Confirm pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm pickup' });
  await expect(dialog).toContainText("The customer's admins are informed by e-mail.");
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(page.getByText('The pickup has been confirmed and the customer informed.')).toBeVisible();
  await expect(page.getByText(/^Confirmed on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm pickup' })).toHaveCount(0);
  // The confirmation takes its place in the status history, between the request and what follows.
  await expect(page.getByText('Pickup confirmed by our team')).toBeVisible();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByText('Pickup confirmed')).toBeVisible();
  // The confirmation time reads as a WIB date and time, not as a stored timestamp.
  await expect(history).toContainText(/Confirmed by our team\s*\d{1,2} \w{3} \d{4}, \d{2}[.:]\d{2} WIB/);
  await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
});

test('internal staff list only the requests awaiting confirmation, in both languages', async ({
  page,
  request,
}) => {
  const waiting = await demoPickupRequest(request, { asDraft: false });
  await logIn(page, ADMIN);
  await page.goto('/internal/waste');
  // The box shows the address, which changes just after the click.
  const awaitingOnly = page.getByLabel('Only requests awaiting confirmation');
  const filtered = page.waitForResponse((response) => response.url().includes('confirmation=awaiting'));
  await awaitingOnly.click();
  await expect(awaitingOnly).toBeChecked();
  await expect(page).toHaveURL(/confirmation=awaiting/);
  await filtered;
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
  const unbadged = rows.filter({ hasNotText: 'Awaiting confirmation' });
  await expect(unbadged).toHaveCount(0);
  await expect(rows.filter({ hasText: waiting.registrationNumber })).toHaveCount(1);
  const count = await rows.count();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByLabel('Hanya permintaan yang menunggu konfirmasi')).toBeChecked();
  await expect(rows.filter({ hasText: 'Menunggu konfirmasi' })).toHaveCount(count);
});

test('internal staff print the labels of a list page as one sheet', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/waste?status=waiting');
  await expect(page.getByRole('table')).toBeVisible();
  const link = page.getByRole('link', { name: 'Print labels of this page' });
  const ids = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('ids') ?? '';
  const count = ids.split(',').filter(Boolean).length;
  expect(count).toBeGreaterThan(0);

  const sheet = page.waitForResponse((response) => response.url().includes('/api/v1/waste/labels?'));
  await link.click();
  expect((await sheet).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Label sheet', level: 1 })).toBeVisible();
  // One label per record of the page, all from that one request.
  await expect(page.getByRole('article', { name: /^Label SRK-/ })).toHaveCount(count);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});

test('a customer cannot cancel a record on its way, cancels a draft with a reason, and the pages fit a phone', async ({
  page,
  request,
}) => {
  const draft = await demoPickupRequest(request, { asDraft: true });
  await logIn(page, CUSTOMER);

  // A record being picked up offers no cancellation, and the server refuses it anyway.
  await page.goto('/customer/waste?status=onProgress');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel record' })).toHaveCount(0);
  await expect(page.getByText('This waste record cannot be cancelled in its current state')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const refused = await page.request.post(`/api/v1/waste/${id}/cancel`, {
    data: { reason: 'No longer needed' },
    headers: { 'accept-language': 'en' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This waste record cannot be cancelled in its current state',
  );
  const unknown = await page.request.post('/api/v1/waste/00000000-0000-4000-8000-000000000000/cancel', {
    data: { reason: 'No longer needed' },
    headers: { 'accept-language': 'en' },
  });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { message: string }).message).toBe('Waste record not found');
  // The page says so at once: a refusal is not retried.
  await page.goto('/customer/waste/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Waste record not found')).toBeVisible({ timeout: 3_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // A draft is cancelled after a reason and a confirmation.
  await page.goto('/customer/waste?status=drafted');
  await page.getByRole('row').filter({ hasText: draft.registrationNumber }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Cancel record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel waste record' });
  await dialog.getByRole('button', { name: 'Cancel record' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Collected together with next week’s pickup');
  await dialog.getByRole('button', { name: 'Cancel record' }).click();
  await expect(page.getByText('The waste record has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Collected together with next week’s pickup').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel record' })).toHaveCount(0);

  // 375 px: list, form and detail without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/customer/waste');
  await expect(page.getByRole('heading', { name: 'Waste', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/customer/waste/new');
  await expect(page.getByRole('heading', { name: 'Request a pickup', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/** Quantities the way each language writes them (1,250.5 and 1.250,5); money the Indonesian way in both (Rp 1.500). */
const quantityText = (value: number, language: 'en' | 'id' = 'en') =>
  new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
const rupiahText = (value: number) =>
  new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(
    value,
  );

test('staff choose the customer company, then its contract, and see the allowance and the estimate as they type', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/waste/new');
  await expect(
    page.getByRole('heading', { name: 'Request a pickup for a customer', level: 1 }),
  ).toBeVisible();
  const contractField = page.getByRole('combobox', { name: 'Contract', exact: true });
  await expect(contractField).toBeDisabled();
  await expect(contractField).toHaveAttribute('placeholder', 'Choose the customer company first');
  await expect(page.getByText(/contact our team/)).toHaveCount(0);

  // The company first; its only contract is chosen for them, or they pick one of its contracts.
  const facts = page.waitForResponse((response) =>
    /^\/api\/v1\/contracts\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('combobox', { name: 'Customer company', exact: true }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo', exact: true }).click();
  await expect(contractField).toBeEnabled();
  await expect(contractField).toHaveAttribute('placeholder', 'Choose a contract');
  if (!(await contractField.inputValue())) {
    await contractField.click();
    await page.getByRole('option').first().click();
  }
  await expect(contractField).toHaveValue(/· PT Maju Bersama Plastindo$/);
  const contract = (await (await facts).json()) as { id: string; pricePerUnit: number; ppnRate: number };
  const { max, remaining } = (await (
    await page.request.get(`/api/v1/waste/allowance?contractId=${contract.id}`)
  ).json()) as { max: number; remaining: number };

  const allowance = page.getByRole('region', { name: 'Allowance for this period' });
  const estimate = page.getByRole('region', { name: 'Cost estimate' });
  await expect(allowance).toContainText(
    `${quantityText(remaining)} of ${quantityText(max)} kg still available for`,
  );
  await expect(estimate).toContainText('Enter the quantity to see the estimate.');
  await expect(estimate).toContainText(`Excluding PPN: the invoice adds PPN ${contract.ppnRate}%`);

  const quantity = page.getByLabel('Estimated quantity');
  await quantity.fill('25');
  await expect(allowance).toContainText(`After this request: ${quantityText(remaining - 25)} kg left`);
  await expect(estimate).toContainText(
    `25 kg × ${rupiahText(contract.pricePerUnit)} = ${rupiahText(25 * contract.pricePerUnit)}`,
  );
  await expectNoSeriousViolations(page);

  // More than the period allows is refused beside the quantity while typing, as the server would.
  await quantity.fill(String(remaining + 1));
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^This request would exceed the contract's maximum of /)).toBeVisible();

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Ajukan penjemputan untuk pelanggan', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Perkiraan jumlah').fill('25');
  await expect(page.getByRole('region', { name: 'Perkiraan biaya' })).toContainText(
    `Belum termasuk PPN: faktur menambahkan PPN ${contract.ppnRate}%`,
  );
  await expect(page.getByRole('region', { name: 'Kuota periode ini' })).toContainText(
    `Setelah permintaan ini: sisa ${quantityText(remaining - 25, 'id')} kg`,
  );
  // At phone width the form fits once the layout has settled (the sidebar gives way to a menu).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
