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

test('an internal admin is told a NITKU does not match the NPWP, fixes it, and finds it kept', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const block = page.getByRole('region', { name: 'Invoice block' });
  const nitku = block.getByRole('textbox', { name: 'NITKU', exact: true });
  await expect(nitku).toHaveValue(/^0731 2345 6701 2000 \d{6}$/);
  await expect(block.getByText('Example: INV/')).toBeVisible();
  await expectNoSeriousViolations(page);

  await nitku.fill('0999 2345 6701 2000 000000');
  await block.getByRole('button', { name: 'Save invoice block' }).click();
  await expect(
    block.getByText('The NITKU must begin with the 16-digit NPWP (a 15-digit NPWP with a leading 0)'),
  ).toBeVisible();

  // Leaving with the change unsaved asks first; staying keeps what was typed.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(nitku).toHaveValue('0999 2345 6701 2000 000000');

  await nitku.fill('0731234567012000000001');
  await block.getByRole('button', { name: 'Save invoice block' }).click();
  await expect(block.getByRole('status')).toContainText('The invoice block is saved.');
  await expect(nitku).toHaveValue('0731 2345 6701 2000 000001');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Invoice block' }).getByRole('textbox', { name: 'NITKU', exact: true }),
  ).toHaveValue('0731 2345 6701 2000 000001');
});

test('an internal admin sets how many days the schedulers’ run logs are kept', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/settings');
  const section = page.getByRole('region', { name: 'Schedulers' });
  const logDays = section.getByRole('textbox', { name: 'Keep run logs (days)', exact: true });
  await expect(logDays).toHaveValue('90');

  await logDays.fill('6');
  await section.getByRole('button', { name: 'Save scheduler settings' }).click();
  await expect(section.getByText('Enter a whole number of days from 7 to 730.')).toBeVisible();

  await logDays.fill('120');
  await section.getByRole('button', { name: 'Save scheduler settings' }).click();
  await expect(section.getByRole('status')).toContainText("The schedulers' settings are saved.");
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Schedulers' });
  await expect(reloaded.getByRole('textbox', { name: 'Keep run logs (days)', exact: true })).toHaveValue(
    '120',
  );

  // Back to the default, so the other tests find the demo as it was.
  await reloaded.getByRole('textbox', { name: 'Keep run logs (days)', exact: true }).fill('90');
  await reloaded.getByRole('button', { name: 'Save scheduler settings' }).click();
  await expect(reloaded.getByRole('status')).toContainText("The schedulers' settings are saved.");
});

test('a staff member who is not an admin reads the settings and cannot change them', async ({ page }) => {
  await logIn(page, 'ops@demo.sirkula.id');
  await page.goto('/internal/settings');
  await expect(
    page.getByText('Only internal admins can change the settings; you can read them here.'),
  ).toBeVisible();
  const block = page.getByRole('region', { name: 'Invoice block' });
  const npwp = block.getByRole('textbox', { name: 'NPWP', exact: true });
  await expect(npwp).toHaveValue('0731 2345 6701 2000');
  await expect(npwp).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Branding' }).getByRole('textbox').first()).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Schedulers' }).getByRole('textbox', { name: 'Keep run logs (days)' }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
  const signature = page.getByRole('img', { name: 'The signature printed on invoices' });
  await expect(signature).toBeVisible();
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
});

test('an internal admin is told the WhatsApp number must be a mobile, and saves a holiday for the contact page', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/settings');
  const section = page.getByRole('region', { name: 'Contact page' });
  await expect(section.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('0811 1900 7788');
  await section.getByRole('textbox', { name: 'WhatsApp number' }).fill('021 5098 7788');
  await section.getByRole('button', { name: 'Save contact details' }).click();
  await expect(section.getByText('Enter a mobile number starting with 08 or +628.')).toBeVisible();
  await section.getByRole('textbox', { name: 'WhatsApp number' }).fill('0811 1900 7788');

  await section.getByRole('button', { name: 'Add holiday' }).click();
  await section.getByLabel('Date').last().fill('2030-01-01');
  await section.getByRole('textbox', { name: 'Holiday' }).last().fill('Tahun Baru 2030 Masehi');
  await section.getByRole('button', { name: 'Save contact details' }).click();
  await expect(section.getByRole('status')).toContainText('The contact details are saved.');

  await page.goto('/public/contact');
  await expect(page.getByText(/^(Open|Closed) now$/)).toBeVisible();

  // Back to the demo's list, so the other tests find the demo as it was.
  await page.goto('/internal/settings');
  const again = page.getByRole('region', { name: 'Contact page' });
  await again
    .getByRole('button', { name: /^Remove holiday/ })
    .last()
    .click();
  await again.getByRole('button', { name: 'Save contact details' }).click();
  await expect(again.getByRole('status')).toContainText('The contact details are saved.');
});
