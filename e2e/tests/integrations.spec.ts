import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './helpers.ts';

/** The demo bin with a LoRaWAN sensor that the demo seeds (smartbins' demo). */
const DEMO_DEVICE = '70B3D57ED0051A01';

/** One reading for the demo bin, sent as a network server would, with nothing but the key. */
function sendReading(request: APIRequestContext, key: string) {
  return request.post('/api/v1/telemetry', {
    headers: { authorization: `Bearer ${key}` },
    data: { readings: [{ devEui: DEMO_DEVICE, measuredAt: new Date().toISOString(), fillPercent: 42 }] },
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Runs a copied curl command as a terminal would (bash, so its quotes and line continuations count). */
function runCurl(command: string): { status: number; body: string } {
  const output = execFileSync('bash', ['-c', `${command} --silent --write-out '\n%{http_code}'`], {
    encoding: 'utf8',
  });
  const lines = output.trimEnd().split('\n');
  return { status: Number(lines.pop()), body: lines.join('\n') };
}

test('an admin makes a key, sees its secret once, and the copied curl example works against the server', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/api');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await expect(form.getByRole('checkbox', { name: 'Read waste records' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Name' }).fill('ERP pusat');
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the key now' });
  const secret = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  await shown.getByRole('button', { name: 'Copy example' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  const example = await page.evaluate(() => navigator.clipboard.readText());
  expect(example).toContain(`Bearer ${secret}`);
  const answer = runCurl(example);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ page: 1, pageSize: 5 });
  await shown.getByRole('button', { name: 'I have stored it' }).click();

  // The key's request log shows the call the example made.
  const row = page.getByRole('row').filter({ hasText: 'ERP pusat' });
  await row.getByRole('button', { name: 'Request log' }).click();
  const log = page.getByRole('dialog', { name: 'Requests of ERP pusat' });
  await expect(log.getByRole('row').filter({ hasText: '/api/v1/waste' })).toContainText('200');
  await log.getByRole('button', { name: 'Close' }).click();

  // Rotating gives a new secret; without a grace period the old one is refused at once.
  await row.getByRole('button', { name: 'Rotate secret' }).click();
  const rotate = page.getByRole('dialog', { name: 'Rotate the secret of ERP pusat?' });
  await rotate.getByRole('radio', { name: 'None: refuse the old secret at once' }).check();
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  const renewed = page.getByRole('dialog', { name: 'New secret for ERP pusat' });
  const fresh = await renewed.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(fresh).not.toBe(secret);
  expect(runCurl(example).status).toBe(401);
  expect(runCurl(example.replace(secret, fresh)).status).toBe(200);
});

test('an admin makes a provider key, copies its secret once, a device sends with it, and revoking it stops it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/api');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(page.getByText('not yet available')).toHaveCount(0);
  await page.getByRole('button', { name: 'New key' }).click();

  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('checkbox', { name: 'Read waste records' }).uncheck();
  await form.getByRole('checkbox', { name: 'Send sensor readings' }).check();
  // A key without a name is refused, with the reason under the field.
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Gateway Cikarang');
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the key now' });
  await expect(shown).toContainText('This is the only time the key is shown');
  const secretBox = shown.getByRole('textbox', { name: 'API key' });
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^sirkula_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // The example is ready to paste: this server, this key, the telemetry endpoint.
  await expect(shown.locator('pre')).toContainText(`Bearer ${secret}`);
  await expect(shown.locator('pre')).toContainText('/api/v1/telemetry');
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(shown).toBeHidden();

  // The list shows the key by its start only, never its secret.
  const row = page.getByRole('row').filter({ hasText: 'Gateway Cikarang' });
  await expect(row).toContainText('Provider (every company)');
  await expect(row).toContainText(`${secret.slice(0, 'sirkula_'.length + 12)}_…`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never used');
  await expect(page.getByText(secret)).toHaveCount(0);

  const accepted = await sendReading(request, secret);
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ accepted: 1 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Gateway Cikarang' })).not.toContainText('Never used');

  await page
    .getByRole('row')
    .filter({ hasText: 'Gateway Cikarang' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke key?' });
  await expect(confirm).toContainText('Programs calling with Gateway Cikarang will be refused at once');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Key Gateway Cikarang revoked' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Gateway Cikarang' })).toHaveCount(0);

  const refused = await sendReading(request, secret);
  expect(refused.status()).toBe(401);

  // Revoked keys stay on record for those who ask for them.
  await page.getByRole('switch', { name: 'Show revoked and expired keys' }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect(page.getByRole('switch', { name: 'Show revoked and expired keys' })).toBeChecked();
  const revoked = page.getByRole('row').filter({ hasText: 'Gateway Cikarang' });
  await expect(revoked).toContainText('Revoked');
  await expect(revoked.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
});

test('a staff member who is not an admin is told that keys are for admins', async ({ page }) => {
  await logIn(page, 'ops@demo.sirkula.id');
  await page.goto('/internal/api');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  // A notice saying who may, not a failed request: the page asks the server for nothing it would refuse.
  await expect(page.getByRole('alert')).toHaveText(/^Only administrators can manage API keys\./);
  await expect(page.getByRole('button', { name: 'New key' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('on a phone the keys show as cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/api');
  await expect(page.getByText('Demo: simulator and test gateway')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('sirkula_demo00000000_…')).toBeVisible();
  // Nothing is wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('no serious accessibility violation on the keys, the form with its messages and the secret', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/api');
  await expect(page.getByText('Demo: simulator and test gateway')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Name' }).fill('Checked gateway');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('dialog', { name: 'Copy the key now' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a customer's admin makes a key in their company's Developers section; its scopes are a customer's", async ({
  page,
}) => {
  await logIn(page, 'customer@demo.sirkula.id');
  await page.goto('/customer/company');
  const developers = page.getByRole('region', { name: 'Developers' });
  await expect(developers).toContainText('ERP SAP: laporan limbah');
  await developers.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Name' }).fill('Dasbor internal');
  await form.getByRole('checkbox', { name: 'Read invoices' }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('dialog', { name: 'Copy the key now' })).toBeVisible();
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(developers).toContainText('Dasbor internal');
});
