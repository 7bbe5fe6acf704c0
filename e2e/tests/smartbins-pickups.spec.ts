import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './helpers.ts';

const FULL_BIN = 'Gudang bahan baku';
/** The demo customer's bins due within a day (full now, or expected full before tomorrow). */
const DUE_TOMORROW = [FULL_BIN, 'Area produksi lini 1', 'Kantin karyawan'];
const SITE = 'Jl. Industri Raya Blok C3 No. 12, Kawasan Industri Jababeka, Bekasi';
const TRANSPORTER = 'PT Angkut Hijau Logistik';
const RECEIVER = 'PT Olah Limbah Prima';

/** Chooses an option of a Mantine select by the field's name and the option's. */
async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
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

/**
 * Leaves the demo bins due again for the next test on this worker's data: a bin awaiting a pickup
 * requested from it is not due. Cancels the journey first when there is one (its records wait again).
 */
async function cancelPickups(page: Page, recordIds: string[], journeyId?: string) {
  const reason = { data: { reason: 'Uji otomatis selesai' } };
  if (journeyId)
    expect((await page.request.post(`/api/v1/journeys/${journeyId}/cancel`, reason)).ok()).toBe(true);
  for (const id of recordIds) {
    expect((await page.request.post(`/api/v1/waste/${id}/cancel`, reason)).ok()).toBe(true);
  }
}

const idInUrl = (url: string) => url.split('/').at(-1) ?? '';

async function pickupRule(page: Page) {
  const answer = await page.request.get('/api/v1/waste/pickup-rule');
  return (await answer.json()) as { today: string; earliestPickupDate: string };
}

test('a customer requests a pickup from its full bin, and the bin lists it', async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  await page.goto('/customer/waste/bins');
  await page.getByRole('link', { name: FULL_BIN }).click();
  await expect(page.getByRole('heading', { name: FULL_BIN, level: 1 })).toBeVisible();
  const binUrl = page.url();
  const bins = await page.request.get(`/api/v1/smartbins?q=${encodeURIComponent(FULL_BIN)}`);
  const [bin] = ((await bins.json()) as { items: Array<{ id: string; contractNumber: string | null }> })
    .items;
  expect(bin?.contractNumber).toBeTruthy();

  await page.getByRole('link', { name: 'Request pickup' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/waste/new\\?binId=${bin?.id}$`));
  await expect(page.getByText(`Pickup from smart bin ${FULL_BIN}`, { exact: false })).toBeVisible();
  // The bin's contract and place are filled in.
  await expect(page.getByRole('combobox', { name: 'Contract', exact: true })).toHaveValue(
    new RegExp(String(bin?.contractNumber).replaceAll('/', '\\/')),
  );
  await expect(page.getByLabel('Pickup address')).toHaveValue(SITE);

  const rule = await pickupRule(page);
  await choose(page, 'Waste type', 'Non-hazardous (Non B3)');
  await page.getByLabel('Estimated quantity').fill('10');
  await choose(page, 'Packaging', 'Bin');
  await page.getByLabel('Waste generated on').fill(rule.today);
  await page.getByLabel('Requested pickup date').fill(rule.earliestPickupDate);
  await page.getByLabel(/I confirm that the information above is correct/).check();
  await page.getByRole('button', { name: 'Submit request' }).click();

  // The new record's own page.
  await expect(page.getByText('Your pickup request has been sent.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/waste\/[0-9a-f-]{36}$/);
  const recordId = idInUrl(page.url());
  // The address changes before the record's page replaces the form: wait for its heading, the number.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^WST-\d{4}-\d{6}$/);
  const number = (await heading.textContent()) ?? '';

  // The bin's page lists the pickup requested from it.
  await page.goto(binUrl);
  const pickups = page.getByRole('heading', { name: 'Pickups from this bin' }).locator('../..');
  await expect(pickups.getByRole('link', { name: number })).toBeVisible();
  await expect(pickups.getByRole('row').filter({ hasText: number })).toContainText('Waiting');
  await cancelPickups(page, [recordId]);
});

test('staff plan the bins due tomorrow as pickups and one journey', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/smartbins');
  await page.getByRole('link', { name: 'Plan collection' }).click();
  await expect(page).toHaveURL(/\/internal\/smartbins\/planning$/);
  await expect(page.getByRole('heading', { name: 'Plan collection', level: 1 })).toBeVisible();

  // Within three days, another customer's bin too, which serves no contract yet and cannot be chosen.
  await page.getByText('3 days', { exact: true }).click();
  await expect(page).toHaveURL(/days=3/);
  const noContract = page.getByRole('checkbox', { name: 'Choose Tempat penyimpanan sementara B3' });
  await expect(noContract).toBeDisabled();
  await expect(noContract).toHaveAccessibleDescription("Set the bin's contract on its page first.");

  // Today: only the bin full now; within a day, the two that will be full by tomorrow too.
  await page.getByText('Today', { exact: true }).click();
  await expect(page).toHaveURL(/days=0/);
  await expect(page.getByRole('checkbox', { name: `Choose ${FULL_BIN}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Choose Kantin karyawan' })).toHaveCount(0);
  await page.getByText('1 day', { exact: true }).click();
  await expect(page).toHaveURL(/days=1/);
  for (const label of DUE_TOMORROW) {
    await page.getByRole('checkbox', { name: `Choose ${label}` }).check();
  }
  await expect(page.getByText('3 bins chosen')).toBeVisible();

  // Sent with nothing filled in, each bin's missing details are named beside its inputs.
  await page.getByRole('button', { name: 'Request 3 pickups' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'check the marked fields' })).toContainText(
    `${FULL_BIN}: Enter a quantity greater than 0`,
  );
  await expect(page.getByRole('textbox', { name: `Quantity for ${FULL_BIN}` })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousViolations(page);

  // The demo customer's contract is counted in kilograms and its first stream is B3.
  for (const label of DUE_TOMORROW) {
    await page.getByRole('textbox', { name: `Quantity for ${label}` }).fill('10');
    await choose(page, `Sub-type for ${label}`, 'General industry');
    await page.getByRole('textbox', { name: `B3 waste code for ${label}` }).fill('B105d');
  }
  await page.getByRole('switch', { name: /^Plan a journey too/ }).check();
  await choose(page, 'Transporter', new RegExp(TRANSPORTER));
  await choose(page, 'Receiver', new RegExp(RECEIVER));
  await page.getByLabel(/I confirm that the information above is correct/).check();
  await page.getByRole('button', { name: 'Request and plan 3 pickups' }).click();

  const done = page.getByRole('status').filter({ hasText: '3 pickups requested, confirmed and planned' });
  await expect(done).toBeVisible();
  const numbers = await done.getByRole('listitem').getByRole('link').allTextContents();
  expect(numbers).toHaveLength(3);
  const recordIds = (
    await done
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).map(idInUrl);
  // The choice is cleared for the next collection.
  await expect(page.getByText('No bins chosen yet', { exact: false })).toBeVisible();

  await done.getByRole('link', { name: 'Open the planned journey' }).click();
  await expect(page).toHaveURL(/\/internal\/journey\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^JRN-\d{4}-\d{6}$/, level: 1 })).toBeVisible();
  const records = page.getByRole('region', { name: 'Waste records on this journey' });
  for (const number of numbers) await expect(records.getByRole('link', { name: number })).toBeVisible();
  await expect(records.getByRole('row').filter({ hasText: /PT Maju Bersama Plastindo/ })).toHaveCount(3);
  await cancelPickups(page, recordIds, idInUrl(page.url()));
});

test('a customer plans pickups from its own bins, without another customer’s and without a journey', async ({
  page,
}) => {
  await logIn(page, DEMO_CUSTOMER);
  await page.goto('/customer/waste/bins');
  await page.getByRole('link', { name: 'Plan collection' }).click();
  await expect(page).toHaveURL(/\/customer\/waste\/bins\/planning$/);
  await page.getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: `Choose ${FULL_BIN}` })).toBeVisible();
  await expect(page.getByText('Tempat penyimpanan sementara B3')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: /Plan a journey too/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Choose ${FULL_BIN}` }).check();
  await page.getByRole('textbox', { name: `Quantity for ${FULL_BIN}` }).fill('5');
  await choose(page, `Sub-type for ${FULL_BIN}`, 'General industry');
  await page.getByRole('textbox', { name: `B3 waste code for ${FULL_BIN}` }).fill('B105d');
  await page.getByLabel(/I confirm that the information above is correct/).check();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Request 1 pickup' }).click();

  const done = page.getByRole('status').filter({ hasText: '1 pickup request made from a bin.' });
  await expect(done).toBeVisible();
  await done.getByRole('listitem').getByRole('link').click();
  await expect(page).toHaveURL(/\/customer\/waste\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Waiting', { exact: true }).first()).toBeVisible();
  await cancelPickups(page, [idInUrl(page.url())]);
});
