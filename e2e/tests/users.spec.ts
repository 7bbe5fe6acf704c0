import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /User menu|Menu pengguna/ }).click();
  await page.getByRole('menuitem', { name: /Logout|Keluar/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Log out|Keluar/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('internal staff create a user who must change the password before reaching home', async ({ page }) => {
  const email = `andi.${Date.now()}@majubersama.co.id`;
  const firstPassword = 'Sementara2026';
  const ownPassword = 'Pilihan#Sendiri9';

  await logIn(page, 'admin@demo.sirkula.id');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog.getByText('Optional but recommended for better workflow management')).toBeVisible();
  await dialog.getByLabel(/^Full name/).fill('Andi Wijaya');
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel('Customer').check();
  await dialog.getByLabel('Member').check();
  await dialog.getByLabel('Company', { exact: true }).fill('Maju Bersama');
  await page.getByRole('option', { name: 'PT Maju Bersama Plastindo' }).click();
  await dialog.getByLabel(/^Password/).fill(firstPassword);
  await dialog.getByRole('checkbox', { name: 'Force password change' }).check();
  await dialog.getByRole('checkbox', { name: 'Send welcome email' }).uncheck();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('The user has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row', { name: /Andi Wijaya/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText('PT Maju Bersama Plastindo');
  await expect(row).toContainText('Must change password');
  await logOut(page);

  await page.goto('/public/auth/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.locator('input[type=password]').fill(firstPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/customer/change-password');
  await expect(page.getByText('Your administrator asks you to choose a new password')).toBeVisible();

  // Held there: home is not reachable until the password is changed.
  await page.goto('/customer/home');
  await page.waitForURL('**/customer/change-password');

  await page.getByLabel(/^Current password/).fill(firstPassword);
  await page.getByLabel(/^New password/).fill(ownPassword);
  await page.getByLabel(/^Confirm new password/).fill(ownPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.waitForURL('**/customer/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Andi Wijaya' })).toBeVisible();
});

test('a customer admin deletes a user of their company, in Indonesian', async ({ page }) => {
  const email = `hapus.${Date.now()}@majubersama.co.id`;
  await logIn(page, 'customer@demo.sirkula.id');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Pengguna' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();

  // Company admins choose neither the user type nor the company: new users join their own.
  await page.getByRole('button', { name: 'Pengguna baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pengguna baru' });
  await expect(dialog.getByText('PT Maju Bersama Plastindo')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Jenis pengguna' })).toHaveCount(0);
  await dialog.getByLabel(/^Nama lengkap/).fill('Rudi Hartono');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel('Kata sandi', { exact: true }).fill('Sampah2026');
  await dialog.getByRole('button', { name: 'Buat pengguna' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Cari pengguna').fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Tindakan untuk Rudi Hartono' }).click();
  await page.getByRole('menuitem', { name: 'Hapus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus pengguna' });
  await expect(confirm.getByText('Apakah Anda yakin ingin menghapus pengguna ini?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pengguna berhasil dihapus' })).toBeVisible();
  // Deleted users leave the list; the status filter still finds them.
  await expect(page.getByRole('row', { name: /Rudi Hartono/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Dihapus' }).click();
  await expect(page.getByRole('row', { name: /Rudi Hartono/ })).toContainText('Dihapus');
  await page.getByRole('button', { name: 'Hapus filter' }).first().click();

  // Nobody deletes their own account: the admin's own row offers no deletion.
  await page.getByLabel('Cari pengguna').fill('Budi Santoso');
  await page.getByRole('button', { name: 'Tindakan untuk Budi Santoso' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ubah' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Hapus' })).toHaveCount(0);
});

test('a customer who is not an admin has no Users menu and is refused on the page', async ({ page }) => {
  await logIn(page, 'staff@demo.sirkula.id');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/customer/users');
  await expect(page.getByRole('alert')).toHaveText('Only administrators can manage users.');
  await expect(page.getByRole('table')).toHaveCount(0);
  const answer = await page.request.get('/api/v1/users');
  expect(answer.status()).toBe(403);
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

for (const [email, path] of [
  ['admin@demo.sirkula.id', '/internal/users'],
  ['customer@demo.sirkula.id', '/customer/users'],
] as const) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await logIn(page, email);
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: /^(New user|Pengguna baru)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("internal staff see a user's page with its actions and change history", async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  const email = `tono.${Date.now()}@majubersama.co.id`;
  const created = await page.request.post('/api/v1/users', {
    data: {
      name: 'Tono Sugiarto',
      email,
      userType: 'internal',
      role: 'member',
      password: 'Sampah2026',
      sendWelcomeEmail: false,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/internal/users');
  await page.getByLabel('Search users').fill(email);
  // Once the search has narrowed the list to this user: a link clicked while the list re-renders is
  // gone before it navigates.
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByRole('row', { name: email }).getByRole('link', { name: 'Tono Sugiarto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tono Sugiarto' })).toBeVisible();
  await page.getByRole('button', { name: 'Require password change' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Require password change' }).click();
  await expect(page.getByText('The user must choose a new password at next login.')).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText("The user's status has been changed.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history).toContainText('Rina Wulandari');
  await expect(history).toContainText(/suspended/i);
  await expectNoSeriousViolations(page);
});

test('at 375 px the user list is a list of cards with their actions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'customer@demo.sirkula.id');
  await page.goto('/customer/users');
  const card = page.getByRole('listitem').filter({ hasText: 'staff@demo.sirkula.id' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing is wider than the phone: no sideways scrolling of the whole page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('button', { name: 'Actions for Siti Nurhaliza' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
});
