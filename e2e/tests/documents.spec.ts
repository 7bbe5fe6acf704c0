import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER, logIn } from './helpers.ts';

/** A one-page PDF, enough for the server's check of the bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The day `days` from today in Jakarta, as the date field takes it typed (YYYY-MM-DD). */
function jakartaDay(days: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return day.toISOString().slice(0, 10);
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

test('staff upload a permit with an expiry date and see it flagged in the library', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  const name = `Izin TPS B3 ${Date.now()}`;
  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload document' });
  await expect(dialog.getByLabel('Display name')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Type').selectOption({ label: 'Permit' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('combobox', { name: 'Company', exact: true }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo' }).click();
  await dialog.getByLabel('Belongs to').selectOption({ label: 'Company' });
  await dialog.getByLabel('Valid from').fill(jakartaDay(-340));
  await dialog.getByLabel('Valid until').fill(jakartaDay(20));
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'izin-tps.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload' }).click();

  // The new document's page: flagged, its first version listed and previewed in the page.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  await expect(page.getByText('Expires in 20 days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'izin-tps.pdf' })).toBeVisible();
  await expect(page.locator('iframe[title^="Preview"]')).toBeVisible();
  await expectNoSeriousViolations(page);

  // In the library, the flag shows on its row and the "expiring soon" filter finds it.
  await page.getByRole('link', { name: 'Back to documents' }).click();
  await page.getByLabel('Valid until').selectOption({ label: 'Expiring soon' });
  await page.getByRole('searchbox', { name: 'Search name or record' }).fill(name);
  // The search reaches the address once typing pauses.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Expires in 20 days')).toBeVisible();
  await page.getByLabel('Valid until').selectOption({ label: 'Expired' });
  await expect(page.getByText('No documents match these filters.')).toBeVisible();

  // At phone width the list turns into cards and never scrolls sideways.
  await page.getByLabel('Valid until').selectOption({ label: 'Expiring soon' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByText('Expires in 20 days').first()).toBeVisible();
});

test("a customer sees its own company's documents, flagged, on its company page", async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  await page.goto('/customer/company');
  const panel = page.getByRole('region', { name: 'Documents' });
  await expect(panel).toBeVisible();
  // The demo's permit of PT Maju Bersama Plastindo expires within 30 days.
  await expect(panel.getByRole('link', { name: 'Izin TPS Limbah B3' })).toBeVisible();
  await expect(panel.getByText(/Expires in \d+ days/).first()).toBeVisible();
  // Never another company's: the demo transporter's expired permit is not there.
  await expect(panel.getByText('Rekomendasi pengangkutan limbah B3')).toHaveCount(0);
});

test('staff replace a document with a new version, keep the old one, and delete it after confirming', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  const name = `Kontrak pindaian ${Date.now()}`;
  const created = await page.request.post('/api/v1/documents', {
    multipart: {
      type: 'contract',
      displayName: name,
      file: { name: 'kontrak-v1.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/internal/documents/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Upload new version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a new version' });
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'kontrak-v2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Version 2 uploaded.')).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('link', { name: 'kontrak-v2.pdf' })).toBeVisible();
  await expect(versions.getByRole('link', { name: 'kontrak-v1.pdf' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search name or record' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('No documents match these filters.')).toBeVisible();
});
