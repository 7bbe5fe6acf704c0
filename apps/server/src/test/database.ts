import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/**
 * The database the test run migrated once (global-setup.ts) for every test file to copy: a PGlite
 * dump file, or a template database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export type MigratedDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; template: string };

let migrated: MigratedDatabase | undefined;

/** Test files start from copies of this database; without one (the benchmarks) each migrates its own. */
export function copyMigratedDatabase(database: MigratedDatabase) {
  migrated = database;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL (the test script starts one), dropped afterwards.
 */
/** A test's database; on PostgreSQL with its address, so a second server can open its own pool on it. */
export interface TestDatabase extends Database {
  url?: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openPostgresDatabase(serverUrl) : await openPgliteDatabase();
  // On a copy this runs only the migrations newer than it: none, unless one was added while a
  // watching test run kept its copy.
  await migrate(database);
  return database;
}

async function openPgliteDatabase(): Promise<Database> {
  const dump = migrated?.kind === 'pglite' ? await openAsBlob(migrated.dumpFile) : undefined;
  return openPglite(undefined, dump);
}

function openPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  return openPostgresCopy(serverUrl, migrated?.kind === 'postgres' ? migrated.template : undefined);
}

/** A new database on the server, a copy of `template` when one is named, dropped once closed. */
export async function openPostgresCopy(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `sirkula_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = postgresDatabaseUrl(serverUrl, name);
  const database = await openPostgres(url);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement that cannot run inside a database it acts on (create, alter, drop database). */
export async function onPostgresServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
