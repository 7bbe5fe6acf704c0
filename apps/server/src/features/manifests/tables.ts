import { B3_CODE_CONFIDENCES, HAZARD_CHARACTERISTICS } from '@sirkula/domain/manifests/b3-codes';
import { MANIFEST_STATUSES } from '@sirkula/domain/manifests/rules';
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { journeys } from '../journeys/tables.ts';

/**
 * What staff record of one sender's Festronik manifest for one journey: Festronik plans a manifest per
 * sender, so a journey collecting B3 waste from two customers has two. The manifest's content is read
 * from the journey and its records; only Festronik's number and status, and a pickup allowed without a
 * number (with its reason), are kept here.
 */
export const manifests = pgTable(
  'manifests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => companies.id),
    festronikNumber: text('festronik_number'),
    status: text('status', { enum: MANIFEST_STATUSES }).notNull().default('planned'),
    updatedBy: text('updated_by'),
    /** Why staff let the waste be picked up before Festronik gave a number; null when they did not. */
    pickupOverrideReason: text('pickup_override_reason'),
    pickupOverrideBy: text('pickup_override_by'),
    pickupOverrideAt: timestamp('pickup_override_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('manifests_journey_sender_idx').on(table.journeyId, table.senderId),
    index('manifests_sender_idx').on(table.senderId, table.createdAt),
  ],
);

/**
 * The B3 waste codes the product knows (PP 22/2021, Annex IX), seeded by migration 0012 from
 * `b3-waste-codes.csv` with each entry's confidence and sources; staff correct and add entries.
 * Codes not here stay accepted when well formed.
 */
export const b3WasteCodes = pgTable('b3_waste_codes', {
  code: text('code').primaryKey(),
  category: smallint('category').notNull(),
  /** Annex IX's table (1–4); null where no source says. */
  annexTable: smallint('annex_table'),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en'),
  characteristics: text('characteristics', { enum: HAZARD_CHARACTERISTICS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  confidence: text('confidence', { enum: B3_CODE_CONFIDENCES }).notNull(),
  sources: text('sources').notNull().default(''),
  notes: text('notes'),
  updatedBy: text('updated_by'),
  ...timestamps,
});
