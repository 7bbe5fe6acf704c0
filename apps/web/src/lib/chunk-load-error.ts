/**
 * How browsers word a dynamic import whose file is gone (Chromium, Firefox, Safari), and how Vite words
 * a stylesheet it could not preload: after a new release the old chunk names no longer exist.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
