// The JavaScript of the web app's first screens, counted the way a browser fetches it: after
// `npm run build`, opens each route in Debian's Chromium (signed in with a demo account where the
// route needs one) and sums the gzip size of every script it fetched until the first view has rendered
// and the network is idle: the entry, the route's chunks, its texts and what the view pulls in lazily.
// Fails when a route grew more than GROWTH_KB over the committed baseline (e2e/first-screen-baseline.json):
// a new module may add at most that much to a home. Fails too when a route is over its limit, unless its
// baseline already was: such a route is marked with a ! and may only shrink.
//
//   npx tsx e2e/first-screen.ts            measure and check
//   npx tsx e2e/first-screen.ts --update   measure, check the limits and write the baseline anew
//   npx tsx e2e/first-screen.ts --files    list every script each route fetched
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { signInDemo, startDemoServer } from './demo-server.ts';
import { BASE_PORT, REPO_ROOT } from './server.ts';

/** What one module may add to a route's first screen before the check asks for a deliberate update. */
const GROWTH_KB = 2;
const BASELINE = join(REPO_ROOT, 'e2e/first-screen-baseline.json');

interface Route {
  path: string;
  limitKb: number;
  /** The demo account a portal's page is opened with. */
  account?: string;
}

const ROUTES: Route[] = [
  { path: '/', limitKb: 120 },
  { path: '/public/auth/login', limitKb: 150 },
  { path: '/public/auth/register', limitKb: 150 },
  { path: '/internal/home', limitKb: 150, account: 'admin@demo.sirkula.id' },
  { path: '/customer/home', limitKb: 150, account: 'customer@demo.sirkula.id' },
  { path: '/partner/home', limitKb: 150, account: 'partner@demo.sirkula.id' },
];

interface Measured {
  path: string;
  kb: number;
  files: Map<string, number>;
}

/** Of the two languages the larger catalogue is Indonesian's: the pages are measured in it. */
const LANGUAGE = 'id';

async function measure(context: BrowserContext, baseUrl: string, route: Route): Promise<Measured> {
  if (route.account) {
    // The session's cookie, and what the login page would have stored for the portal's guard.
    const { cookie, stored } = await signInDemo(baseUrl, route.account);
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
    await context.addInitScript((entries) => {
      for (const [key, entry] of Object.entries(entries)) localStorage.setItem(key, entry);
    }, stored);
  }
  const page = await context.newPage();
  const files = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    reading.push(
      response.body().then((body) => {
        files.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  // The first view has rendered once the frame index.html draws is gone and the page has its heading.
  await page.locator('.boot-frame').waitFor({ state: 'detached' });
  await page.locator('h1').first().waitFor();
  if (new URL(page.url()).pathname !== route.path) {
    throw new Error(`${route.path} ended on ${page.url()}: was the account signed in?`);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  await page.close();
  const bytes = [...files.values()].reduce((sum, size) => sum + size, 0);
  return { path: route.path, kb: bytes / 1024, files };
}

function readBaseline(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

async function main() {
  const update = process.argv.includes('--update');
  const server = await startDemoServer(BASE_PORT + 90);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: Measured[] = [];
  try {
    for (const route of ROUTES) {
      // A fresh context per route: an empty cache and no session, as on a first visit.
      const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      await context.addInitScript((language) => localStorage.setItem('language', language), LANGUAGE);
      rows.push(await measure(context, server.url, route));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  report(rows, update);
}

function report(rows: Measured[], update: boolean) {
  const baseline = readBaseline();
  const problems: string[] = [];
  const warnings: string[] = [];
  console.log(
    `JavaScript of the first screen per route (gzip, as fetched by Chromium, texts in '${LANGUAGE}')`,
  );
  console.log(
    `${'route'.padEnd(24)} ${'KB'.padStart(7)} ${'limit'.padStart(6)} ${'baseline'.padStart(9)}  files`,
  );
  for (const row of rows) {
    const route = ROUTES.find((candidate) => candidate.path === row.path);
    const limit = route?.limitKb ?? 0;
    const before = baseline[row.path];
    console.log(
      `${row.path.padEnd(24)} ${row.kb.toFixed(1).padStart(7)} ${String(limit).padStart(6)} ${(before === undefined ? '–' : before.toFixed(1)).padStart(9)}  ${row.files.size}`,
    );
    const grew = before !== undefined && row.kb > before + GROWTH_KB;
    if (grew && !update) {
      problems.push(
        `${row.path} grew by ${(row.kb - before).toFixed(1)} KB over its baseline (${before.toFixed(1)} KB); a module may add at most ${GROWTH_KB} KB to a first screen. Load the new code on demand, or, if the growth is wanted, record it on purpose with \`npx tsx e2e/first-screen.ts --update\` and commit e2e/first-screen-baseline.json.`,
      );
    } else if (row.kb > limit && !update && !(before !== undefined && before > limit)) {
      problems.push(
        `${row.path} loads ${row.kb.toFixed(1)} KB of JavaScript, over its limit of ${limit} KB.`,
      );
    } else if (row.kb > limit) {
      // Recorded over its limit when the limits came (issue 20): it may shrink, never grow.
      warnings.push(
        `${row.path} is over its limit of ${limit} KB, as recorded in the baseline: it may shrink, not grow.`,
      );
    }
  }
  const listAll = process.argv.includes('--files');
  const failing = (row: Measured) => problems.some((problem) => problem.startsWith(row.path));
  for (const row of rows.filter((candidate) => listAll || failing(candidate))) {
    console.error(`\n${row.path}: ${listAll ? 'every script' : 'largest scripts'}`);
    const largest = [...row.files].sort((a, b) => b[1] - a[1]).slice(0, listAll ? undefined : 8);
    for (const [file, size] of largest)
      console.error(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  for (const warning of warnings) console.log(`! ${warning}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`\n✖ ${problem}`);
    process.exit(1);
  }
  if (update) {
    const figures = Object.fromEntries(rows.map((row) => [row.path, Math.round(row.kb * 10) / 10]));
    writeFileSync(BASELINE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`✔ Baseline written to ${BASELINE}.`);
  } else {
    const within = warnings.length > 0 ? 'within its limit or its recorded weight' : 'within its limit';
    console.log(`✔ Every first screen is ${within}, and within ${GROWTH_KB} KB of its baseline.`);
  }
}

await main();
