import { KEY_SCOPES } from '@sirkula/domain/shared/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/**
 * An API key a program calls with (a customer's ERP reading its waste records, a network server
 * forwarding sensor readings). Its row holds the public id that finds it and a SHA-256 hash of its
 * secret, never the secret: the secret is 32 random bytes, so a fast hash is as safe as a slow one and
 * keeps a request to one indexed read.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** Null for the provider's own key, which reaches every company's devices. */
    companyId: uuid('company_id').references(() => companies.id),
    scopes: text('scopes', { enum: KEY_SCOPES }).array().notNull(),
    publicId: text('public_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** After a rotation, the secret before it, still accepted until `previousValidUntil`. */
    previousSecretHash: text('previous_secret_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    requestsPerMinute: integer('requests_per_minute').notNull().default(120),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_keys_public_id_idx').on(table.publicId),
    index('integration_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Requests per key and minute, counted in the database so the limit holds however many servers answer;
 * rows older than a day are deleted by the daily clean-up.
 */
export const integrationKeyMinutes = pgTable(
  'integration_key_minutes',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => integrationKeys.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.minute] })],
);

/** What each key asked and was answered, for its owner; kept 30 days. */
export const integrationKeyRequests = pgTable(
  'integration_key_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => integrationKeys.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [
    index('integration_key_requests_key_idx').on(table.keyId, table.at, table.id),
    index('integration_key_requests_at_idx').on(table.at),
  ],
);
