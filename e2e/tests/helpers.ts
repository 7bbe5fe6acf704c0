import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { consoleLogFor } from '../server.ts';

export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_ADMIN = 'admin@demo.sirkula.id';
export const DEMO_CUSTOMER = 'customer@demo.sirkula.id';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/public/auth/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful. Redirecting...')).toBeVisible();
  await page.waitForURL(/\/home$/);
}

/** Signs an API client in; its later calls carry the session. */
export async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(answer.ok()).toBe(true);
}

/**
 * Reads the newest link mailed to `recipient` where the embedded mode prints it: the server's console
 * (no answer carries a one-time link, not even the outbox's).
 */
export async function latestMailedLink(page: Page, recipient: string): Promise<string> {
  const port = Number(new URL(page.url()).port);
  let link: string | undefined;
  // Account e-mails go out just after the answer that asked for them.
  await expect
    .poll(
      () => {
        const lines = readFileSync(consoleLogFor(port), 'utf8').split('\n');
        const mailed = lines
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { to?: string; link?: string })
          .filter((entry) => entry.to === recipient && entry.link);
        link = mailed.at(-1)?.link;
        return link;
      },
      { message: `No mail with a link for ${recipient}` },
    )
    .toBeTruthy();
  return String(link);
}

/**
 * The demo customer's B3 contract: the oldest active one, since tests may add more. `request` must
 * be signed in as someone who sees it.
 */
export async function demoB3Contract(request: APIRequestContext) {
  const answer = await request.get('/api/v1/contracts?status=active&sort=startDate&order=asc');
  const { items } = (await answer.json()) as {
    items: Array<{ id: string; number: string; wasteTypes: string[] }>;
  };
  const contract = items.find((item) => item.wasteTypes.includes('b3'));
  if (!contract) throw new Error('The demo customer has no active B3 contract');
  return { contract, activeCount: items.length };
}

/**
 * A B3 pickup request of the demo customer, made through the API: a test that works on one makes its
 * own, so it finds it in the state it expects however many tests ran before on the same data.
 */
export async function demoPickupRequest(request: APIRequestContext, options: { asDraft: boolean }) {
  await signIn(request, DEMO_CUSTOMER);
  const rule = (await (await request.get('/api/v1/waste/pickup-rule')).json()) as {
    today: string;
    earliestPickupDate: string;
  };
  const { contract } = await demoB3Contract(request);
  const created = await request.post('/api/v1/waste', {
    data: {
      contractId: contract.id,
      type: 'b3',
      subType: 'generalIndustry',
      wasteCode: 'B105d',
      quantity: 20,
      pickupAddress: 'Jl. Industri Raya Blok C3 No. 12, Bekasi',
      packaging: 'drum',
      generatedOn: rule.today,
      requestedPickupDate: rule.earliestPickupDate,
      timeWindow: 'morning',
      acknowledged: true,
      asDraft: options.asDraft,
    },
  });
  expect(created.status()).toBe(201);
  const { record } = (await created.json()) as { record: { id: string; registrationNumber: string } };
  return record;
}
