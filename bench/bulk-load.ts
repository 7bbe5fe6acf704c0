// What the large-data seeds share to load millions of rows in reasonable time.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';

/**
 * Into an empty table rows load several times faster without the secondary indexes and foreign keys,
 * which are built once afterwards from their own stored definitions. Unique constraints stay, so
 * duplicate numbers still fail; a unique index (not a constraint) fails when it is rebuilt. Returns the
 * function that puts everything back.
 */
export async function suspendIndexes(
  db: Db,
  table: PgTable,
  progress: (message: string) => void,
): Promise<() => Promise<void>> {
  const name = getTableName(table);
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${name}
      and indexname not in (select conname from pg_constraint where conrelid = ${name}::regclass)`),
  );
  const foreignKeys = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${name}::regclass and contype = 'f'`),
  );
  for (const { name: key } of foreignKeys)
    await db.execute(sql`alter table ${table} drop constraint ${sql.identifier(key)}`);
  for (const { name: index } of indexes) await db.execute(sql`drop index ${sql.identifier(index)}`);
  return async () => {
    progress(`building the indexes and foreign keys of ${name}`);
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
    for (const { name: key, definition } of foreignKeys) {
      await db.execute(
        sql`alter table ${table} add constraint ${sql.identifier(key)} ${sql.raw(definition)}`,
      );
    }
  };
}
