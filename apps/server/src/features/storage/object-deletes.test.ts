import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../lib/feature.ts';
import { startTestApp } from '../../test/app.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { deleteStoredObjectsTask } from './object-deletes.ts';
import { findFile } from './queries.ts';
import { removeFile, type StorageDeps, saveGeneratedFile } from './service.ts';
import { pdfFile } from './test-files.ts';
import { MEGABYTE } from './uploads.ts';

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let refusals = 0;
const queued: string[] = [];
let deps: StorageDeps;

/** The local store, refusing the next `refusals` deletes as an unreachable S3 would. */
function flakyStore(store: FileStore): FileStore {
  return {
    ...store,
    async delete(key) {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('The store is unreachable');
      }
      await store.delete(key);
    },
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-storage-deletes-'));
  ctx = await startTestApp();
  deps = {
    db: ctx.db,
    store: flakyStore(localFileStore(dir)),
    maxUploadBytes: 10 * MEGABYTE,
    deleteLater: async (keys) => {
      queued.push(...keys);
    },
  };
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const exists = (key: string) =>
  access(join(dir, key)).then(
    () => true,
    () => false,
  );

function store(fileName: string) {
  return saveGeneratedFile(deps, {
    actorId: null,
    companyId: null,
    purpose: 'report',
    fileName,
    contentType: 'application/pdf',
    extension: 'pdf',
    data: pdfFile(),
  });
}

describe('an object delete the store refuses', () => {
  it('is queued when its row is gone, and the task deletes it once the store answers', async () => {
    const file = await store('ditolak.pdf');
    refusals = 1;
    await removeFile(deps, file.id);
    expect(await findFile(ctx.db, file.id)).toBeUndefined();
    expect(queued).toEqual([file.storageKey]);
    expect(await exists(file.storageKey)).toBe(true);

    // Still refused: the attempt fails, for the queue to try again later.
    refusals = 1;
    const task = { storage: deps } as AppDeps;
    await expect(deleteStoredObjectsTask.run(task, { keys: file.storageKey })).rejects.toThrow(
      'Could not delete 1 object(s)',
    );
    expect(await exists(file.storageKey)).toBe(true);
    await deleteStoredObjectsTask.run(task, { keys: file.storageKey });
    expect(await exists(file.storageKey)).toBe(false);
  });

  it('leaves an object alone when a row points at it by the time the task runs', async () => {
    const file = await store('masih-dipakai.pdf');
    await deleteStoredObjectsTask.run({ storage: deps } as AppDeps, { keys: file.storageKey });
    expect(await exists(file.storageKey)).toBe(true);
  });

  it('throws as before when nothing can queue it', async () => {
    const file = await store('tanpa-antrean.pdf');
    refusals = 1;
    const bare = { ...deps, deleteLater: undefined };
    await expect(removeFile(bare, file.id)).rejects.toThrow('The store is unreachable');
  });
});
