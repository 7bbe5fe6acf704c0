/// <reference lib="dom" />
// The map of smart bins with 10,000 bins, both sides of it:
// - the server: `GET /smartbins/map` on PGlite with 10,000 bins made by the bins' factory, timed through
//   the app (query, worst state in SQL, serialiser) and the query alone, with the answer's size;
// - the browser: the built app (npm run build first) on its own server with the demo data and tiles
//   off, the map's request answered with 10,000 generated bins, timed in Chromium: first markers, zoom
//   and pan until the markers settle, and the frame rate while dragging.
// Prints figures; never fails on them.
// Run: npm run bench:bin-map   (BINS, RUNS, BENCH_PORT, CHROMIUM_PATH)
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
import type { BinMapState } from '@sirkula/domain/smartbins/inputs';
import { inArray } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { smartBins } from '../apps/server/src/db/schema.ts';
import { createCompany } from '../apps/server/src/features/companies/factories.ts';
import { defaultThresholds } from '../apps/server/src/features/smartbins/defaults.ts';
import { createBin } from '../apps/server/src/features/smartbins/factories.ts';
import { binsOnMap } from '../apps/server/src/features/smartbins/map-queries.ts';
import { startTestApp } from '../apps/server/src/test/app.ts';
import { companyWithAdmin, signedInUser } from '../apps/server/src/test/people.ts';
import { envCount, percentile } from './numbers.ts';
import { startServer } from './server-process.ts';

const BINS = envCount('BINS', 10_000);
const RUNS = envCount('RUNS', 10);
const PORT = envCount('BENCH_PORT', 3471);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COMPANIES = 40;
/** Bins stand in groups at customers' sites: a site's bins lie within about 150 m of each other. */
const BINS_PER_SITE = 20;

const dist = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!existsSync(dist)) throw new Error('No built web app: run `npm run build` first.');

/** A repeatable pseudo-random sequence, so every run lays out the same bins. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** How many bins of a hundred are in each state, about as a fleet with a few problems shows. */
const STATE_SHARES: Array<[BinMapState, number]> = [
  ['fire', 0.5],
  ['fall', 1],
  ['full', 15],
  ['offline', 5],
  ['lowBattery', 3],
  ['noSensor', 5.5],
  ['normal', 70],
];

interface PlannedBin {
  label: string;
  company: number;
  latitude: number;
  longitude: number;
  state: BinMapState;
}

/** `BINS` bins at sites around Jabodetabek, each with the state it is to be in. */
function plannedBins(): PlannedBin[] {
  const next = random(20_261_127);
  const stateOf = () => {
    let draw = next() * 100;
    for (const [state, share] of STATE_SHARES) {
      draw -= share;
      if (draw < 0) return state;
    }
    return 'normal';
  };
  const bins: PlannedBin[] = [];
  for (let site = 0; bins.length < BINS; site += 1) {
    const centre = { latitude: -6.1 - next() * 0.45, longitude: 106.55 + next() * 0.6 };
    const company = site % COMPANIES;
    for (let slot = 0; slot < BINS_PER_SITE && bins.length < BINS; slot += 1) {
      bins.push({
        label: `Lokasi ${site + 1} – area ${slot + 1}`,
        company,
        latitude: centre.latitude + (next() - 0.5) * 0.0027,
        longitude: centre.longitude + (next() - 0.5) * 0.0027,
        state: stateOf(),
      });
    }
  }
  return bins;
}

/** What the row holds for a bin to be judged in each state (readings 20 minutes old unless offline). */
function readingFor(state: BinMapState, now: Date) {
  const recent = new Date(now.getTime() - 20 * 60_000);
  const base = { lastReadingAt: recent, lastFillPercent: 35, lastTemperatureC: 31, lastBatteryPercent: 80 };
  switch (state) {
    case 'fire':
      return { ...base, lastTemperatureC: 74, alarmFire: true };
    case 'fall':
      return { ...base, lastTiltDeg: 70, alarmTilt: true };
    case 'full':
      return { ...base, lastFillPercent: 91 };
    case 'offline':
      return { ...base, lastReadingAt: new Date(now.getTime() - 6 * 3_600_000) };
    case 'lowBattery':
      return { ...base, lastBatteryPercent: 9 };
    default:
      return base;
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}

function summary(label: string, samples: number[], unit = 'ms', digits = 0) {
  const { median, p95, max } = stats(samples);
  const show = (value: number) => value.toFixed(digits).padStart(6);
  console.log(
    `${label.padEnd(40)} median ${show(median)} ${unit}   p95 ${show(p95)} ${unit}   max ${show(max)} ${unit}`,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The endpoint on PGlite: 10,000 bins made by the factory, asked for as staff and as a customer. */
async function benchServer() {
  const ctx = await startTestApp();
  try {
    const now = new Date();
    const seeding = performance.now();
    const companyIds: string[] = [];
    const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Bench Pelanggan 01');
    companyIds.push(customer.company.id);
    for (let index = 2; index <= COMPANIES; index += 1) {
      const company = await createCompany(ctx.db, {
        name: `PT Bench Pelanggan ${String(index).padStart(2, '0')}`,
        kind: 'customer',
        partnerRoles: [],
      });
      companyIds.push(company.id);
    }
    const staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const byState = new Map<BinMapState, string[]>();
    for (const bin of plannedBins()) {
      const { id } = await createBin(ctx.db, {
        companyId: companyIds[bin.company] ?? customer.company.id,
        label: bin.label,
        latitude: bin.latitude,
        longitude: bin.longitude,
        hasSensor: bin.state !== 'noSensor',
      });
      const ids = byState.get(bin.state) ?? [];
      ids.push(id);
      byState.set(bin.state, ids);
    }
    for (const [state, ids] of byState) {
      if (state === 'noSensor') continue;
      await ctx.db.update(smartBins).set(readingFor(state, now)).where(inArray(smartBins.id, ids));
    }
    console.log(
      `PGlite: ${BINS.toLocaleString('en')} bins of ${COMPANIES} customers made with createBin in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`,
    );

    const cases: Array<[string, string, string]> = [
      ['staff, every bin', staff.cookie, ''],
      ['staff, state=full', staff.cookie, '?state=full'],
      ['staff, one customer', staff.cookie, `?companyId=${customer.company.id}`],
      ['customer, its own bins', customer.cookie, ''],
    ];
    console.log(
      'GET /smartbins/map'.padEnd(26),
      'bins'.padStart(6),
      'median ms'.padStart(10),
      'p95 ms'.padStart(8),
      'JSON'.padStart(9),
      'gzip'.padStart(8),
      'brotli'.padStart(8),
      'B/bin'.padStart(6),
    );
    for (const [label, cookie, query] of cases) {
      const samples: number[] = [];
      let body = '';
      for (let run = 0; run < RUNS + 2; run += 1) {
        const started = performance.now();
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/smartbins/map${query}`,
          headers: { cookie },
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        if (run >= 2) samples.push(elapsed);
        body = response.body;
      }
      const count = (JSON.parse(body) as BinMapPoint[]).length;
      const bytes = Buffer.byteLength(body);
      const { median, p95 } = stats(samples);
      console.log(
        label.padEnd(26),
        String(count).padStart(6),
        median.toFixed(1).padStart(10),
        p95.toFixed(1).padStart(8),
        kb(bytes).padStart(9),
        kb(gzipSync(body).length).padStart(8),
        kb(brotliCompressSync(body).length).padStart(8),
        String(Math.round(bytes / Math.max(1, count))).padStart(6),
      );
    }
    // The query alone (worst state in SQL, rows to objects), without the HTTP layer and the serialiser.
    const query: number[] = [];
    const defaults = await defaultThresholds(ctx.db);
    for (let run = 0; run < RUNS + 2; run += 1) {
      const started = performance.now();
      await binsOnMap(ctx.db, {}, { kind: 'every' }, { defaults, now });
      if (run >= 2) query.push(performance.now() - started);
    }
    console.log('');
    summary('the query alone, every bin', query, 'ms', 1);
    const states = new Map<string, number>();
    for (const bin of await binsOnMap(ctx.db, {}, { kind: 'every' }, { defaults, now }))
      states.set(bin.state, (states.get(bin.state) ?? 0) + 1);
    console.log(`states on the map: ${[...states].map(([state, count]) => `${state} ${count}`).join(', ')}`);
  } finally {
    await ctx.close();
  }
}

/** The answer the browser is given: the same layout, in the endpoint's shape. */
function generatedAnswer(): BinMapPoint[] {
  const next = random(7);
  return plannedBins().map((bin, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    label: bin.label,
    companyName: `PT Bench Pelanggan ${String(bin.company + 1).padStart(2, '0')}`,
    latitude: Math.round(bin.latitude * 1e6) / 1e6,
    longitude: Math.round(bin.longitude * 1e6) / 1e6,
    state: bin.state,
    fillPercent: bin.state === 'noSensor' ? null : Math.round(next() * 100),
  }));
}

const PANE = '[data-testid=bin-map] .leaflet-marker-pane';

/**
 * Runs `act` and answers how long until the markers settle: the last change to the marker pane, once
 * no change has come for `quietMs`.
 */
async function settleTime(page: Page, act: () => Promise<void>, quietMs = 300): Promise<number> {
  // Strings, not functions: tsx names the functions it compiles with a helper the page lacks.
  await page.evaluate(`(() => {
    const pane = document.querySelector(${JSON.stringify(PANE)});
    window.__bench = { start: performance.now(), last: performance.now() };
    new MutationObserver(() => { window.__bench.last = performance.now(); })
      .observe(pane, { childList: true, subtree: true, attributes: true });
  })()`);
  await act();
  let last = -1;
  for (;;) {
    await page.waitForTimeout(quietMs);
    const now = (await page.evaluate('window.__bench.last')) as number;
    if (now === last) break;
    last = now;
  }
  return (await page.evaluate('window.__bench.last - window.__bench.start')) as number;
}

/** Frame intervals while dragging the map by `dx`, `dy` in small steps, as a hand does. */
async function dragFrames(page: Page, centre: { x: number; y: number }, dx: number, dy: number) {
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__framing = true;
    let previous = performance.now();
    requestAnimationFrame(function tick(now) {
      window.__frames.push(now - previous);
      previous = now;
      if (window.__framing) requestAnimationFrame(tick);
    });
  })()`);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(centre.x + (dx * step) / 20, centre.y + (dy * step) / 20);
  }
  await page.mouse.up();
  return (await page.evaluate(
    '(() => { window.__framing = false; return window.__frames.slice(1); })()',
  )) as number[];
}

/** The built app in Chromium, the map's request answered with the generated bins. */
async function benchBrowser() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sirkula-bench-bin-map-'));
  console.log(`\nStarting the server with the demo data (tiles off) on port ${PORT}…`);
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    DATABASE_URL: '',
    MAP_TILE_URL: 'none',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'en-GB' });
    const page = await context.newPage();
    const answer = JSON.stringify(generatedAnswer());
    await page.route('**/api/v1/smartbins/map**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: answer }),
    );
    await page.goto(`${server.url}/public/auth/login`);
    await page.getByLabel(/^E-mail/).fill('admin@demo.sirkula.id');
    await page.locator('input[type=password]').fill('Demo12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/home$/);

    const opened = performance.now();
    await page.goto(`${server.url}/internal/smartbins/map`);
    await page.locator(`${PANE} .leaflet-marker-icon`).first().waitFor();
    const firstMarkers = performance.now() - opened;
    const mapBox = await page.getByTestId('bin-map').boundingBox();
    if (!mapBox) throw new Error('The map is not on screen');
    const centre = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2 };
    const markers = await page.locator(`${PANE} .leaflet-marker-icon`).count();
    console.log(
      `\n${BINS.toLocaleString('en')} bins (${kb(Buffer.byteLength(answer))} of JSON); ${markers} markers and clusters in view at first`,
    );
    console.log(
      `Bin map screen to first markers: ${firstMarkers.toFixed(0)} ms (login done, map code not cached)\n`,
    );

    const zoomIn: number[] = [];
    const zoomOut: number[] = [];
    const panSettle: number[] = [];
    const frameTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.mouse.move(centre.x, centre.y);
      zoomIn.push(await settleTime(page, () => page.mouse.wheel(0, -300)));
      zoomOut.push(await settleTime(page, () => page.mouse.wheel(0, 300)));
      let frames: number[] = [];
      const dx = run % 2 ? -250 : 250;
      panSettle.push(
        await settleTime(page, async () => {
          frames = await dragFrames(page, centre, dx, dx / 3);
        }),
      );
      frameTimes.push(...frames);
    }
    summary('zoom in (wheel) until redrawn', zoomIn);
    summary('zoom out (wheel) until redrawn', zoomOut);
    summary('pan (drag 250 px) until redrawn', panSettle);
    summary('frame time while dragging', frameTimes);
    const { median } = stats(frameTimes);
    console.log(`frame rate while dragging: ${(1000 / Math.max(1, median)).toFixed(0)} fps (median frame)`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchServer();
await benchBrowser();
