import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN as ADMIN, DEMO_CUSTOMER as CUSTOMER, logIn } from './helpers.ts';

const PARTNER = 'partner@demo.sirkula.id';

/** The numbers of a chart's table, by the row's heading: the same numbers the bars draw. */
async function tableNumbers(table: Locator): Promise<Record<string, number>> {
  // The charts load after the first screen: wait for the table's rows.
  await expect(table.locator('tbody tr').first()).toBeAttached();
  const rows = await table.locator('tbody tr').all();
  const numbers: Record<string, number> = {};
  for (const row of rows) {
    const name = (await row.locator('th').innerText()).trim();
    const value = (await row.locator('td').first().innerText()).replace(/[.,\s]/g, '');
    numbers[name] = Number(value);
  }
  return numbers;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

for (const width of [1280, 375]) {
  test(`staff’s dashboard shows the demo's funnel and distribution in both languages at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN);
    const funnel = page.getByRole('region', { name: 'Journeys by stage' });
    await expect(funnel).toBeVisible();
    // The demo plans journeys in every stage within the last 7 days (WIB) and for the days ahead.
    const stages = await tableNumbers(funnel.getByRole('table', { name: 'Journeys by stage' }));
    expect(Object.keys(stages)).toEqual(['Scheduled', 'Pickup', 'Transit hub', 'Processed', 'Completed']);
    for (const stage of ['Scheduled', 'Pickup', 'Transit hub', 'Processed', 'Completed']) {
      expect(stages[stage], stage).toBeGreaterThan(0);
    }
    const distribution = page.getByRole('region', { name: 'Waste by type' });
    const types = await tableNumbers(distribution.getByRole('table', { name: 'Waste by type' }));
    expect(types['Hazardous (B3)']).toBeGreaterThan(0);
    expect(types['Non-hazardous (Non B3)']).toBeGreaterThan(0);
    // B3 broken down by waste code: the demo's two customers use two codes.
    const codes = distribution.getByRole('table', { name: 'Hazardous (B3) waste by waste code' });
    await expect(codes.getByRole('rowheader', { name: 'B105d' })).toBeVisible();
    await expect(codes.getByRole('rowheader', { name: 'A337-1' })).toBeVisible();
    await expectNoSidewaysScroll(page, width);

    // The table view shows the same numbers to everyone.
    await funnel.getByRole('button', { name: 'Show as table' }).click();
    await expect(funnel.getByRole('table', { name: 'Journeys by stage' })).toBeVisible();
    await distribution.getByRole('button', { name: 'Records' }).click();
    await expect(distribution.getByRole('button', { name: 'Records' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The period is in the address, so a link reproduces it.
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' }).click();
    await expect(page).toHaveURL(/\/internal\/home\?period=30d$/);
    await expect(page.getByRole('heading', { name: '30 days', level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: /Switch language/ }).click();
    const perjalanan = page.getByRole('region', { name: 'Perjalanan per tahap' });
    await expect(perjalanan).toBeVisible();
    const tahap = await tableNumbers(perjalanan.getByRole('table', { name: 'Perjalanan per tahap' }));
    expect(Object.keys(tahap)).toHaveLength(5);
    await expect(
      page.getByRole('region', { name: 'Limbah per jenis' }).getByRole('table', { name: 'Limbah per jenis' }),
    ).toBeAttached();
    await expect(page.getByRole('heading', { name: '30 hari', level: 2 })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  });
}

test('a customer’s dashboard counts its own waste, at 375 px, each figure opening its list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, CUSTOMER);
  const funnel = page.getByRole('region', { name: 'Journeys by stage' });
  const stages = await tableNumbers(funnel.getByRole('table', { name: 'Journeys by stage' }));
  expect(Object.values(stages).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  const codes = page.getByRole('table', { name: 'Hazardous (B3) waste by waste code' });
  // Only its own records: the other demo customer's B3 code is not among them.
  await expect(codes.getByRole('rowheader', { name: 'B105d' })).toBeAttached();
  await expect(codes.getByRole('rowheader', { name: 'A337-1' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 375);

  const now = page.getByRole('region', { name: 'Now' });
  await now.getByRole('link', { name: /Open pickup requests$/ }).click();
  await expect(page).toHaveURL(/\/customer\/waste\?status=open$/);
  await expect(page.getByRole('listitem').first()).toBeVisible();

  await page.goto('/customer/home');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('region', { name: 'Limbah per jenis' })).toBeVisible();
  await expectNoSidewaysScroll(page, 375);
});

test('a partner’s dashboard counts its journeys; on the road opens its journey list', async ({ page }) => {
  await logIn(page, PARTNER);
  const stages = await tableNumbers(
    page.getByRole('region', { name: 'Journeys by stage' }).getByRole('table', { name: 'Journeys by stage' }),
  );
  expect(stages.Pickup).toBeGreaterThan(0);
  await page
    .getByRole('region', { name: 'Now' })
    .getByRole('link', { name: /Journeys on the road$/ })
    .click();
  await expect(page).toHaveURL(/\/partner\/waste\/journeys\?status=active&stage=onRoad$/);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue(
    'On the road (pickup or transit hub)',
  );
});
