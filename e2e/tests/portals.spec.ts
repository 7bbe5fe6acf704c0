import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

test('internal staff see all 16 modules, each with its page', async ({ page }) => {
  await logIn(page, 'admin@demo.sirkula.id');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const entries = navigation.getByRole('link');
  await expect(entries).toHaveCount(16);
  await expect(entries).toHaveText([
    'Home',
    'Users',
    'Companies',
    'Contracts',
    'Waste',
    'Smart Bins',
    'Journeys',
    'Tracking',
    'Billing',
    'Reports',
    'Documents',
    'Scheduler',
    'Storage',
    'Transport (TMS)',
    'API & Integrations',
    'Profile',
  ]);
  await navigation.getByRole('link', { name: 'Smart Bins' }).click();
  await expect(page).toHaveURL(/\/internal\/smartbins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Bins' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sirkula home' })).toContainText('Int');
});

test("a customer who is not an admin has no 'Users' entry, and another portal's path leads home", async ({
  page,
}) => {
  await logIn(page, 'staff@demo.sirkula.id');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveText([
    'Home',
    'Company',
    'Contracts',
    'Waste',
    'Billing',
    'Profile',
  ]);
  await page.goto('/internal/users');
  await page.waitForURL('**/customer/home');
  await expect(page.getByRole('link', { name: 'Sirkula home' })).toContainText('Cust');
});

test('a partner admin sees Users in the partner portal', async ({ page }) => {
  await logIn(page, 'partner@demo.sirkula.id');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sirkula home' })).toContainText('Part');
});

test('signed out, a portal path goes to login', async ({ page }) => {
  await page.goto('/customer/contracts');
  await page.waitForURL('**/public/auth/login');
});

test('at 375 px the menu is a slide-over behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'customer@demo.sirkula.id');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Contracts' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(navigation.getByRole('link', { name: 'Contracts' })).toBeInViewport();
  await navigation.getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Contracts' })).not.toBeInViewport();
});

test('a user edits their name and phone on the profile page', async ({ page }) => {
  await logIn(page, 'partner@demo.sirkula.id');
  await page.goto('/partner/profile');
  await page.getByLabel(/^Phone number/).fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Enter an Indonesian phone number/)).toBeVisible();
  await page.getByLabel(/^Phone number/).fill('0811 1000 2004');
  await page.getByLabel(/^Name/).fill('Agus Prasetyo Wibowo');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Agus Prasetyo Wibowo');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('+62 811-1000-2004');
});
