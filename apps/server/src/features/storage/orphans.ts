import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { compareKeys, type FileStore, type StoredObject } from './file-store.ts';
import { canDeleteOrphans } from './policy.ts';
import { fileKeysAfter, type KeyedFile, keysWithRows } from './queries.ts';

/** What the storage check found; the lists keep the first `keep` of each, the counts are whole. */
export interface OrphanReport {
  objects: number;
  rows: number;
  /** Objects no row points at (checked again at the end: an upload may have been recorded meanwhile). */
  orphanObjects: StoredObject[];
  orphanObjectCount: number;
  orphanBytes: number;
  /** Rows whose object is not in the store. */
  missingObjects: KeyedFile[];
  missingObjectCount: number;
  /** Objects found without a row whose row was written while the check ran: uploads in progress. */
  recordedMeanwhile: number;
  milliseconds: number;
}

export interface CheckOptions {
  now: Date;
  /** Keys read per page from each side. */
  pageSize?: number;
  keep?: number;
}

/** Reads a sorted source page by page, the next page starting after the last key. */
async function* paged<T>(
  read: (after: string, limit: number) => Promise<T[]>,
  keyOf: (item: T) => string,
  pageSize: number,
): AsyncGenerator<T> {
  let after = '';
  for (;;) {
    const page = await read(after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    after = keyOf(last);
  }
}

/**
 * Compares the store's keys with the file rows' keys, both read in the same bytewise order a page at a
 * time (a merge join): memory holds two pages and the kept examples, whatever the number of objects.
 * Rows written after the check began are left out of the missing ones (their object may have been
 * stored after the listing passed its key).
 */
export async function checkStorage(
  deps: { db: Db; store: FileStore },
  options: CheckOptions,
): Promise<OrphanReport> {
  const started = performance.now();
  const pageSize = options.pageSize ?? 1000;
  const keep = options.keep ?? 200;
  const report: OrphanReport = {
    objects: 0,
    rows: 0,
    orphanObjects: [],
    orphanObjectCount: 0,
    orphanBytes: 0,
    missingObjects: [],
    missingObjectCount: 0,
    recordedMeanwhile: 0,
    milliseconds: 0,
  };
  const objects = paged(
    (after, limit) => deps.store.list('', after, limit),
    (o) => o.key,
    pageSize,
  );
  const rows = paged(
    (after, limit) => fileKeysAfter(deps.db, after, limit),
    (r) => r.storageKey,
    pageSize,
  );

  const orphan = (object: StoredObject) => {
    report.orphanObjectCount += 1;
    report.orphanBytes += object.size;
    if (report.orphanObjects.length < keep) report.orphanObjects.push(object);
  };
  const missing = (row: KeyedFile) => {
    if (row.createdAt.getTime() > options.now.getTime()) return;
    report.missingObjectCount += 1;
    if (report.missingObjects.length < keep) report.missingObjects.push(row);
  };

  let object = await objects.next();
  let row = await rows.next();
  while (!object.done || !row.done) {
    if (!object.done && (row.done || compareKeys(object.value.key, row.value.storageKey) < 0)) {
      report.objects += 1;
      orphan(object.value);
      object = await objects.next();
    } else if (!row.done && (object.done || compareKeys(object.value.key, row.value.storageKey) > 0)) {
      report.rows += 1;
      missing(row.value);
      row = await rows.next();
    } else {
      report.objects += 1;
      report.rows += 1;
      object = await objects.next();
      row = await rows.next();
    }
  }
  // An upload stores its object, then writes its row: one listed between the two looks orphaned. By
  // now its row is there, so the kept examples are asked again (staff delete only from these).
  const recorded = await keysWithRows(
    deps.db,
    report.orphanObjects.map((object) => object.key),
  );
  for (const object of report.orphanObjects.filter((candidate) => recorded.has(candidate.key))) {
    report.recordedMeanwhile += 1;
    report.orphanObjectCount -= 1;
    report.orphanBytes -= object.size;
  }
  report.orphanObjects = report.orphanObjects.filter((object) => !recorded.has(object.key));
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}

/** The check's findings as one line (the scheduler's log, the command's first line). */
export function describeReport(report: OrphanReport): string {
  return (
    `Checked ${report.objects} objects against ${report.rows} file rows in ${report.milliseconds} ms: ` +
    `${report.orphanObjectCount} orphaned objects (${report.orphanBytes} bytes), ` +
    `${report.missingObjectCount} rows whose object is missing` +
    (report.recordedMeanwhile > 0 ? `, ${report.recordedMeanwhile} uploads recorded meanwhile.` : '.')
  );
}

/**
 * Deletes the given objects after checking again that no row points at them (one may have been
 * recorded since the check). Answers the keys it deleted and the ones it kept.
 */
export async function deleteOrphanedObjects(
  deps: { db: Db; store: FileStore },
  keys: string[],
): Promise<{ deleted: string[]; kept: string[] }> {
  const recorded = await keysWithRows(deps.db, keys);
  const deleted: string[] = [];
  const kept: string[] = [];
  for (const key of keys) {
    if (recorded.has(key)) {
      kept.push(key);
      continue;
    }
    await deps.store.delete(key);
    deleted.push(key);
  }
  return { deleted, kept };
}

/** The console's check: the report, with what this actor may do about it. */
export async function checkForActor(deps: { db: Db; store: FileStore }, actor: Actor, now: Date) {
  const report = await checkStorage(deps, { now });
  return { ...report, can: { deleteOrphans: canDeleteOrphans(actor) } };
}

/** Staff delete orphaned objects they confirmed; each deletion is audited under its key. */
export async function deleteOrphansFor(deps: { db: Db; store: FileStore }, actor: Actor, keys: string[]) {
  if (!canDeleteOrphans(actor)) throw new Forbidden();
  const removed = await deleteOrphanedObjects(deps, [...new Set(keys)]);
  for (const key of removed.deleted)
    await recordAudit(deps.db, {
      actorId: actor.id,
      entity: 'storedObject',
      entityId: key,
      action: 'deleteOrphan',
    });
  return removed;
}
