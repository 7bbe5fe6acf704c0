// The Debian packages the tests use: Chromium for the browser tests, haproxy for the balancer test
// (apps/server/src/test/balancer.test.ts). `npm test` installs every missing one in ONE apt-get run before
// its lanes start: two apt-gets at once would fight over dpkg's lock. Never a browser or proxy download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** Each package by its Debian name, the file it installs and the setting that names another copy. */
const PACKAGES = {
  chromium: { path: CHROMIUM, setting: 'CHROMIUM_PATH', for: 'the browser tests' },
  haproxy: { path: HAPROXY, setting: 'HAPROXY_PATH', for: 'the balancer test' },
};

/** Installs the named packages that are missing (all of them by default) with one apt-get run. */
export function ensureDebianPackages(names = Object.keys(PACKAGES)) {
  const missing = names.filter((name) => !existsSync(PACKAGES[name].path));
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    const lines = missing.map(
      (name) =>
        `  ${name} (${PACKAGES[name].for}): not at ${PACKAGES[name].path}; or set ${PACKAGES[name].setting}`,
    );
    throw new Error(
      `Debian packages are missing and only root with apt-get can install them here:\n${lines.join('\n')}\n` +
        `Install them with: sudo apt-get install ${missing.join(' ')}`,
    );
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
}
