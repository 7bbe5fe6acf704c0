import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

test('the simulator’s readings, sent as ChirpStack, The Things Stack and our batch, appear on the bins’ pages', async ({
  page,
  baseURL,
}) => {
  // The real command, with the embedded demo's published key and admin, against this test's server.
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/simulate-bins.ts', '--bins', '3', '--once', '--url', baseURL ?? ''],
    { cwd: root, timeout: 60_000 },
  );
  expect(stdout).toMatch(/sent 3 · accepted 3 · duplicates 0 · refused 0/);

  await logIn(page, 'admin@demo.sirkula.id');
  await page.goto('/internal/smartbins?q=Simulasi');
  const rows = page.getByRole('row').filter({ hasText: 'Simulasi' });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).not.toContainText('No reading yet');

  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simulasi');
  // The reading history of the last day has the simulator's reading; its summary reads it out.
  const history = page.getByRole('region', { name: 'Reading history' });
  await expect(history).toContainText(/Latest, at .*: fill level \d+ %/);
});
