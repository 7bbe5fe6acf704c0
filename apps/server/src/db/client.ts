import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { makeTreePrivate } from '../lib/private-files.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

/**
 * PGlite in a folder (or in memory when dataDir is undefined): the embedded default. `initialData`, a
 * tarball from `dumpDataDir`, starts it as a copy of another database instead of an empty one.
 */
export async function openPglite(dataDir: string | undefined, initialData?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir: initialData });
  if (dataDir) makeTreePrivate(dataDir);
  return pgliteDatabase(client);
}

export function pgliteDatabase(client: PGlite): Database {
  const db: Db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover) is replaced on the next query; without
  // a listener its error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  await pool.query('select 1');
  const db: Db = drizzlePg(pool, { schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}
