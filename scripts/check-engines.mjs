// No package may warn EBADENGINE on a supported Node (docs/decisions/033). Reads `engines.node` of
// every package in package-lock.json — the root, the workspaces and every dependency, optional ones for
// other platforms too — and checks it as npm does (semver, prereleases included) against: the lowest
// version of each range the root's `engines` states, this machine's Node, and the versions given.
// `node scripts/check-engines.mjs [version…]`; fails naming the package, its range and the version.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const lock = read('package-lock.json');
/** What the root package.json says is supported. */
const stated = read('package.json').engines.node;

/** The versions to check: each supported range's lowest, this Node, and the ones given. */
export function supportedVersions(extra = []) {
  const lowest = stated.split('||').map((range) => semver.minVersion(range).version);
  return [...new Set([...lowest, process.versions.node, ...extra])].sort(semver.compare);
}

/** Each package whose `engines.node` refuses one of the versions: `package@x range refuses v`. */
export function engineProblems(versions) {
  const problems = versions
    .filter((version) => !semver.satisfies(version, stated, { includePrerelease: true }))
    .map((version) => `Node ${version} is outside the root package.json's engines (${stated})`);
  if (lock.packages[''].engines?.node !== stated) {
    problems.push(`package-lock.json's root engines differ from package.json's (${stated}): run npm install`);
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    // npm reads `engines` only as an object; an old-style array is ignored by npm too.
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!range || path === '') continue;
    const name = `${entry.name ?? path.replace(/^.*node_modules\//, '')}@${entry.version ?? '(workspace)'}`;
    for (const version of versions) {
      if (!semver.satisfies(version, range, { includePrerelease: true })) {
        problems.push(`${name} (${path}) wants node ${range}: Node ${version} is refused`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const versions = supportedVersions(process.argv.slice(2));
  const problems = engineProblems(versions);
  const packages = Object.keys(lock.packages).length;
  if (problems.length) {
    console.error(`EBADENGINE on a supported Node:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`All ${packages} packages of package-lock.json accept Node ${versions.join(', ')}.`);
}
