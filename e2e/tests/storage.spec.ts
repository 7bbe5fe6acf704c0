import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './helpers.ts';

const PLANTED = 'unowned/demo-planted-orphan.pdf';

test('staff list the stored files, find the demo’s planted orphan and delete it after a confirmation', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/gcs');
  await expect(page.getByRole('heading', { name: 'Storage', level: 1 })).toBeVisible();
  await expect(page.getByText('not yet available')).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('Search by file name').fill('no-such-file-anywhere');
  await expect(page.getByText('No file matches these filters.')).toBeVisible();
  await page.getByLabel('Search by file name').fill('');

  await page.getByRole('button', { name: 'Check for orphans' }).click();
  await expect(page.getByText(/^Objects without a record/)).toBeVisible();
  await expect(page.getByText(PLANTED)).toBeVisible();

  await page.getByRole('button', { name: 'Delete orphaned objects' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete \d+ orphaned objects?\?$/ });
  await expect(dialog).toContainText(PLANTED);
  await dialog.getByRole('button', { name: 'Delete them' }).click();
  await expect(page.getByText(/objects? deleted\./)).toBeVisible();
  await expect(page.getByText('Every object has its record and every record its object.')).toBeVisible();
});

test('staff see the totals per kind, show one kind and follow a file to the record that holds it', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/gcs');
  const totals = page.getByRole('region', { name: 'Stored files by kind' });
  const photos = totals.locator('[data-kind="handoverEvidence"]');
  await expect(photos).toContainText(/\d+ files/);

  // A card shows only its kind, and the kind's select says so.
  await photos.click();
  await expect(photos).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('handoverEvidence');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all()) {
    if (await row.getByRole('cell').count()) await expect(row).toContainText('Handover photo or signature');
  }

  // The select picks another kind; a file names the record that points at it.
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Invoice' });
  await expect(totals.locator('[data-kind="document:invoice"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.nth(1)).toContainText('Invoice');
  await expect(rows.nth(1).getByRole('link', { name: /^Document · / })).toBeVisible();

  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Handover photo or signature' });
  const record = page.getByRole('link', { name: /^Waste record · / }).first();
  await expect(record).toBeVisible();
  await record.click();
  await expect(page).toHaveURL(/\/internal\/waste\/[0-9a-f-]{36}$/);
});
