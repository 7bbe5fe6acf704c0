import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, demoPickupRequest, logIn, signIn } from './helpers.ts';

const DRIVER = 'partner@demo.sirkula.id';
const RECEIVER = 'receiver@demo.sirkula.id';
// A 1×1 PNG: the server checks photos and signatures by their content. Setup and checks go through
// the `request` fixture, whose session is its own: the page stays signed in as whoever it is.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

interface PlannedRecord {
  id: string;
  registrationNumber: string;
  journeyId: string;
}

async function companyId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(`/api/v1/companies?q=${encodeURIComponent(name)}`);
  const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`No company ${name}`);
  return company.id;
}

/**
 * A demo customer's record, confirmed and planned by staff on a journey of the demo transporter to
 * the demo receiver, its manifest numbered by Festronik unless `numbered` is false (B3 waste leaves
 * only with a number): each test makes its own, whatever ran before on the same data.
 */
async function plannedRecord(request: APIRequestContext, numbered = true): Promise<PlannedRecord> {
  const record = await demoPickupRequest(request, { asDraft: false });
  await signIn(request, DEMO_ADMIN);
  expect((await request.post(`/api/v1/waste/${record.id}/confirm`)).ok()).toBe(true);
  const rule = (await (await request.get('/api/v1/waste/pickup-rule')).json()) as { today: string };
  const created = await request.post('/api/v1/journeys', {
    data: {
      transporterId: await companyId(request, 'PT Angkut Hijau Logistik'),
      receiverId: await companyId(request, 'PT Olah Limbah Prima'),
      plannedOn: rule.today,
      wasteRecordIds: [record.id],
    },
  });
  expect(created.status()).toBe(201);
  const { journey } = (await created.json()) as { journey: { id: string } };
  if (numbered) {
    const senderId = await companyId(request, 'PT Maju Bersama Plastindo');
    const recorded = await request.patch(`/api/v1/journeys/${journey.id}/manifests/${senderId}`, {
      data: { festronikNumber: `E2E-${record.registrationNumber}`, status: 'approvedBySender' },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
  }
  await request.post('/api/v1/auth/logout');
  return { ...record, journeyId: journey.id };
}

async function journeyEvents(request: APIRequestContext, journeyId: string) {
  await signIn(request, DEMO_ADMIN);
  const answer = await request.get(`/api/v1/journeys/${journeyId}`);
  const journey = (await answer.json()) as { events: Array<{ kind: string; quantity: number | null }> };
  await request.post('/api/v1/auth/logout');
  return journey.events;
}

/** Draws a signature on the pad as a finger would: one stroke across the box. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature of the person in charge' });
  // The mouse reaches only what is on screen.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.3],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  }
  await page.mouse.up();
}

async function fillPickup(page: Page, quantity: string) {
  await page.getByLabel('Weighed quantity (kg)').fill(quantity);
  await expect(page.getByText(`1.5 kg less than the requested 20 kg`)).toBeVisible();
  await page
    .getByLabel('Photos of the load')
    .setInputFiles([{ name: 'load.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('img', { name: 'Photo 1 of the load' })).toBeVisible();
  await page.getByLabel("Customer's person in charge").fill('Budi Santoso');
  await sign(page);
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

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('a driver opens the handover from a label URL on a phone, signs and records the pickup', async ({
  page,
  request,
}) => {
  const record = await plannedRecord(request);
  await logIn(page, DRIVER);

  // The label's QR code opens the public tracking URL; a signed-in driver lands on the form.
  await page.goto(`/public/track/${record.registrationNumber}`);
  await expect(page).toHaveURL(`/partner/waste/handover/${record.registrationNumber}`);
  await expect(page.getByRole('heading', { name: 'Pickup handover' })).toBeVisible();
  await expect(page.getByText('20 kg')).toBeVisible();
  const manifest = page.getByRole('region', { name: 'Festronik manifest' });
  await expect(manifest.getByText(`Festronik number: E2E-${record.registrationNumber}`)).toBeVisible();

  // Sent without photos or a signature: both are asked for.
  await page.getByRole('button', { name: 'Record pickup' }).click();
  await expect(page.getByText('Add at least one photo of the load.')).toBeVisible();
  await expect(page.getByText('The person in charge must sign.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await fillPickup(page, '18,5');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Record pickup' }).click();

  await expect(page.getByText(`Pickup of ${record.registrationNumber} recorded.`)).toBeVisible();
  await expect(page.getByText('In progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pickup handover' })).toBeHidden();
  // The partner's admin is not the journey's assigned driver: its phone sends no positions, and says so.
  await expect(
    page.getByText("This phone does not send the vehicle's position", { exact: false }),
  ).toBeVisible();
  const pickups = (await journeyEvents(request, record.journeyId)).filter((e) => e.kind === 'pickedUp');
  expect(pickups.map((event) => event.quantity)).toEqual([18.5]);
});

test('a driver sees that B3 waste without a Festronik number waits, until staff allow it with a reason', async ({
  page,
  request,
}) => {
  const record = await plannedRecord(request, false);
  await logIn(page, DRIVER);
  await page.goto(`/partner/waste/handover/${record.registrationNumber}`);
  const manifest = page.getByRole('region', { name: 'Festronik manifest' });
  await expect(manifest.getByText('No Festronik number yet')).toBeVisible();
  await expect(
    manifest.getByText(/can be picked up only once its manifest has a Festronik number/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);

  // Sent anyway, the server refuses it and says why.
  await fillPickup(page, '18,5');
  await page.getByRole('button', { name: 'Record pickup' }).click();
  await expect(
    page.getByText(/^This B3 waste cannot be picked up yet: its manifest has no Festronik number/),
  ).toBeVisible();

  // Staff allow the pickup with a reason; the driver's screen shows it.
  await signIn(request, DEMO_ADMIN);
  const senderId = await companyId(request, 'PT Maju Bersama Plastindo');
  const reason = 'Festronik tidak dapat diakses; nomor menyusul sore ini.';
  const allowed = await request.put(
    `/api/v1/journeys/${record.journeyId}/manifests/${senderId}/pickup-override`,
    {
      data: { reason },
    },
  );
  expect(allowed.ok(), await allowed.text()).toBe(true);
  await request.post('/api/v1/auth/logout');
  await page.reload();
  await expect(manifest.getByText(`Pickup allowed without a number: ${reason}`)).toBeVisible();
  await expect(manifest.getByText(/can be picked up only once/)).toHaveCount(0);
});

test('the receiver receives less than was picked up and the record is partially delivered', async ({
  page,
  request,
}) => {
  const record = await plannedRecord(request);
  // The pickup as the driver's phone sends it.
  await signIn(request, DRIVER);
  const form = new FormData();
  form.append('idempotencyKey', crypto.randomUUID());
  form.append('quantity', '20');
  form.append('personInCharge', 'Budi Santoso');
  form.append('signature', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  form.append('photos', new Blob([PNG], { type: 'image/png' }), 'load.png');
  const pickup = await request.post(`/api/v1/journeys/${record.journeyId}/records/${record.id}/pickup`, {
    multipart: form,
  });
  expect(pickup.ok()).toBe(true);
  await request.post('/api/v1/auth/logout');

  // The processor's receiving clerk types the number of the record that arrived.
  await logIn(page, RECEIVER);
  await page.goto('/partner/waste/handover');
  await expectNoSeriousViolations(page);
  await page.getByLabel('Registration number').fill(record.registrationNumber.toLowerCase());
  await page.getByRole('button', { name: 'Open handover' }).click();
  await expect(page.getByRole('heading', { name: 'Receive' })).toBeVisible();
  const quantity = page.getByLabel('Received quantity (kg)');
  await expect(quantity).toHaveValue('20');
  await quantity.fill('17');
  await expect(page.getByText('3 kg less than the 20 kg picked up')).toBeVisible();
  await page.getByLabel('Note').fill('One drum leaked on the way.');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Record receipt' }).click();

  await expect(page.getByText(`Receipt of ${record.registrationNumber} recorded.`)).toBeVisible();
  await expect(page.getByText('Partially delivered')).toBeVisible();
});

test('a pickup made without signal waits on the phone and is sent once when signal returns', async ({
  page,
  context,
  request,
}) => {
  const record = await plannedRecord(request);
  await logIn(page, DRIVER);
  // A torn label: the number is typed.
  await page.goto('/partner/waste/handover');
  await expect(page.getByText('Nothing is waiting to be sent.')).toBeVisible();
  await page.getByLabel('Registration number').fill('SRK-XXXX');
  await page.getByRole('button', { name: 'Open handover' }).click();
  await expect(page.getByText('This is not a registration number.', { exact: false })).toBeVisible();
  await page.getByLabel('Registration number').fill(record.registrationNumber);
  await page.getByRole('button', { name: 'Open handover' }).click();
  await expect(page.getByRole('heading', { name: 'Pickup handover' })).toBeVisible();

  await context.setOffline(true);
  await expect(
    page.getByText('No signal. What you record is saved on this phone', { exact: false }),
  ).toBeVisible();
  await fillPickup(page, '18.5');
  await page.getByRole('button', { name: 'Record pickup' }).click();
  await expect(page.getByText('No signal: saved on this phone.', { exact: false })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(`Picked up · ${record.registrationNumber}`);
  await expect(waiting).toContainText('Waiting for signal');
  await expect(page.getByText("This record's handover is saved on this phone")).toBeVisible();
  expect((await journeyEvents(request, record.journeyId)).some((e) => e.kind === 'pickedUp')).toBe(false);

  await context.setOffline(false);
  await expect(page.getByText(`Pickup of ${record.registrationNumber} recorded.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Waiting to be sent' })).toBeHidden();
  await expect(page.getByText('In progress')).toBeVisible();
  // Sent once: the journey has one pickup, however often the phone tried.
  await expect
    .poll(async () => (await journeyEvents(request, record.journeyId)).filter((e) => e.kind === 'pickedUp'))
    .toHaveLength(1);
});
