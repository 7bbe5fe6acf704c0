import { OUTBOX_STATUSES } from '@sirkula/domain/mail/answers';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An attachment of a message waiting to be sent again. */
export interface PendingAttachment {
  fileName: string;
  contentType: string;
  base64: string;
}

/** Every e-mail the platform sends; in the embedded mode this is where verification links are read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts at handing it to the mail server so far. */
    attempts: integer('attempts').notNull().default(0),
    /** While pending: when it is tried again (or, while an attempt runs, when a server may take it over). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While pending only: its attachments (base64), to send them again; cleared once it is sent or failed. */
    pendingAttachments: jsonb('pending_attachments').$type<PendingAttachment[]>(),
  },
  (table) => [
    index('email_outbox_recipient_idx').on(table.recipient, table.createdAt),
    index('email_outbox_pending_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/**
 * Notices a scheduled job sends at most once per record and kind ("invoice INV-… due in 3 days"), so a
 * job run again (a retry, a second server, tomorrow's run) never tells anyone twice.
 */
export const mailNotices = pgTable(
  'mail_notices',
  {
    /** The record the notice is about, as `<kind of record>:<id>`. */
    about: text('about').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.about, table.kind] })],
);
