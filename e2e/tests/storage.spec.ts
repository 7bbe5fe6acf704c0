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
