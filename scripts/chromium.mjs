// Browser tests use Debian's Chromium, never a browser download. Installs it when this is possible.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
