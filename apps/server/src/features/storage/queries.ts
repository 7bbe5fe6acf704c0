import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

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
