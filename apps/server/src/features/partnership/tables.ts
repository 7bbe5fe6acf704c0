import { LEAD_KINDS, LEAD_STATUSES } from '@sirkula/domain/partnership/rules';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';

/**
 * A message or registration from the public site, for staff to follow up: the contact form now, the
 * promotion and partner forms later (`kind`, `details` for their own fields). A second one with the same
 * e-mail within 30 days is appended to `message` (`messages` counts them) rather than made twice.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    messages: integer('messages').notNull().default(1),
    /** The kind's own fields (volume, waste code, roles offered…), checked by the domain's schema. */
    details: jsonb('details'),
    /** Staff's notes as they follow it up (the review queue, later). */
    notes: text('notes'),
    /** The company it became or was linked to on conversion. */
    companyId: uuid('company_id').references(() => companies.id),
    /** The WIB day it came in: the 30-day merge window counts from it. */
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_email_idx').on(table.kind, table.email, table.createdOn),
    index('leads_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Each lead submitted, by e-mail, for the per-e-mail limit: held in the database so it holds whichever
 * server or address the submissions come from. Rows older than the window are pruned as new ones come.
 */
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_submissions_email_idx').on(table.email, table.at)],
);
