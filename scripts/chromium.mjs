// Browser tests use Debian's Chromium, never a browser download. Installs it when this is possible
// (scripts/debian-packages.mjs, which `npm test` runs once for every package the tests use).
import { CHROMIUM, ensureDebianPackages } from './debian-packages.mjs';

export { CHROMIUM };

export function ensureChromium() {
  ensureDebianPackages(['chromium']);
}
