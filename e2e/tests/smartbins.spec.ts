import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

test('staff place a bin at a customer’s site, find it offline until it reports, change it and delete it', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/smartbins');
  await expect(page.getByRole('heading', { name: 'Smart Bins', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add bin' }).click();

  const form = page.getByRole('dialog', { name: 'Add bin' });
  await form.getByRole('combobox', { name: 'Customer' }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo' }).click();
  await form.getByRole('textbox', { name: 'Name or place' }).fill('Gudang kemasan jadi');
  await form.getByRole('textbox', { name: 'Brand', exact: true }).fill('Rotoplas');
  // A sensor bin without the device's identity is refused, with the reason under the field.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A sensor bin needs its device EUI or its IMEI')).toBeVisible();
  await form.getByRole('textbox', { name: 'Device EUI' }).fill('70b3d57ed0051a2f');
  await form.getByRole('combobox', { name: 'Sensor model' }).click();
  await page.getByRole('option', { name: 'Dingtek DF702 (LoRaWAN)' }).click();
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Bin Gudang kemasan jadi added' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Gudang kemasan jadi' });
  await expect(row).toContainText('PT Maju Bersama Plastindo');
  await expect(row).toContainText('Offline');
  await expect(row).toContainText('No reading yet');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bin Gudang kemasan jadi' });
  await expect(edit.getByRole('textbox', { name: 'Device EUI' })).toHaveValue('70B3D57ED0051A2F');
  await edit.getByRole('textbox', { name: 'Name or place' }).fill('Gudang kemasan jadi timur');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bin Gudang kemasan jadi timur saved' }),
  ).toBeVisible();

  const changed = page.getByRole('row').filter({ hasText: 'Gudang kemasan jadi timur' });
  await changed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bin?' });
  await expect(confirm).toContainText('Gudang kemasan jadi timur will no longer be listed');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Smart bin deleted' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Gudang kemasan jadi timur' })).toHaveCount(0);
});

test('staff filter the demo bins by state and find the one on fire', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/smartbins');
  await expect(page.getByRole('row').filter({ hasText: 'Pos keamanan' })).toContainText('No sensor');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Fire alarm' }).click();
  await expect(page).toHaveURL(/state=fire/);
  const rows = page.getByRole('row').filter({ hasText: 'PT ' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Tempat penyimpanan sementara B3');
  await expect(rows.first()).toContainText('PT Sinar Kimia Nusantara');

  // Its page shows the sensor's own values beside the state they give, and its own fire threshold.
  await rows.first().getByRole('link', { name: 'Tempat penyimpanan sementara B3' }).click();
  await expect(
    page.getByRole('heading', { name: 'Tempat penyimpanan sementara B3', level: 1 }),
  ).toBeVisible();
  const latest = page.getByText('Latest reading').locator('..');
  await expect(latest).toContainText('63 °C');
  await expect(latest).toContainText('540 mm');
  await expect(page.getByText('Fire alarm', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('55 °C', { exact: true })).toBeVisible();
  await expect(page.getByText('45 ° (default)')).toBeVisible();
});

test('a customer finds its own bins under its waste, without another customer’s and without staff actions', async ({
  page,
}) => {
  await logIn(page, 'customer@demo.sirkula.id');
  await page.goto('/customer/waste');
  await page.getByRole('link', { name: 'Smart bins' }).click();
  await expect(page).toHaveURL(/\/customer\/waste\/bins$/);
  await expect(page.getByRole('heading', { name: 'Smart Bins', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Gudang bahan baku' })).toContainText('Full');
  await expect(page.getByText('Tempat penyimpanan sementara B3')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add bin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Gudang bahan baku' }).click();
  await expect(page.getByRole('heading', { name: 'Gudang bahan baku', level: 1 })).toBeVisible();
  await expect(page.getByText('Latest reading')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
