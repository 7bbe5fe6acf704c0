// `npm run bench:web`: Lighthouse's mobile preset (a mid-range phone on a slow 4G line, simulated) on the
// built app's landing page, sign-in page and a portal's home, in Debian's Chromium. Prints the
// performance score, LCP, CLS and TBT of each; wanted: LCP ≤ 2.5 s and CLS ≤ 0.1. A benchmark, not a
// test: the figures depend on the machine, so nothing fails on them. With --details it also prints
// each page's LCP element, its layout shifts and its render-blocking files.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInDemo, startDemoServer } from './demo-server.ts';
import { BASE_PORT } from './server.ts';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { path: '/' },
  { path: '/public/auth/login' },
  { path: '/customer/home', account: 'customer@demo.sirkula.id' },
];
const LCP_TARGET_MS = 2500;
const CLS_TARGET = 0.1;

interface Figures {
  path: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

async function audit(baseUrl: string, page: (typeof PAGES)[number]): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    let extraHeaders: Record<string, string> | undefined;
    if (page.account) {
      // The session cookie goes with every request; the portal's guard also reads what the login
      // page stores, written here on a page of the app's origin that loads none of its code.
      const { cookie, stored } = await signInDemo(baseUrl, page.account);
      extraHeaders = { Cookie: cookie };
      await tab.goto(`${baseUrl}/api/health`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
    }
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        ...(extraHeaders ? { extraHeaders } : {}),
        // Storage stays (the signed-in page's stored session); the browser's cache is new anyway.
        disableStorageReset: Boolean(page.account),
      },
      undefined,
      tab,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (process.argv.includes('--details')) {
      for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'render-blocking-resources']) {
        console.log(
          `\n${page.path} ${id}:\n${JSON.stringify(lhr.audits[id]?.details, null, 1).slice(0, 3000)}`,
        );
      }
    }
    return {
      path: page.path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

const server = await startDemoServer(BASE_PORT + 91);
const rows: Figures[] = [];
try {
  for (const page of PAGES) rows.push(await audit(server.url, page));
} finally {
  await server.stop();
}

console.log("Lighthouse, mobile preset, Debian's Chromium");
console.log(
  `${'page'.padEnd(22)} ${'score'.padStart(5)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)}`,
);
for (const row of rows) {
  const lcpMark = row.lcp > LCP_TARGET_MS ? '!' : ' ';
  const clsMark = row.cls > CLS_TARGET ? '!' : ' ';
  console.log(
    `${row.path.padEnd(22)} ${String(row.score).padStart(5)} ${(row.fcp / 1000).toFixed(1).padStart(6)} ${(row.lcp / 1000).toFixed(1).padStart(5)}${lcpMark} ${row.cls.toFixed(3).padStart(5)}${clsMark} ${Math.round(row.tbt).toString().padStart(7)}`,
  );
}
console.log(
  `Wanted: LCP ≤ ${LCP_TARGET_MS / 1000} s and CLS ≤ ${CLS_TARGET} (a ! marks a page that misses).`,
);
