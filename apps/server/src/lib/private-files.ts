import { chmodSync, mkdirSync, statSync } from 'node:fs';

/** Uploaded documents, the auth secret and the database are readable by the server's user only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` readable by the server's user only, and tightens it when an older version (or the
 * operator) made it wider: nobody else may traverse into it, whatever the modes of the files inside.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & ~PRIVATE_DIR_MODE) !== 0) chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Every file and folder this process creates from now on is private, including those PGlite writes
 * for its database, which takes no mode of ours. Called first by the server and the command-line tools.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}
