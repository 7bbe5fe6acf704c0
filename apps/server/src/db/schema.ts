import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Every table, for Drizzle's migrations and for code that reads across features; each table is
// defined with its feature.
export * from '../features/audit/tables.ts';
export * from '../features/auth/tables.ts';
export * from '../features/billing/tables.ts';
export * from '../features/companies/tables.ts';
export * from '../features/contracts/tables.ts';
export * from '../features/documents/tables.ts';
export * from '../features/fleet/tables.ts';
export * from '../features/integrations/tables.ts';
export * from '../features/journeys/tables.ts';
export * from '../features/mail/tables.ts';
export * from '../features/manifests/tables.ts';
export * from '../features/partnership/tables.ts';
export * from '../features/reports/tables.ts';
export * from '../features/schedulers/tables.ts';
export * from '../features/settings/tables.ts';
export * from '../features/smartbins/tables.ts';
export * from '../features/storage/tables.ts';
export * from '../features/users/tables.ts';
export * from '../features/waste/tables.ts';
export * from '../features/webhooks/tables.ts';

/** Yearly counters for readable numbers (contracts, waste transactions); one row per series and year. */
export const numberSequences = pgTable(
  'number_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);
export { requestLimits } from './request-limits.ts';
