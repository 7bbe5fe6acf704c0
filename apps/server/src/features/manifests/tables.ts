import { MANIFEST_STATUSES } from '@sirkula/domain/manifests';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { journeys } from '../journeys/tables.ts';

/**
 * What staff record of one sender's Festronik manifest for one journey: Festronik plans a manifest per
 * sender, so a journey collecting B3 waste from two customers has two. The manifest's content is read
 * from the journey and its records; only Festronik's number and status are kept here.
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
    ...timestamps,
  },
  (table) => [
    uniqueIndex('manifests_journey_sender_idx').on(table.journeyId, table.senderId),
    index('manifests_sender_idx').on(table.senderId, table.createdAt),
  ],
);
