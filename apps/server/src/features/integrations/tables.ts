import { KEY_SCOPES } from '@sirkula/domain/shared/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A key a machine calls the API with (a network server forwarding sensor readings). Its row holds the
 * public id that finds it and a SHA-256 hash of its secret, never the secret: the secret is 32 random
 * bytes, so a fast hash is as safe as a slow one and keeps a request to one indexed read.
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
