import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  // Seeds the demo data once; each worker then runs its own server on a copy (tests/fixtures.ts).
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
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
});
