import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from '@sirkula/domain/reports/rules';
import { LANGUAGES } from '@sirkula/domain/shared/languages';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { files } from '../storage/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A report asked for or made on schedule. Its file is written once, through storage; the row keeps its
 * progress while a job writes it. `companyId` is the customer it is about (null: the provider's own).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type', { enum: REPORT_TYPES }).notNull(),
    period: text('period').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    fileId: uuid('file_id').references(() => files.id),
    scheduled: boolean('scheduled').notNull().default(false),
    requestedBy: text('requested_by').references(() => users.id),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('reports_created_idx').on(table.createdAt, table.id),
    index('reports_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // The scheduler makes a company's report of a period once, however often it runs.
    uniqueIndex('reports_scheduled_once_idx')
      .on(table.type, table.period, table.companyId, table.format, table.language)
      .where(sql`scheduled and company_id is not null`),
    uniqueIndex('reports_scheduled_provider_once_idx')
      .on(table.type, table.period, table.format, table.language)
      .where(sql`scheduled and company_id is null`),
  ],
);

/** Who receives a company's reports (null company: the provider's) by e-mail as the scheduler makes them. */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id').references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    types: text('types', { enum: REPORT_TYPES }).array().notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_subscriptions_company_idx').on(table.companyId),
    uniqueIndex('report_subscriptions_email_idx').on(
      sql`coalesce(${table.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      table.email,
    ),
  ],
);
