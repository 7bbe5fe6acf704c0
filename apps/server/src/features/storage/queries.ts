import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { files } from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';

export type StoredFile = typeof files.$inferSelect;
type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Db, values: NewFile): Promise<StoredFile> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('Inserting a file row returned nothing');
  return row;
}

export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function deleteFileRow(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
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
  const deleted = await db.delete(files).where(owned).returning({ storageKey: files.storageKey });
  return { files: deleted.length, auditEntries, storageKeys: deleted.map((file) => file.storageKey) };
}

/** Deletes the given files' rows (a feature's own generated files): their keys, for the bytes to go too. */
export async function deleteFilesById(
  db: Db,
  ids: string[],
): Promise<{ files: number; storageKeys: string[] }> {
  if (ids.length === 0) return { files: 0, storageKeys: [] };
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ storageKey: files.storageKey });
  return { files: deleted.length, storageKeys: deleted.map((file) => file.storageKey) };
}
