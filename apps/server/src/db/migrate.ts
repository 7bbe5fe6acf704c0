import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { refreshSortNames } from '../features/users/queries.ts';
import type { Database, Schema } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

let shipped: Journal | undefined;
/** This build's migrations, read once: they do not change while it runs (readiness asks every few seconds). */
const journal = (): Journal => {
  shipped ??= JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
  return shipped;
};

/** The tag of the newest migration shipped with this build, e.g. `0000_init`. */
export function migrationVersion(): string {
  return journal().entries.at(-1)?.tag ?? 'none';
}

/** When the newest migration of this build was made: the time drizzle records once it is applied. */
export function newestMigrationTime(): number {
  return journal().entries.at(-1)?.when ?? 0;
}

/** Brings the database to this build's tables, and the columns derived by domain rules up to date. */
export async function migrate(database: Database): Promise<void> {
  // The two drivers have their own migrators over the same SQL files.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
  await refreshSortNames(database.db);
}
