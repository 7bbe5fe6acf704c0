import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migrate } from './migrate.ts';

/**
 * For the command-line tools: the database the server uses, migrated, for the time of `use`. The
 * embedded data directory is locked meanwhile, so a tool refuses to run beside the server.
 */
export async function withConfiguredDatabase<T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(join(config.dataDir, 'db'));
    try {
      await migrate(database);
      return await use(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
