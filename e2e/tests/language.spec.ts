import { expect, test } from './fixtures.ts';
import { DEMO_CUSTOMER, logIn } from './helpers.ts';

const ENGLISH_MONTHS = /January|February|March|May|June|July|August|October|December/;
const INDONESIAN_MONTHS = /Januari|Februari|Maret|Mei|Juni|Juli|Agustus|Oktober|Desember/;

test('dates keep the chosen language after a full reload', async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('button', { name: /Ganti bahasa/ })).toBeVisible();
  await page.goto('/customer/waste/new');
  await page.reload();
  const form = page.getByRole('main');
  // Other tests in this worker may add contracts, so one is chosen rather than assumed preselected.
  await form.getByRole('combobox', { name: 'Kontrak' }).click();
  await page.getByRole('option').first().click();
  // The demo contract runs from ten months ago to eight months ahead: its months differ by language.
  await expect(form.getByText(INDONESIAN_MONTHS).filter({ visible: true }).first()).toBeVisible();
  await expect(form).not.toContainText(ENGLISH_MONTHS);
});
