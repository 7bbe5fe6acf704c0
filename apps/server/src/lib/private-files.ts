import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Uploaded documents, the auth secret and the database are readable by the server's user only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

function tighten(path: string, mode: number): void {
  if ((statSync(path).mode & 0o777 & ~mode) !== 0) chmodSync(path, mode);
}

/**
 * Creates `dir` readable by the server's user only, and tightens it when an older version (or the
 * operator) made it wider: nobody else may traverse into it, whatever the modes of the files inside.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every folder and file under `dir` private. PGlite writes its initial database files readable
 * and writable by everyone (0666), whatever the umask; the files PostgreSQL creates later are private.
 */
export function makeTreePrivate(dir: string): void {
  tighten(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) tighten(path, PRIVATE_DIR_MODE);
    else if (entry.isFile()) tighten(path, PRIVATE_FILE_MODE);
  }
}
