import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-GB',
    timezoneId: 'Asia/Jakarta',
    // No transitions: screenshots and accessibility checks see finished dialogs, never half-faded ones.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database with the demo data, exactly what `npm start` gives a new user.
    command: `rm -rf .tmp/e2e-data-${PORT} && DATA_DIR=.tmp/e2e-data-${PORT} PORT=${PORT} LOG_LEVEL=warn npx tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
