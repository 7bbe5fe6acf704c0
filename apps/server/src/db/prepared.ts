import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a statement of the hot path as a named prepared statement where the driver keeps one per
 * connection (node-postgres): PostgreSQL then plans it once per connection instead of at every call,
 * which for the session lookup is most of its cost. `name` must always stand for the same SQL text.
 * PGlite runs it as any other statement.
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.query({ name, text, values: params });
}
