import { and, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, files, storedFileTotals } from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';

export type StoredFile = typeof files.$inferSelect;
type NewFile = typeof files.$inferInsert;

/**
 * Adds files to (or, with negative numbers, takes them from) their kind's totals. Every insert and
 * delete of a file row goes through this file and calls it in the same transaction, so the console's
 * totals never count the rows.
 */
async function addToTotals(db: Db, changes: Array<{ purpose: string; size: number }>, sign: 1 | -1) {
  const byPurpose = new Map<string, { files: number; bytes: number }>();
  for (const { purpose, size } of changes) {
    const total = byPurpose.get(purpose) ?? { files: 0, bytes: 0 };
    byPurpose.set(purpose, { files: total.files + sign, bytes: total.bytes + sign * size });
  }
  if (byPurpose.size === 0) return;
  // Sorted, so two transactions touching the same kinds lock their rows in one order.
  const rows = [...byPurpose].sort(([a], [b]) => (a < b ? -1 : 1));
  await db
    .insert(storedFileTotals)
    .values(rows.map(([purpose, total]) => ({ purpose, ...total })))
    .onConflictDoUpdate({
      target: storedFileTotals.purpose,
      set: {
        files: sql`${storedFileTotals.files} + excluded.files`,
        bytes: sql`${storedFileTotals.bytes} + excluded.bytes`,
      },
    });
}

export function insertFile(db: Db, values: NewFile): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(files).values(values).returning();
    if (!row) throw new Error('Inserting a file row returned nothing');
    await addToTotals(tx, [row], 1);
    return row;
  });
}

export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** The one way file rows are deleted: those `where` matches, taken from their kinds' totals. */
function deleteFilesWhere(db: Db, where: SQL | undefined) {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(files).where(where).returning();
    await addToTotals(tx, deleted, -1);
    return deleted;
  });
}

export async function deleteFileRow(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await deleteFilesWhere(db, eq(files.id, id));
  return row;
}

/** Deletes the files the given companies own, with the audit entries about them (demo removal). */
export async function deleteFilesOf(
  db: Db,
  companyIds: string[],
): Promise<{ files: number; auditEntries: number; storageKeys: string[] }> {
  const owned = inArray(files.companyId, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(files.id) })
      .from(files)
      .where(owned),
  );
  const deleted = await deleteFilesWhere(db, owned);
  return { files: deleted.length, auditEntries, storageKeys: deleted.map((file) => file.storageKey) };
}

/** Deletes the given files' rows (a feature's own generated files): their keys, for the bytes to go too. */
export async function deleteFilesById(
  db: Db,
  ids: string[],
): Promise<{ files: number; storageKeys: string[] }> {
  if (ids.length === 0) return { files: 0, storageKeys: [] };
  const deleted = await deleteFilesWhere(db, inArray(files.id, ids));
  return { files: deleted.length, storageKeys: deleted.map((file) => file.storageKey) };
}

/** Deletes the rows of the files a seed stored (no company, no uploader) for these purposes. */
export async function deleteSeededFiles(db: Db, purposes: string[]) {
  if (purposes.length === 0) return [];
  const deleted = await deleteFilesWhere(
    db,
    and(inArray(files.purpose, purposes), isNull(files.companyId), isNull(files.uploadedBy)),
  );
  return deleted.map((file) => ({ id: file.id, storageKey: file.storageKey }));
}

/** Each kind's files and bytes, most bytes first (kinds whose files are all gone are left out). */
export function storedFileTotalsByKind(db: Db) {
  return db
    .select({
      purpose: storedFileTotals.purpose,
      files: storedFileTotals.files,
      bytes: storedFileTotals.bytes,
    })
    .from(storedFileTotals)
    .where(sql`${storedFileTotals.files} > 0`)
    .orderBy(desc(storedFileTotals.bytes), storedFileTotals.purpose);
}

/** A file row as the storage check reads it. */
export interface KeyedFile {
  id: string;
  storageKey: string;
  purpose: string;
  companyId: string | null;
  createdAt: Date;
}

/**
 * One page of the file rows whose key sorts after `after`, bytewise (the "C" collation, as the store
 * lists keys), read along `files_storage_key_c_idx`: the storage check's side of its merge.
 */
export function fileKeysAfter(db: Db, after: string, limit: number): Promise<KeyedFile[]> {
  const key = sql`${files.storageKey} collate "C"`;
  return db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      purpose: files.purpose,
      companyId: files.companyId,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(sql`${key} > ${after}`)
    .orderBy(key)
    .limit(limit);
}

/** Whether any file row points at these keys (checked again before deleting an orphaned object). */
export async function keysWithRows(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}

export interface StoredFileFilter {
  purpose?: string | undefined;
  companyId?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** The console's page of file rows, newest first, with their company's name; totals as list-total settles. */
export function listStoredFiles(db: Db, filter: StoredFileFilter) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    filter.purpose ? eq(files.purpose, filter.purpose) : undefined,
    filter.companyId ? eq(files.companyId, filter.companyId) : undefined,
    pattern ? ilike(files.originalName, pattern) : undefined,
  );
  return listPage(db, {
    rows: db
      .select({
        id: files.id,
        purpose: files.purpose,
        companyId: files.companyId,
        companyName: companies.name,
        originalName: files.originalName,
        contentType: files.contentType,
        size: files.size,
        storageKey: files.storageKey,
        createdAt: files.createdAt,
      })
      .from(files)
      .leftJoin(companies, eq(companies.id, files.companyId))
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(files).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}
