import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo12345';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/public/auth/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful. Redirecting...')).toBeVisible();
  await page.waitForURL(/\/home$/);
}

/** Reads the newest link mailed to `recipient` from the outbox, as internal staff can. */
export async function latestMailedLink(page: Page, recipient: string): Promise<string> {
  const request = page.context().request;
  const baseURL = new URL(page.url()).origin;
  const admin = await request.post(`${baseURL}/api/v1/auth/login`, {
    data: { email: 'admin@demo.sirkula.id', password: DEMO_PASSWORD },
  });
  expect(admin.ok()).toBe(true);
  const outbox = await request.get(`${baseURL}/api/v1/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { items } = (await outbox.json()) as { items: Array<{ link: string | null }> };
  const link = items[0]?.link;
  if (!link) throw new Error(`No mail with a link for ${recipient}`);
  await request.post(`${baseURL}/api/v1/auth/logout`);
  return link;
}
