import { expect, test } from './fixtures.ts';
import {
  DEMO_ADMIN as ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  demoPickupRequest,
  logIn,
  signIn,
} from './helpers.ts';

test('a customer’s home lists its open pickup requests, with the button to request another', async ({
  page,
  request,
}) => {
  const waiting = await demoPickupRequest(request, { asDraft: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, CUSTOMER);
  const open = page.getByRole('region', { name: 'Open pickup requests' });
  await expect(open.getByRole('listitem').first()).toBeVisible();
  // Only requests under way: neither delivered nor cancelled ones, nor drafts.
  await expect(open.getByText(/^(Delivered|Cancelled|Draft)$/)).toHaveCount(0);

  await open.getByRole('link', { name: /^See all \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/customer\/waste\?.*status=open/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(waiting.registrationNumber);
  await expect(page.getByRole('listitem').filter({ hasText: waiting.registrationNumber })).toHaveCount(1);

  await page.goto('/customer/home');
  await page
    .getByRole('region', { name: 'Open pickup requests' })
    .getByRole('link', { name: 'Request pickup' })
    .click();
  await expect(page).toHaveURL(/\/customer\/waste\/new$/);
});

test('staff’s home lists the requests awaiting confirmation, and counts the pickups of today and tomorrow', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  const awaiting = page.getByRole('region', { name: 'Awaiting confirmation' });
  const cards = awaiting.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Awaiting confirmation' })).toHaveCount(0);
  // The demo plans pickups for the day it was seeded and the next (WIB): the dashboard counts them,
  // each figure a link to the list of those pickups.
  const now = page.getByRole('region', { name: 'Now' });
  await expect(now.getByRole('link', { name: /^[1-9]\d* Pickups today$/ })).toBeVisible();
  await expect(now.getByRole('link', { name: /^[1-9]\d* Pickups tomorrow$/ })).toBeVisible();
  await now.getByRole('link', { name: /Pickups today$/ }).click();
  await expect(page).toHaveURL(/\/internal\/waste\?status=open&pickupDate=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('listitem').or(page.getByRole('row')).nth(1)).toBeVisible();
  await page.goto('/internal/home');

  await awaiting.getByRole('link', { name: /^See all/ }).click();
  await expect(page).toHaveURL(/\/internal\/waste\?.*confirmation=awaiting/);
  await expect(page.getByLabel('Only requests awaiting confirmation')).toBeChecked();

  await page.goto('/internal/home');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('region', { name: 'Menunggu konfirmasi' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Saat ini' }).getByRole('link', { name: /Penjemputan hari ini$/ }),
  ).toBeVisible();
});

test('a partner’s home shows its dashboard and its active contracts', async ({ page, request }) => {
  await signIn(request, 'partner@demo.sirkula.id');
  const answer = await request.get('/api/v1/contracts?status=active');
  const { items } = (await answer.json()) as { items: Array<{ number: string }> };
  const number = items[0]?.number ?? 'no active partner contract';

  await logIn(page, 'partner@demo.sirkula.id');
  const contracts = page.getByRole('region', { name: 'Active contracts' });
  await expect(contracts.getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Journeys by stage' })).toBeVisible();

  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('region', { name: 'Kontrak aktif' })).toBeVisible();
});

test('at 375 px the public header keeps Register in reach, and the language badge is whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(header.getByRole('link', { name: 'Daftar' })).toBeInViewport();
  const badge = page.getByText('Tersedia dalam bahasa Inggris dan bahasa Indonesia.');
  await badge.scrollIntoViewIfNeeded();
  // A badge cuts its text off with an ellipsis when the text is wider than the badge.
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await page.getByRole('button', { name: /Ganti bahasa/ }).click();
  await header.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/public\/auth\/register$/);
});
