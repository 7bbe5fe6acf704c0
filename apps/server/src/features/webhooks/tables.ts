import { DELIVERY_STATUSES, SUBSCRIPTION_STATUSES, WEBHOOK_EVENTS } from '@sirkula/domain/webhooks/rules';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/** What one attempt to post a delivery got: kept on the delivery (at most a handful per delivery). */
export interface StoredAttempt {
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
}

/**
 * A company's subscription of an address to events. The signing secret must be read to sign, so it is
 * stored as it is (not a hash), and never answered after the creation or rotation that made it.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events', { enum: WEBHOOK_EVENTS }).array().notNull(),
    secret: text('secret').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    pausedReason: text('paused_reason', { enum: ['manual', 'failing'] }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The first failed attempt since the last successful one; null while deliveries succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_subscriptions_company_idx').on(table.companyId, table.createdAt)],
);

/**
 * One event to post to one subscription: written in the transaction of the change it tells about
 * (a transactional outbox), posted by the `webhookDeliveries` job, its attempts kept with it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    event: text('event').notNull(),
    /** The JSON body exactly as it is sent (and signed). */
    payload: text('payload').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    /** When a pending delivery is next due (a claimed one's lease end); null once it has ended. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: jsonb('attempts').$type<StoredAttempt[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(table.subscriptionId, table.createdAt),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);
