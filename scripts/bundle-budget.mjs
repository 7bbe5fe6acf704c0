// The JavaScript budget of the web app's first screens: after `npm run build`, sums the gzip size of
// every script the browser loads before a route's first screen appears, and fails when one is over.
// Sizes come from the build's Vite manifest, so this is a size check, not a timing.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

// Loaded by every route before its first render: the entry (with its static imports, which
// index.html preloads) and the common catalogue of one language; the larger language counts.
// (The feature modules' texts come with their screens, none of which is measured here.)
const ENTRY = 'index.html';
const CATALOGUES = [
  '../../packages/domain/src/i18n/common-en.ts',
  '../../packages/domain/src/i18n/common-id.ts',
];
const PORTAL_LAYOUT = 'src/components/portal/portal-layout.tsx';
const HOME = 'src/features/dashboard/home-page.tsx';
// A portal's home is the dashboard around lists from the features that hold them (portal-routes.tsx),
// behind the company profile gate for customers and partners.
const GATE = 'src/components/company-profile-gate.tsx';
// The dashboard's figures and period switch are on the first screen; its charts load after it.
const DASHBOARD = 'src/features/dashboard/dashboard-home.tsx';
const STAFF_HOME = [DASHBOARD, 'src/features/waste/staff-home.tsx'];
const CUSTOMER_HOME = [DASHBOARD, 'src/features/waste/customer-home.tsx'];
const PARTNER_HOME = [DASHBOARD, 'src/features/contracts/active-contracts-home.tsx'];

// Each route's lazy modules, named as the manifest names them: the source file of every lazy screen
// the URL matches in apps/web/src/routes.tsx and portal-routes.tsx (lazyScreen, featureScreen),
// layouts included. A file that is renamed or imported eagerly fails the check instead of passing.
const ROUTES = [
  { route: '/', modules: ['src/features/public/landing-page.tsx'] },
  { route: '/public/auth/login', modules: ['src/features/auth/login-page.tsx'] },
  { route: '/public/auth/register', modules: ['src/features/auth/register-page.tsx'] },
  { route: '/internal/home', modules: [PORTAL_LAYOUT, HOME, ...STAFF_HOME] },
  { route: '/customer/home', modules: [PORTAL_LAYOUT, HOME, GATE, ...CUSTOMER_HOME] },
  { route: '/partner/home', modules: [PORTAL_LAYOUT, HOME, GATE, ...PARTNER_HOME] },
];

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    fail(`No Vite manifest in ${DIST}/.vite (${error.message}); run \`npm run build\` first.`);
  }
}

const manifest = readManifest();
const entry = manifest[ENTRY];
if (!entry?.isEntry) fail(`The manifest has no entry '${ENTRY}'.`);

/** A lazily loaded module must be a chunk of its own that the app imports dynamically, or it is not lazy. */
function lazyChunk(key) {
  const chunk = manifest[key];
  if (!chunk) {
    fail(
      `'${key}' is not in the manifest: was it renamed, or imported eagerly? Update ROUTES in this script.`,
    );
  }
  if (!chunk.isDynamicEntry) fail(`'${key}' is in the build but not loaded on demand.`);
  return key;
}

/** The JavaScript files a manifest chunk brings with it: itself and its static imports, transitively. */
function scriptsOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) fail(`The manifest names '${key}' as an import but has no such chunk.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) scriptsOf(imported, files);
  return files;
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  return gzipSizes.get(file);
}

function totalOf(files) {
  return [...files].reduce((sum, file) => sum + gzipSize(file), 0);
}

const largestCatalogue = CATALOGUES.map(lazyChunk).reduce((largest, key) =>
  totalOf(scriptsOf(key)) > totalOf(scriptsOf(largest)) ? key : largest,
);

const rows = ROUTES.map(({ route, modules }) => {
  const files = new Set();
  for (const key of [ENTRY, largestCatalogue, ...modules.map(lazyChunk)]) scriptsOf(key, files);
  return { route, files, kb: totalOf(files) / 1024 };
});

console.log(`Initial JavaScript per route (gzip; budget ${BUDGET_KB} KB)`);
console.log(`${'route'.padEnd(24)} ${'KB gzip'.padStart(8)} ${'budget'.padStart(7)}  files`);
for (const { route, files, kb } of rows) {
  const mark = kb > BUDGET_KB ? '  ✖ over budget' : '';
  console.log(
    `${route.padEnd(24)} ${kb.toFixed(1).padStart(8)} ${String(BUDGET_KB).padStart(7)}  ${files.size}${mark}`,
  );
}

const over = rows.filter((row) => row.kb > BUDGET_KB);
for (const { route, files } of over) {
  const largest = [...files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5);
  console.error(`\n${route}: largest scripts`);
  for (const file of largest)
    console.error(`  ${(gzipSize(file) / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
if (over.length > 0) fail(`${over.length} route(s) load more than ${BUDGET_KB} KB of JavaScript (gzip).`);
console.log(`✔ Every route is within ${BUDGET_KB} KB of JavaScript (gzip).`);
