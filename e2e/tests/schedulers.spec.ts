import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN, logIn } from './helpers.ts';

/**
 * The forecasts' scheduler: stopping it for a moment touches nothing another spec reads (the roll-ups
 * and the mail are left alone), and "Run now" gives it a run to find in the log whenever it last ran.
 */
const JOB = 'Fill forecasts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('an admin stops a scheduler and starts it again, each after a confirmation, then reads its runs', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/scheduler');
  await expect(page.getByRole('heading', { name: 'Schedulers', level: 1 })).toBeVisible();
  await expect(page.getByText('not yet available')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: JOB });
  await expect(row).toContainText("Refits each bin's forecast of when it will be full.");
  await expect(row).toContainText('Every 15 minutes');
  await expect(row).toContainText('*/15 * * * *');
  await expect(row).toContainText('Running');

  await row.getByRole('button', { name: 'Stop' }).click();
  const stop = page.getByRole('dialog', { name: `Stop ${JOB}?` });
  await expect(stop).toContainText(
    'it will not run on its schedule (every 15 minutes) until it is started again',
  );
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${JOB} stopped` })).toBeVisible();
  await expect(stop).toBeHidden();
  await expect(row).toContainText('Stopped');
  await expect(row).toContainText('No next run while stopped');

  // Starting asks first; cancelling leaves it stopped.
  await row.getByRole('button', { name: 'Start' }).click();
  const start = page.getByRole('dialog', { name: `Start ${JOB}?` });
  await expect(start).toContainText(
    'will run on its schedule again, every 15 minutes, from its next run time',
  );
  await start.getByRole('button', { name: 'Cancel' }).click();
  await expect(start).toBeHidden();
  await expect(row).toContainText('Stopped');

  await row.getByRole('button', { name: 'Start' }).click();
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${JOB} started` })).toBeVisible();
  await expect(row).toContainText('Running');
  await expect(row).not.toContainText('No next run while stopped');
  await expect(row.getByRole('button', { name: 'Stop' })).toBeVisible();

  await row.getByRole('button', { name: 'Run now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `A run of ${JOB} is queued. It appears in the run history` }),
  ).toBeVisible();

  // Its runs open already narrowed to it.
  await row.getByRole('link', { name: 'View runs' }).click();
  await expect(page).toHaveURL(/\/internal\/scheduler\/logs\?code=smartbinsForecasts$/);
  await expect(page.getByRole('heading', { name: 'Run history', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Scheduler' })).toHaveValue(JOB);
  // The queued run shows once a worker has taken it, and its log once it has finished; the list reads
  // itself again every 10 s.
  const finished = page
    .getByRole('row')
    .filter({ hasText: JOB })
    .filter({ has: page.getByRole('button', { name: 'Show log' }) });
  await expect(finished.first()).toBeVisible({ timeout: 30_000 });
  // Only its runs: every other row is the header.
  await expect(page.getByRole('row').filter({ hasNotText: JOB })).toHaveCount(1);

  await finished.first().getByRole('button', { name: 'Show log' }).click();
  const log = page.getByRole('dialog', { name: new RegExp(`^Log of ${JOB}, attempt \\d+$`) });
  await expect(log).toContainText('Started');
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();
});

test('the edit form words the frequency as it is typed and refuses what is not cron', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/scheduler');
  await page.getByRole('row').filter({ hasText: JOB }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: `Edit ${JOB}` });
  const cron = form.getByRole('textbox', { name: 'Frequency (cron)' });
  await expect(cron).toHaveValue('*/15 * * * *');
  await expect(form.getByRole('textbox', { name: 'Retries after a failure' })).toHaveValue('2');

  await cron.fill('every day');
  await expect(
    form.getByText('Enter a valid cron expression: five fields, minute hour day month weekday'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await cron.fill('0 1 * * *');
  await expect(form.getByText('Runs every day at 01:00 WIB')).toBeVisible();

  // Cancelled: the scheduler keeps its frequency.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: JOB })).toContainText('Every 15 minutes');
});

test('staff who are not admins read the schedulers and their runs, without the actions', async ({ page }) => {
  await logIn(page, 'ops@demo.sirkula.id');
  await page.goto('/internal/scheduler');
  await expect(page.getByRole('heading', { name: 'Schedulers', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Only administrators can start, stop, run or change schedulers.',
  );
  const row = page.getByRole('row').filter({ hasText: JOB });
  await expect(row).toContainText('Every 15 minutes');
  for (const action of ['Stop', 'Start', 'Run now', 'Edit']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await row.getByRole('link', { name: 'View runs' }).click();
  await expect(page.getByRole('heading', { name: 'Run history', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone the schedulers show as cards, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, DEMO_ADMIN);
  await page.goto('/internal/scheduler');
  await expect(page.getByRole('article', { name: JOB })).toContainText('Every 15 minutes');
  await expect(page.getByRole('table')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
