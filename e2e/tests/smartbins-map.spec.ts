import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './helpers.ts';

test('staff place a new bin on the map, and its customer finds it on theirs', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/smartbins');
  await page.getByRole('button', { name: 'Add bin' }).click();
  const form = page.getByRole('dialog', { name: 'Add bin' });
  await form.getByRole('combobox', { name: 'Customer' }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo' }).click();
  await form.getByRole('textbox', { name: 'Name or place' }).fill('Pos timbang truk');
  await form.getByRole('textbox', { name: 'Brand', exact: true }).fill('Sulo');
  await form.getByRole('switch', { name: 'Has a sensor' }).uncheck();
  await form.getByRole('textbox', { name: 'Latitude' }).fill('-6.2985');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('107.1544');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bin Pos timbang truk added' })).toBeVisible();

  // Staff see every customer's bins without a sensor: the demo's at PT Sinar Kimia, and this one.
  await page.goto('/internal/smartbins/map?state=noSensor');
  await expect(page.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  const noSensor = page
    .getByRole('list', { name: 'Legend' })
    .getByRole('listitem')
    .filter({ hasText: 'No sensor' });
  await expect(noSensor).toContainText('2');

  // The customer's map holds its own bins only.
  await page.context().clearCookies();
  await logIn(page, DEMO_CUSTOMER);
  await page.goto('/customer/waste/bins/map?state=noSensor');
  await expect(
    page.getByRole('list', { name: 'Legend' }).getByRole('listitem').filter({ hasText: 'No sensor' }),
  ).toContainText('1');
});
