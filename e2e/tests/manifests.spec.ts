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
const SENDER = 'PT Maju Bersama Plastindo';

async function partnerId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(
    `/api/v1/companies?kind=partner&pageSize=100&q=${encodeURIComponent(name)}`,
  );
  const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`No partner named ${name}`);
  return company.id;
}

/**
 * A B3 record of the demo customer (no physical form or package count yet) on a journey staff planned,
 * with a vehicle and driver of its own assigned; `request` is left signed in as staff.
 */
async function plannedB3Journey(request: APIRequestContext) {
  const { id } = await demoPickupRequest(request, { asDraft: false });
  await signIn(request, ADMIN);
  expect((await request.post(`/api/v1/waste/${id}/confirm`)).ok()).toBe(true);
  const record = (await (await request.get(`/api/v1/waste/${id}`)).json()) as {
    id: string;
    registrationNumber: string;
    requestedPickupDate: string;
  };
  const transporterId = await partnerId(request, TRANSPORTER);
  const planned = await request.post('/api/v1/journeys', {
    data: {
      transporterId,
      receiverId: await partnerId(request, RECEIVER),
      plannedOn: record.requestedPickupDate,
      wasteRecordIds: [record.id],
    },
  });
  expect(planned.status()).toBe(201);
  const { journey } = (await planned.json()) as { journey: { id: string; number: string } };
  const unique = String(Date.now()).slice(-4);
  const vehicle = await request.post('/api/v1/fleet/vehicles', {
    data: {
      companyId: transporterId,
      plate: `B ${unique} MNF`,
      type: 'truck',
      capacityKg: 8000,
      b3PermitNumber: 'SK.123/PSLB3/2025',
      b3PermitExpiresOn: '2035-12-31',
      registrationExpiresOn: '2035-12-31',
      roadworthinessExpiresOn: '2035-12-31',
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const driver = await request.post('/api/v1/fleet/drivers', {
    data: {
      companyId: transporterId,
      name: 'Joko Manifes',
      phone: `+62812345${unique}`,
      licenceNumber: `1234-5678-${unique}`,
      licenceClass: 'B2Umum',
      licenceExpiresOn: '2035-12-31',
      b3TrainingExpiresOn: '2035-12-31',
    },
  });
  expect(driver.status(), await driver.text()).toBe(201);
  const assigned = await request.put(`/api/v1/fleet/assignments/${journey.id}`, {
    data: { vehicleId: (await vehicle.json()).id, driverId: (await driver.json()).id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return { record, journey, plate: `B ${unique} MNF` };
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

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('staff complete a manifest, record Festronik’s number and download its PDF and CSV; the customer downloads its own', async ({
  page,
  request,
}) => {
  const { record, journey, plate } = await plannedB3Journey(request);
  await logIn(page, ADMIN);
  await page.goto(`/internal/journey/${journey.id}`);
  const card = page.getByRole('region', { name: 'Festronik manifests (B3)' });
  const manifest = card.getByRole('region', { name: SENDER });
  await expect(
    manifest.getByText('Festronik needs these before the manifest can be exported:'),
  ).toBeVisible();
  await expect(manifest.getByText(`${record.registrationNumber}: physical form`)).toBeVisible();
  await expect(manifest.getByRole('button', { name: 'Manifest (PDF)' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The missing details are completed on the manifest itself.
  await manifest.getByRole('button', { name: `Complete details of ${record.registrationNumber}` }).click();
  await manifest.getByRole('combobox', { name: 'Physical form' }).click();
  await page.getByRole('option', { name: 'Liquid' }).click();
  await manifest.getByRole('textbox', { name: 'Number of packages' }).fill('1');
  await expectNoSeriousViolations(page);
  await manifest.getByRole('button', { name: 'Save details' }).click();
  await expect(manifest.getByText('Details saved.')).toBeVisible();
  await expect(manifest.getByText('Festronik needs these before the manifest can be exported:')).toHaveCount(
    0,
  );

  await manifest.getByRole('textbox', { name: 'Festronik number' }).fill('CONTOH-E2E-0001');
  await manifest.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved by sender' }).click();
  await manifest.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manifest.getByText('Manifest recorded.')).toBeVisible();
  await expect(manifest.getByText('Approved by sender', { exact: true }).first()).toBeVisible();

  const pdf = await downloaded(page, 'Manifest (PDF)');
  expect(pdf.name).toBe(`manifest-${journey.number}-pt-maju-bersama-plastindo.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csv = await downloaded(page, 'CSV');
  expect(csv.name).toBe(`manifest-${journey.number}-pt-maju-bersama-plastindo.csv`);
  const [header, row] = csv.bytes.toString('utf8').split('\r\n');
  expect(header?.startsWith('festronik_number,status,journey_number')).toBe(true);
  expect(row).toContain(`CONTOH-E2E-0001,approvedBySender,${journey.number}`);
  expect(row).toContain(record.registrationNumber);
  expect(row).toContain(plate);
  expect(row).toContain(
    ',B105d,"Minyak pelumas bekas (hidrolik, mesin, gear, lubrikasi)",Used lubricating oil,2,flammable,liquid,drum,1,kg,20,',
  );
  expect(row).toContain('REK.88/PSLB3/PLB.3/2025');
  expect(row).toContain('SK.1203/MENLHK-PSLB3/PLB.2/2024');

  // The sender sees the same manifest on its record and downloads it there.
  await page.context().clearCookies();
  await logIn(page, CUSTOMER);
  await page.goto(`/customer/waste/${record.id}`);
  const own = page.getByRole('region', { name: 'Festronik manifest', exact: true });
  await expect(own.getByText('CONTOH-E2E-0001')).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect(own.getByRole('textbox', { name: 'Festronik number' })).toHaveCount(0);
  const customerCsv = await downloaded(page, 'CSV');
  expect(customerCsv.bytes.toString('utf8')).toContain(record.registrationNumber);

  // And in the list of its manifests, under the waste menu.
  await page.goto('/customer/waste');
  await page.getByRole('link', { name: 'Festronik manifests' }).click();
  await expect(page.getByRole('heading', { name: 'Festronik manifests', level: 1 })).toBeVisible();
  const listed = page.getByRole('row').filter({ hasText: journey.number });
  await expect(listed.getByText('CONTOH-E2E-0001')).toBeVisible();
  await expect(listed.getByText('Approved by sender')).toBeVisible();
  await expectNoSeriousViolations(page);
  await listed.getByRole('link', { name: journey.number }).click();
  await expect(page.getByRole('region', { name: 'Festronik manifest', exact: true })).toBeVisible();
});

test('the manifests list reads on a phone: cards with sender, Festronik number and status, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ADMIN);
  await page.goto('/internal/waste/manifests');
  for (const [heading, numberLabel] of [
    ['Festronik manifests', 'Festronik number'],
    ['Manifes Festronik', 'Nomor Festronik'],
  ] as const) {
    if (numberLabel === 'Nomor Festronik')
      await page.getByRole('button', { name: /Switch language/ }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Cards, not a table squeezed sideways.
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('article').filter({ hasText: 'DEMO-' }).first();
    await expect(card).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const label = (await card.getAttribute('aria-label')) ?? '';
    const sender = label.split(' · ')[1] ?? '';
    expect([SENDER, 'PT Sehat Medika Farma']).toContain(sender);
    for (const part of [
      card.getByText(sender, { exact: true }),
      card.getByText(new RegExp(`${numberLabel}: DEMO-\\d{4}`)),
      card.locator('.mantine-Badge-root').first(),
    ]) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
  }
  await expectNoSeriousViolations(page);
});

test('staff find clinical waste in the B3 code list and correct an entry, which the list then marks as checked by staff', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/waste/manifests');
  await page.getByRole('tab', { name: 'B3 waste codes' }).click();
  await expect(page.getByRole('heading', { name: 'B3 waste codes', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by code or name' }).fill('A337');
  const row = page.getByRole('row').filter({ hasText: 'A337-1' });
  await expect(row.getByText('Clinical waste with infectious characteristics')).toBeVisible();
  await expect(row.getByText('Cross-checked', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('searchbox', { name: 'Search by code or name' }).fill('B409');
  await page.getByRole('button', { name: 'Edit B409' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit B409' });
  await dialog.getByRole('textbox', { name: 'English name' }).fill('Fly ash (other than coal power plants)');
  await dialog.getByRole('checkbox', { name: 'Toxic' }).check();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Code saved.')).toBeVisible();
  const corrected = page.getByRole('row').filter({ hasText: 'B409' });
  await expect(corrected.getByText('Fly ash (other than coal power plants)')).toBeVisible();
  await expect(corrected.getByText('Checked by staff')).toBeVisible();
});
