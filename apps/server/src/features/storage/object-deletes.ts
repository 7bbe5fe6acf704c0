import type { BackgroundTask } from '../../lib/feature.ts';
import { keysWithRows } from './queries.ts';
import type { StorageDeps } from './service.ts';

/**
 * Deletes objects whose rows are gone. Those the store refuses now (S3 unreachable, a disk error) are
 * queued for `deleteStoredObjects` to try again later, so a failed delete leaves no orphan behind; without
 * a queue (a script, a test's bare deps) the error is thrown as before.
 */
export async function deleteObjects(deps: StorageDeps, keys: readonly string[]): Promise<void> {
  const failed: string[] = [];
  let lastError: unknown;
  for (const key of keys) {
    try {
      await deps.store.delete(key);
    } catch (error) {
      failed.push(key);
      lastError = error;
    }
  }
  if (failed.length === 0) return;
  if (!deps.deleteLater) throw lastError;
  await deps.deleteLater(failed);
}

/** The keys a task carries, one a line (keys never hold a line break). */
export type DeleteObjectsData = { keys: string };

/**
 * Tries again the deletes the store refused. A key a row points at by now is left alone (a new upload
 * never reuses a key, but the check costs one query); any other failure throws, for the queue to retry
 * with its back-off, and what still fails after the last attempt is left for the orphan check to find.
 */
export const deleteStoredObjectsTask: BackgroundTask<DeleteObjectsData> = {
  code: 'deleteStoredObjects',
  retryLimit: 6,
  async run({ storage }, data) {
    const keys = data.keys.split('\n').filter(Boolean);
    const kept = await keysWithRows(storage.db, keys);
    const failures: string[] = [];
    for (const key of keys.filter((candidate) => !kept.has(candidate))) {
      await storage.store.delete(key).catch((error: unknown) => {
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    if (failures.length > 0)
      throw new Error(`Could not delete ${failures.length} object(s): ${failures.join('; ')}`);
  },
};
