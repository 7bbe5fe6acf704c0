/** Debian's Chromium, for the browser tests (CHROMIUM_PATH names another copy). */
export const CHROMIUM: string;
/** Debian's haproxy, for the balancer test and benchmark (HAPROXY_PATH names another copy). */
export const HAPROXY: string;
/** Installs the named packages that are missing (all the tests use by default) in one apt-get run. */
export function ensureDebianPackages(names?: ('chromium' | 'haproxy')[]): void;
