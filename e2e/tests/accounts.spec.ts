import { expect, test } from './fixtures.ts';
import { latestMailedLink } from './helpers.ts';

test('a new customer registers, verifies by the mailed link, logs in, works in Indonesian and logs out', async ({
  page,
}) => {
  const email = `dewi.${Date.now()}@sumbermakmur.co.id`;
  const password = 'Sampah#2026';

  await page.goto('/public/auth/register');
  await page.getByLabel(/^Full name/).fill('Dewi Lestari');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Confirm e-mail/).fill(email);
  await page.getByLabel(/^Phone number/).fill('0812 3456 7890');
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('input[type=password]').nth(1).fill('Different#2026');
  await page.getByLabel('Customer (waste producer)').check();
  await page.getByLabel(/^Company name/).fill('PT Sumber Makmur Plastik');

  // Mismatched confirmation and missing consent are caught in the browser, beside their fields.
  await page.getByRole('button', { name: 'Register' }).last().click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms of service and the privacy policy')).toBeVisible();

  await page.locator('input[type=password]').nth(1).fill(password);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(page.locator('altcha-widget').getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Register' }).last().click();
  await expect(page.getByText('Registration successful! Redirecting...')).toBeVisible();
  await page.waitForURL(/\/public\/auth\/verify-email/);

  const link = new URL(await latestMailedLink(page, email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your e-mail address is verified. You can now log in.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/customer/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Dewi Lestari' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('customer');

  const languageChanged = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('languageChange', () => resolve('fired'), { once: true }),
      ),
  );
  await page.getByRole('button', { name: /Switch language/ }).click();
  expect(await languageChanged).toBe('fired');
  await expect(page.getByRole('heading', { name: 'Selamat datang, Dewi Lestari' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ganti bahasa/ })).toHaveText('ID');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selamat datang, Dewi Lestari' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Beranda' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Menu pengguna' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page.getByText('Apakah Anda yakin ingin keluar?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByText('Berhasil keluar')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('language')]),
  ).toEqual([null, 'id']);
  const loggedOutAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - loggedOutAt).toBeGreaterThan(1000);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pengelolaan limbah');
});

test('a wrong password is refused with the specification message', async ({ page }) => {
  await page.goto('/public/auth/login');
  await page.getByLabel(/^E-mail/).fill('customer@demo.sirkula.id');
  await page.locator('input[type=password]').fill('Salah12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/public\/auth\/login$/);
});
