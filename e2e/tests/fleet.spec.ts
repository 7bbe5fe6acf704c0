import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

test('staff see the demo fleet on the dispatch board and the documents to renew', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/tms');
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  await expect(vehicles.getByText('B 9514 KJA')).toBeVisible();
  await expect(vehicles.getByText('L 9456 UC')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Drivers' }).getByText('Dedi Kurniawan')).toBeVisible();

  await page.getByRole('link', { name: 'See the documents' }).click();
  await expect(page.getByRole('heading', { name: 'Expiring documents', level: 1 })).toBeVisible();
  const permit = page.getByRole('row').filter({ hasText: 'B 9514 KJA' });
  await expect(permit).toContainText('B3 transport permit');
  await expect(permit).toContainText('Expires soon');
  await expect(page.getByRole('row').filter({ hasText: 'Slamet Riyadi' })).toContainText(
    'B3 handling training',
  );
});

test('staff add a vehicle with the plate as typed and find it written the stored way', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/tms');
  await page.getByRole('tab', { name: 'Vehicles' }).click();
  await page.getByRole('button', { name: 'Add vehicle' }).click();

  const form = page.getByRole('dialog', { name: 'Add vehicle' });
  await form.getByRole('combobox', { name: 'Transporter' }).fill('Angkut Hijau');
  await page.getByRole('option', { name: 'PT Angkut Hijau Logistik' }).click();
  await form.getByRole('textbox', { name: 'Plate number' }).fill('b4321abc');
  await form.getByRole('textbox', { name: 'Capacity (kg)' }).fill('6000');
  await form.getByRole('textbox', { name: 'Registration (STNK) expiry' }).fill('31/12/2027');
  await form.getByRole('textbox', { name: 'Registration (STNK) expiry' }).press('Tab');
  await form.getByRole('button', { name: 'Add vehicle' }).click();

  await expect(page.getByRole('status')).toContainText('The vehicle has been added.');
  const row = page.getByRole('row').filter({ hasText: 'B 4321 ABC' });
  await expect(row).toContainText('PT Angkut Hijau Logistik');
  await expect(row).toContainText('6,000');

  // The same plate typed another way is refused, and the form says why.
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await form.getByRole('combobox', { name: 'Transporter' }).fill('Angkut Hijau');
  await page.getByRole('option', { name: 'PT Angkut Hijau Logistik' }).click();
  await form.getByRole('textbox', { name: 'Plate number' }).fill('B 4321 ABC');
  await form.getByRole('textbox', { name: 'Capacity (kg)' }).fill('2000');
  await form.getByRole('textbox', { name: 'Registration (STNK) expiry' }).fill('31/12/2027');
  await form.getByRole('textbox', { name: 'Registration (STNK) expiry' }).press('Tab');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(
    form.getByText('A vehicle with this plate number is already registered.').first(),
  ).toBeVisible();
});

test('staff pin a transit hub, and a place outside Indonesia is refused with the reason', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/tms/transit-hubs');
  await expect(page.getByRole('heading', { name: 'Transit hubs', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New transit hub' }).click();

  const form = page.getByRole('dialog', { name: 'New transit hub' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Depo Cibitung');
  await form.getByRole('textbox', { name: 'Address' }).fill('Jl. Sumba Blok J, Kawasan MM2100');
  await form.getByRole('textbox', { name: 'City' }).fill('Kabupaten Bekasi');
  // Latitude and longitude typed the wrong way round.
  await form.getByRole('textbox', { name: 'Latitude' }).fill('107.0876');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('-6.3087');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('This latitude is outside Indonesia: it must lie between -11 and 6.'),
  ).toBeVisible();

  await form.getByRole('textbox', { name: 'Latitude' }).fill('-6.3087');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('107.0876');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Transit hub Depo Cibitung added.');
  await expect(page.getByRole('row').filter({ hasText: 'Depo Cibitung' })).toContainText(
    '-6.30870, 107.08760',
  );
});
