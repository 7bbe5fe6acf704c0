import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { type MigratedDatabase, onPostgresServer, postgresDatabaseUrl } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

interface Prepared {
  database: MigratedDatabase;
  remove: () => Promise<void>;
}

/**
 * Vitest global setup of the server tests: creating and migrating a database costs seconds, copying
 * one a fraction of that, so the run migrates once and each test file starts from a copy
 * (setup.ts, database.ts). Made fresh every run, so a new migration is always in it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prepared = serverUrl ? await migratedTemplate(serverUrl) : await migratedDump();
  project.provide('migratedDatabase', prepared.database);
  return prepared.remove;
}

async function migratedDump(): Promise<Prepared> {
  const client = await PGlite.create();
  await migrate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'sirkula-test-db-'));
  const dumpFile = join(dir, 'migrated.tar.gz');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    database: { kind: 'pglite', dumpFile },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

async function migratedTemplate(serverUrl: string): Promise<Prepared> {
  const template = `sirkula_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${template}`);
  const database = await openPostgres(postgresDatabaseUrl(serverUrl, template));
  await migrate(database);
  await database.close();
  // A database is copied only while nobody is connected to it: after migrating, nobody may connect.
  await onPostgresServer(
    serverUrl,
    `alter database ${template} with is_template true allow_connections false`,
  );
  return {
    database: { kind: 'postgres', template },
    remove: async () => {
      await onPostgresServer(serverUrl, `alter database ${template} with is_template false`);
      await onPostgresServer(serverUrl, `drop database ${template}`);
    },
  };
}
