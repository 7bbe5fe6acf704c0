import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

const publicPages = [
  '/',
  '/overview',
  '/public/legal/privacy-policy',
  '/public/legal/terms-of-service',
  '/public/legal/cookie-policy',
  '/public/auth/login',
  '/public/auth/register',
  '/404',
];

for (const path of publicPages) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

for (const email of ['admin@demo.sirkula.id', 'customer@demo.sirkula.id', 'partner@demo.sirkula.id']) {
  test(`no serious accessibility violation on the portal home of ${email}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

for (const email of ['admin@demo.sirkula.id', 'customer@demo.sirkula.id', 'partner@demo.sirkula.id']) {
  test(`no serious accessibility violation on the dashboard of ${email}, as charts and as tables`, async ({
    page,
  }) => {
    await logIn(page, email);
    // The charts come after the first screen: wait for them before checking.
    const funnel = page.getByRole('region', { name: 'Journeys by stage' });
    await expect(funnel.getByRole('table', { name: 'Journeys by stage' })).toBeAttached();
    await expectNoSeriousViolations(page);
    await funnel.getByRole('button', { name: 'Show as table' }).click();
    const distribution = page.getByRole('region', { name: 'Waste by type' });
    await distribution.getByRole('button', { name: 'Show as table' }).click();
    await expect(distribution.getByRole('table', { name: 'Waste by type' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the page language follows the choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
});
