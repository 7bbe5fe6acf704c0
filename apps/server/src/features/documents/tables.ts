import { DOCUMENT_TYPES, RECORD_KINDS } from '@sirkula/domain/documents/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { files } from '../storage/tables.ts';
import { users } from '../users/tables.ts';

/**
 * One document of the library: what it is, whose, the record it belongs to and when it is valid. Its
 * bytes are its versions' files; replacing it adds a version and keeps the old ones. A deleted
 * document is only marked (`deleted_at`), so the trail and the files stay.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id').references(() => companies.id),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    displayName: text('display_name').notNull(),
    recordKind: text('record_kind', { enum: RECORD_KINDS }),
    /** The record's id when the product knows it (an invoice, a journey); null for a staff upload. */
    recordId: text('record_id'),
    /** The record as people know it: an invoice's or a journey's number, a contract number typed in. */
    recordLabel: text('record_label'),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    /**
     * Set on a document the product keeps itself (`invoice:<id>`, `company:<id>:registrationForm`): one
     * per key, so storing it again finds the first. Null for staff uploads.
     */
    managedKey: text('managed_key'),
    /** Stored once when its record became final; never replaced or deleted. */
    generated: boolean('generated').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    currentFileId: uuid('current_file_id')
      .notNull()
      .references(() => files.id),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('documents_managed_key_idx').on(table.managedKey),
    index('documents_created_idx').on(table.createdAt, table.id),
    index('documents_company_created_idx').on(table.companyId, table.createdAt),
    index('documents_type_created_idx').on(table.type, table.createdAt),
    index('documents_record_idx').on(table.recordKind, table.recordId),
    index('documents_valid_until_idx')
      .on(table.validUntil, table.id)
      .where(sql`${table.deletedAt} is null and ${table.validUntil} is not null`),
    index('documents_name_idx').on(table.displayName),
  ],
);

/** Each file a document has had, numbered from 1; the newest is the document's current file. */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    uploadedBy: text('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.version] }),
    index('document_versions_file_idx').on(table.fileId),
  ],
);
