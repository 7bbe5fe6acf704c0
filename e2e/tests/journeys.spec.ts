import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_ADMIN as ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  demoPickupRequest,
  logIn,
  signIn,
} from './helpers.ts';

const TRANSPORTER = 'PT Angkut Hijau Logistik';
const RECEIVER = 'PT Olah Limbah Prima';
/** A partner holding both roles; the demo partner account belongs to neither company below. */
const OTHER_TRANSPORTER = 'PT Trans Limbah Nusantara';

function weekAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

interface WasteRecord {
  id: string;
  registrationNumber: string;
  transactionNumber: string;
  requestedPickupDate: string;
  quantity: number;
}

/**
 * A waiting B3 record of the demo customer that staff have confirmed, made through the API so each
 * test plans its own; `request` is left signed in as staff.
 */
async function confirmedRecord(request: APIRequestContext): Promise<WasteRecord> {
  const { id } = await demoPickupRequest(request, { asDraft: false });
  await signIn(request, ADMIN);
  expect((await request.post(`/api/v1/waste/${id}/confirm`)).ok()).toBe(true);
  return (await (await request.get(`/api/v1/waste/${id}`)).json()) as WasteRecord;
}

async function partnerId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(
    `/api/v1/companies?kind=partner&pageSize=100&q=${encodeURIComponent(name)}`,
  );
  const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`No partner named ${name}`);
  return company.id;
}

/** A journey planned through the API by staff (`request` signed in as staff). */
async function plannedJourney(
  request: APIRequestContext,
  record: WasteRecord,
  parties = { transporter: TRANSPORTER, receiver: RECEIVER },
) {
  const created = await request.post('/api/v1/journeys', {
    data: {
      transporterId: await partnerId(request, parties.transporter),
      receiverId: await partnerId(request, parties.receiver),
      plannedOn: record.requestedPickupDate,
      wasteRecordIds: [record.id],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { journey: { id: string; number: string } }).journey;
}

/**
 * The pickup handover a driver's phone sends: the weighed quantity, a photo and the signature, once
 * staff recorded the manifest's Festronik number (B3 waste leaves only with one).
 */
async function pickUp(request: APIRequestContext, page: Page, journeyId: string, record: WasteRecord) {
  const customers = await request.get('/api/v1/companies?kind=customer&pageSize=100&q=Maju');
  const { items } = (await customers.json()) as { items: Array<{ id: string; name: string }> };
  const sender = items.find((item) => item.name === 'PT Maju Bersama Plastindo');
  const numbered = await request.patch(`/api/v1/journeys/${journeyId}/manifests/${sender?.id ?? ''}`, {
    data: { festronikNumber: `E2E-${record.registrationNumber}`, status: 'approvedBySender' },
  });
  expect(numbered.ok(), await numbered.text()).toBe(true);
  await page.setContent('<div style="width:120px;height:80px;background:#2a7">load</div>');
  const photo = await page.screenshot({ type: 'jpeg' });
  const signature = await page.screenshot({ type: 'png' });
  const answer = await request.post(`/api/v1/journeys/${journeyId}/records/${record.id}/pickup`, {
    multipart: {
      idempotencyKey: crypto.randomUUID(),
      quantity: String(record.quantity),
      personInCharge: 'Budi Santoso',
      photos: { name: 'load.jpg', mimeType: 'image/jpeg', buffer: photo },
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: signature },
    },
  });
  expect(answer.ok()).toBe(true);
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

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff plan a journey from a waiting, confirmed record', async ({ page, request }) => {
  const record = await confirmedRecord(request);
  await logIn(page, ADMIN);
  await page.goto('/internal/journey');
  await page.getByRole('link', { name: 'Plan a journey' }).first().click();
  await expect(page.getByRole('heading', { name: 'Plan a journey', level: 1 })).toBeVisible();

  await choose(page, 'Transporter', new RegExp(TRANSPORTER));
  await choose(page, 'Receiver', new RegExp(RECEIVER));
  // A week after the pickup date: the demo's own journeys keep the demo trucks busy around today.
  await page.getByRole('textbox', { name: 'Planned date' }).fill(weekAfter(record.requestedPickupDate));
  // Only that day's records, so this test's record is on the first page however many there are.
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(record.requestedPickupDate);
  await page.getByRole('checkbox', { name: `Choose ${record.transactionNumber}` }).check();
  await expectNoSeriousViolations(page);
  await expect(page.getByText(/^1 record chosen: /)).toBeVisible();
  await page.getByRole('button', { name: 'Plan journey' }).click();

  await expect(page.getByText(/^Journey JRN-\d{4}-\d{6} is planned\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^JRN-\d{4}-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: record.transactionNumber })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Journey stages' }).getByRole('listitem')).toHaveText([
    '1Scheduled',
    '2Pickup',
    '3Processed',
    '4Completed',
  ]);
  await expect(page.getByText('Journey planned', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The pickup truck has no B3 permit: the dialog says so beside it, under "Not available", and it
  // cannot be chosen; the free truck can.
  await page.getByRole('button', { name: /^Assign a vehicle and driver to JRN-/ }).click();
  const assign = page.getByRole('dialog', { name: /^Assign journey JRN-/ });
  await assign.getByRole('combobox', { name: 'Vehicle' }).click();
  const unpermitted = page.getByRole('option', { name: /^B 9333 UXR/ });
  await expect(unpermitted).toHaveText(/ — no valid B3 permit$/);
  await expect(unpermitted).toBeDisabled();
  await expect(page.getByText('Not available', { exact: true })).toBeVisible();
  await unpermitted.click({ force: true });
  await expect(assign.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('');
  await expectNoSeriousViolations(page);
  await page.getByRole('option', { name: /^B 9027 TQA/ }).click();
  await assign.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: 'Wahyu Hidayat' }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByText('B 9027 TQA', { exact: true })).toBeVisible();
  await expect(page.getByText('Vehicle and driver assigned', { exact: true })).toBeVisible();
  // With a vehicle and driver, the journey offers to change them.
  await expect(page.getByRole('button', { name: /^Change the vehicle and driver of JRN-/ })).toHaveText(
    'Change',
  );
  // The record now belongs to the journey.
  await page.getByRole('link', { name: record.transactionNumber }).click();
  await expect(page.getByText('Journey assigned', { exact: true }).first()).toBeVisible();
});

test('staff cancel a journey with a reason and its record waits again', async ({ page, request }) => {
  const record = await confirmedRecord(request);
  const journey = await plannedJourney(request, record);
  await logIn(page, ADMIN);
  await page.goto(`/internal/journey/${journey.id}`);
  await page.getByRole('button', { name: 'Cancel journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the journey?' });
  await dialog.getByRole('button', { name: 'Cancel journey' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The customer postponed the pickup');
  await dialog.getByRole('button', { name: 'Cancel journey' }).click();

  await expect(page.getByText('The journey was cancelled; its records are waiting again.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('The customer postponed the pickup').first()).toBeVisible();
  await page.goto(`/internal/waste/${record.id}`);
  await expect(page.getByRole('heading', { name: record.transactionNumber })).toBeVisible();
  await expect(page.getByText('Waiting', { exact: true }).first()).toBeVisible();
});

test('a partner neither carrying nor receiving a journey does not see it', async ({ page, request }) => {
  const record = await confirmedRecord(request);
  const journey = await plannedJourney(request, record, {
    transporter: OTHER_TRANSPORTER,
    receiver: RECEIVER,
  });
  await logIn(page, 'partner@demo.sirkula.id');
  await page.goto('/partner/waste');
  await page.getByRole('link', { name: 'Journeys' }).click();
  await expect(page.getByRole('heading', { name: 'Journeys', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: journey.number })).toHaveCount(0);

  await page.goto(`/partner/waste/journeys/${journey.id}`);
  await expect(page.getByText('Journey record not found')).toBeVisible();
});

/** A journey picked up from the demo customer's own record, for the customer's views. */
async function pickedUpRecord(request: APIRequestContext, page: Page) {
  const record = await confirmedRecord(request);
  const journey = await plannedJourney(request, record);
  await pickUp(request, page, journey.id, record);
  return { record, journey };
}

test('a customer follows the journey on its record', async ({ page, request }) => {
  const { record, journey } = await pickedUpRecord(request, page);
  await logIn(page, CUSTOMER);
  await page.goto(`/customer/waste/${record.id}`);
  const card = page.getByRole('region', { name: 'Journey', exact: true });
  await expect(card.getByText(journey.number)).toBeVisible();
  await expect(card.getByText(`Carried by ${TRANSPORTER} to ${RECEIVER}`)).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Journey stages' }).locator('[aria-current="step"]'),
  ).toHaveText('2Pickup');
  await expect(card.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(card.getByText(/\d{2}[.:]\d{2} WIB/).first()).toBeVisible();
  // Customers see what happened, not who handed it over.
  await expect(card.getByText('Budi Santoso')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Proof of delivery (PDF)' })).toBeVisible();
});

test('a customer downloads the proof of delivery of its record', async ({ page, request }) => {
  const { record } = await pickedUpRecord(request, page);
  await logIn(page, CUSTOMER);
  await page.goto(`/customer/waste/${record.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Proof of delivery (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`proof-of-delivery-${record.registrationNumber}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
