import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';

/** An uploaded file: the bytes live in the file store under `storageKey`, never under the user's name. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('files_company_idx').on(table.companyId, table.createdAt),
    // The storage console's list: newest first, whole or of one kind.
    index('files_created_idx').on(table.createdAt),
    index('files_purpose_idx').on(table.purpose, table.createdAt),
    // The storage check reads keys in the store's (bytewise) order, whatever the database's locale.
    index('files_storage_key_c_idx').on(sql`${table.storageKey} collate "C"`),
  ],
);

/**
 * How many files of each kind (a file's purpose) there are and their bytes: the console's totals, read
 * without counting `files`. Kept by storage's queries in the same transaction as each insert and delete.
 */
export const storedFileTotals = pgTable('stored_file_totals', {
  purpose: text('purpose').primaryKey(),
  files: bigint('files', { mode: 'number' }).notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
