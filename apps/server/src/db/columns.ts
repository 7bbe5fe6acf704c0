import { USER_STATUSES } from '@sirkula/domain/users/user-kinds';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The status column of companies and accounts; a new column each call, as a table owns its columns. */
export function accountStatus() {
  return text('status', { enum: USER_STATUSES }).notNull().default('pending');
}

/** An id column as text, the way the audit log names any record. */
export const asText = (column: AnyPgColumn) => sql<string>`${column}::text`;
