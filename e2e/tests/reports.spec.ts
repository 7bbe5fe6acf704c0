import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
// The server's workbook library (hoisted in the workspace) reads back what the browser downloaded.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './helpers.ts';

/** The demo customer's member: reads the recipients, may not change them. */
const CUSTOMER_MEMBER = 'staff@demo.sirkula.id';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Last month in Jakarta, as `YYYY-MM` and as its name in a locale: what the form offers first. */
function lastMonthInJakarta(): { month: string; name: (locale: string) => string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return {
    month: first.toISOString().slice(0, 7),
    name: (locale) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first),
  };
}

test("a customer's admin, in Indonesian, writes last month's waste report as Excel, follows it and downloads it", async ({
  page,
}) => {
  const last = lastMonthInJakarta();
  await logIn(page, DEMO_CUSTOMER);
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('button', { name: /Ganti bahasa/ })).toBeVisible();

  // The reports are a step away from the waste list.
  await page.goto('/customer/waste');
  await page.getByRole('link', { name: 'Laporan', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/waste\/reports$/);
  await expect(page.getByRole('heading', { name: 'Laporan', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Laporan limbah bulanan');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Laporan baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Laporan baru' });
  // A customer asks only for its own two kinds of report; the provider's are not offered.
  const type = dialog.getByRole('combobox', { name: 'Laporan' });
  await expect(type).toHaveValue('monthlyWaste');
  await expect(type.locator('option')).toHaveText(['Laporan limbah bulanan', 'Ringkasan B3 triwulanan']);
  await expect(dialog.getByText(/Penjemputan, jumlah limbah per jenis dan kode B3/)).toBeVisible();
  // Last whole month by default, named in Indonesian; the report's language follows the page's.
  const month = dialog.getByRole('combobox', { name: 'Bulan' });
  await expect(month).toHaveValue(last.month);
  await expect(month.locator('option:checked')).toHaveText(last.name('id-ID'));
  await expect(dialog.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
  // No company to choose: the report is about the customer's own.
  await expect(dialog.getByRole('combobox', { name: 'Pelanggan' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Excel (XLSX)' }).check();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Susun laporan' }).click();

  const progress = dialog.getByRole('region', { name: 'Kemajuan penyusunan laporan' });
  await expect(progress).toContainText(`Laporan limbah bulanan, ${last.name('id-ID')}`);
  await expect(progress).toContainText('Laporan sudah siap.', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    progress.getByRole('link', { name: /^Unduh/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.length).toBeGreaterThan(0);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Ringkasan');

  // Closed, the list shows it ready with its own download.
  await dialog.getByRole('button', { name: 'Selesai' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Laporan limbah bulanan' })
    .filter({ hasText: 'XLSX' })
    .filter({ hasText: 'Bahasa Indonesia' })
    .first();
  await expect(row).toContainText('Siap');
  await expect(row.getByRole('link', { name: /^Unduh/ })).toBeVisible();
});

test("a customer's admin adds a recipient and removes it after a confirmation; a member only reads them", async ({
  page,
}) => {
  const email = `laporan.${Date.now()}@majubersama.co.id`;
  await logIn(page, DEMO_CUSTOMER);
  await page.goto('/customer/waste/reports');
  await page.getByRole('tab', { name: 'Recipients' }).click();
  await expect(page).toHaveURL(/\/customer\/waste\/reports\/recipients$/);
  await expect(page.getByRole('table')).toContainText('lingkungan@majubersama.co.id');

  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a recipient' });
  // A company's recipients receive only the reports about it.
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bagian Keuangan');
  await dialog.getByRole('checkbox', { name: 'Quarterly B3 summary' }).uncheck();
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${email} will receive these reports.` }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Monthly waste report');
  await expect(row).not.toContainText('Quarterly B3 summary');

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this recipient?' });
  await expect(confirm).toContainText(`${email} will no longer receive these reports by e-mail.`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer receives' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await page.context().clearCookies();
  await logIn(page, CUSTOMER_MEMBER);
  await page.goto('/customer/waste/reports/recipients');
  await expect(page.getByRole('table')).toContainText('lingkungan@majubersama.co.id');
  await expect(
    page.getByText("Only your company's admins can change who receives the reports."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add recipient' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test("staff see every report, the provider's own among them, and narrow the list", async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('not yet available')).toHaveCount(0);
  const finance = page.getByRole('row').filter({ hasText: 'Finance report' }).first();
  await expect(finance).toContainText('The provider');
  await expect(finance).toContainText('Ready');
  await expect(finance).toContainText('WIB');
  await expect(finance.getByRole('link', { name: /^Download Finance report/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'PT Maju Bersama Plastindo' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('combobox', { name: 'Report', exact: true }).click();
  await page.getByRole('option', { name: 'Quarterly B3 summary' }).click();
  await expect(page).toHaveURL(/type=quarterlyB3/);
  await expect(page.getByRole('row').filter({ hasText: 'Finance report' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Quarterly B3 summary' }).first()).toBeVisible();

  // Staff may ask for the provider's reports, which are about no customer.
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Report' }).selectOption('operations');
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('radio', { name: 'CSV' }).check();
  await dialog.getByRole('button', { name: 'Write the report' }).click();
  const progress = dialog.getByRole('region', { name: 'Progress of the report' });
  await expect(progress).toContainText('Operations report');
  await expect(progress).toContainText('The report is ready.', { timeout: 30_000 });
  await expect(progress.getByRole('link', { name: /^Download Operations report/ })).toHaveAttribute(
    'href',
    /^\/api\/v1\/reports\/[0-9a-f-]+\/file$/,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/internal/reports/recipients');
  await expect(page.getByRole('table')).toContainText('admin@demo.sirkula.id');
  await expect(page.getByRole('table')).toContainText('Finance report');
});
