/// <reference lib="dom" />
// The tracking map with 10,000 points in Chromium: how long pan and zoom take to settle, and the frame
// rate while dragging. Runs the built app (npm run build first) on its own server with the demo data and
// tiles off, and answers the map's request with generated points, so the browser's side is measured,
// not the server's. Run: npm run bench:tracking-map   (POINTS, ROUTES, RUNS, BENCH_PORT, CHROMIUM_PATH)
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { envCount, percentile } from './numbers.ts';
import { startServer } from './server-process.ts';

const POINTS = envCount('POINTS', 10_000);
/** Journeys drawn with a route line (20 points each); the rest of the points are markers only. */
const ROUTES = envCount('ROUTES', 200);
const RUNS = envCount('RUNS', 10);
const PORT = envCount('BENCH_PORT', 3470);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const dist = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!existsSync(dist)) throw new Error('No built web app: run `npm run build` first.');

/** A repeatable pseudo-random sequence, so every run draws the same map. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The map's answer with `POINTS` points around Jabodetabek and along Java's north coast: a fifth of them
 * journeys on the road (the first `ROUTES` with a route), the rest pickups, receivers and hubs.
 */
function generatedMap() {
  const next = random(20_260_504);
  const place = () => ({ latitude: -6.1 - next() * 0.8, longitude: 106.3 + next() * 2.2 });
  const journeys = [];
  const journeyCount = Math.round(POINTS / 5);
  for (let index = 0; index < journeyCount; index += 1) {
    const at = place();
    const route: Array<[number, number]> = [];
    if (index < ROUTES) {
      for (let step = 19; step >= 0; step -= 1)
        route.push([at.latitude + step * 0.004, at.longitude - step * 0.006]);
    }
    journeys.push({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      number: `JRN-2026-${String(index + 1).padStart(6, '0')}`,
      stage: 'pickup',
      transporter: { id: 't', name: 'PT Angkut Hijau Logistik' },
      receiver: { id: 'r', name: 'PT Olah Limbah Prima' },
      position: { ...at, at: new Date().toISOString() },
      route,
    });
  }
  const pickups = [];
  const pickupCount = Math.round((POINTS * 3) / 5);
  for (let index = 0; index < pickupCount; index += 1) {
    pickups.push({
      wasteRecordId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      registrationNumber: `SRK-${String(index).padStart(4, '0')}-BENCH`,
      customer: { id: 'c', name: 'PT Maju Bersama Plastindo' },
      type: 'b3',
      journeyId: null,
      ...place(),
    });
  }
  const places = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => ({
      id: `${prefix}-${index}`,
      name: `${prefix} ${index}`,
      ...place(),
    }));
  const rest = POINTS - journeyCount - pickupCount;
  return {
    journeys,
    pickups,
    receivers: places(Math.ceil(rest / 2), 'Penerima'),
    hubs: places(Math.floor(rest / 2), 'Depo'),
    truncated: false,
  };
}

/**
 * Runs `act` and answers how long until the markers settle: the last change to the marker pane, once
 * no change has come for `quietMs`.
 */
async function settleTime(page: Page, act: () => Promise<void>, quietMs = 300): Promise<number> {
  await page.evaluate(() => {
    const pane = document.querySelector('[data-testid=tracking-map] .leaflet-marker-pane');
    const w = window as unknown as { __bench: { start: number; last: number } };
    w.__bench = { start: performance.now(), last: performance.now() };
    new MutationObserver(() => {
      w.__bench.last = performance.now();
    }).observe(pane as Node, { childList: true, subtree: true, attributes: true });
  });
  await act();
  let last = -1;
  for (;;) {
    await page.waitForTimeout(quietMs);
    const now = await page.evaluate(() => (window as unknown as { __bench: { last: number } }).__bench.last);
    if (now === last) break;
    last = now;
  }
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { start: number; last: number } }).__bench;
    return bench.last - bench.start;
  });
}

/** Frame intervals while dragging the map by `dx`, `dy` in small steps, as a hand does. */
async function dragFrames(page: Page, centre: { x: number; y: number }, dx: number, dy: number) {
  // A string, not a function: tsx names the functions it compiles with a helper the page lacks.
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
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __framing: boolean };
    w.__framing = false;
    return w.__frames.slice(1);
  });
}

function summary(label: string, samples: number[], unit = 'ms') {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ${unit}   p95 ${p95.toFixed(0).padStart(5)} ${unit}   max ${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)} ${unit}`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'sirkula-bench-map-'));
console.log(`Starting the server with the demo data (tiles off) on port ${PORT}…`);
const server = await startServer(PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  DATABASE_URL: '',
  MAP_TILE_URL: 'none',
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'en-GB' });
  const page = await context.newPage();
  const map = JSON.stringify(generatedMap());
  await page.route('**/api/v1/tracking/map**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: map }),
  );
  await page.goto(`${server.url}/public/auth/login`);
  await page.getByLabel(/^E-mail/).fill('admin@demo.sirkula.id');
  await page.locator('input[type=password]').fill('Demo12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/home$/);

  const opened = performance.now();
  await page.goto(`${server.url}/internal/tracking`);
  await page.locator('[data-testid=tracking-map] .leaflet-marker-icon').first().waitFor();
  const firstMarkers = performance.now() - opened;
  const mapBox = await page.getByTestId('tracking-map').boundingBox();
  if (!mapBox) throw new Error('The map is not on screen');
  const centre = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2 };
  const markers = await page.locator('[data-testid=tracking-map] .leaflet-marker-icon').count();
  console.log(
    `\n${POINTS.toLocaleString('en')} points (${ROUTES} journeys with routes); ${markers} markers and clusters in view at first`,
  );
  console.log(
    `Tracking screen to first markers: ${firstMarkers.toFixed(0)} ms (login done, map code not cached)\n`,
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
  const sortedFrames = [...frameTimes].sort((a, b) => a - b);
  console.log(
    `frame rate while dragging: ${(1000 / percentile(sortedFrames, 0.5)).toFixed(0)} fps (median frame)`,
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
