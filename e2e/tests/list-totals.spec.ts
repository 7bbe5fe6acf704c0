import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

const ADMIN = 'admin@demo.sirkula.id';

/**
 * Answers the waste list as a large database would: the demo's rows, with the total the server gives
 * when it does not count (the planner's estimate, or the floor a count stopped at).
 */
async function answerWasteAs(page: Page, total: { total: number; totalKind: 'estimate' | 'atLeast' }) {
  await page.route(/\/api\/v1\/waste\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...total } });
  });
}

test('a large list shows an estimated total and pages up to it', async ({ page }) => {
  await logIn(page, ADMIN);
  await answerWasteAs(page, { total: 12_345, totalKind: 'estimate' });
  await page.goto('/internal/waste?pageSize=10');
  await expect(page.getByText('1–10 of about 12,300')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1235' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Waste records, page 1 of about 1235' })).toBeVisible();

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByText('1–10 dari sekitar 12.300')).toBeVisible();
});

test('a list whose count stopped at the cap reads “10,000+”', async ({ page }) => {
  await logIn(page, ADMIN);
  await answerWasteAs(page, { total: 10_000, totalKind: 'atLeast' });
  await page.goto('/internal/waste?pageSize=10');
  await expect(page.getByText('1–10 of 10,000+')).toBeVisible();
});

test('a page past the end of a list offers the way back to its last page', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.goto('/internal/waste?pageSize=10&page=900');
  await expect(page.getByText('This page is empty')).toBeVisible();
  await expect(page.getByText('The list ends before page 900.')).toBeVisible();
  const back = page.getByRole('button', { name: /^Back to page \d+$/ });
  const last = Number((await back.textContent())?.replace(/\D/g, ''));
  await back.click();
  await expect(page).toHaveURL(new RegExp(`page=${last}\\b`));
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/^\d+–\d+ of \d+$/)).toBeVisible();
});
