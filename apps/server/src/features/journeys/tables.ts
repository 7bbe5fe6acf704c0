import { CONTRACT_UNITS } from '@sirkula/domain/contracts/rules';
import {
  DISCREPANCY_RESOLUTIONS,
  JOURNEY_EVENT_KINDS,
  JOURNEY_STAGES,
  JOURNEY_STATUSES,
} from '@sirkula/domain/journeys/rules';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { drivers, vehicles } from '../fleet/tables.ts';
import { files } from '../storage/tables.ts';
import { wasteRecords } from '../waste/tables.ts';

const quantity = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A named place where loads are gathered between pickup and receiver. */
export const transitHubs = pgTable('transit_hubs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  ...timestamps,
});

/** One trip of one vehicle from the customers' sites to a receiver, carrying one or more waste records. */
export const journeys = pgTable(
  'journeys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => companies.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => companies.id),
    plannedOn: date('planned_on').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    driverId: uuid('driver_id').references(() => drivers.id),
    transitHubId: uuid('transit_hub_id').references(() => transitHubs.id),
    status: text('status', { enum: JOURNEY_STATUSES }).notNull().default('active'),
    stage: text('stage', { enum: JOURNEY_STAGES }).notNull().default('scheduled'),
    /** Set when a delivery came short; cleared to `resolvedAt` once staff have settled every record. */
    discrepancyAt: timestamp('discrepancy_at', { withTimezone: true }),
    discrepancyResolvedAt: timestamp('discrepancy_resolved_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The receiver's processing certificate or handover report. */
    certificateFileId: uuid('certificate_file_id').references(() => files.id),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (table) => [
    index('journeys_planned_idx').on(table.plannedOn, table.id),
    // The storage console asks which journey a certificate belongs to (its owner column).
    index('journeys_certificate_idx')
      .on(table.certificateFileId)
      .where(sql`${table.certificateFileId} is not null`),
    index('journeys_updated_idx').on(table.updatedAt, table.id),
    index('journeys_stage_planned_idx').on(table.stage, table.plannedOn, table.id),
    index('journeys_transporter_planned_idx').on(table.transporterId, table.plannedOn, table.id),
    index('journeys_receiver_planned_idx').on(table.receiverId, table.plannedOn, table.id),
    index('journeys_vehicle_planned_idx').on(table.vehicleId, table.plannedOn),
    index('journeys_driver_planned_idx').on(table.driverId, table.plannedOn),
    // The list's search matches a number by prefix (LIKE 'JRN-2025-0001%'), which the unique index
    // serves only under the C collation; pattern ops serve it under any.
    index('journeys_number_prefix_idx').on(table.number.op('text_pattern_ops')),
    // The dashboards (features/dashboard/queries.ts): the funnel's stages of a window's journeys read
    // from the index alone; a partner's live journeys and the short deliveries still to settle are few.
    index('journeys_planned_stage_idx').on(table.plannedOn, table.status, table.stage),
    index('journeys_active_transporter_idx').on(table.transporterId).where(sql`${table.status} = 'active'`),
    index('journeys_active_receiver_idx').on(table.receiverId).where(sql`${table.status} = 'active'`),
    index('journeys_open_discrepancy_idx')
      .on(table.plannedOn)
      .where(sql`${table.discrepancyAt} is not null and ${table.discrepancyResolvedAt} is null`),
  ],
);

/**
 * A waste record on a journey, with what was weighed at pickup and what arrived. A record leaves a
 * journey (removed, or the journey cancelled) by `leftAt`; it is on at most one journey at a time.
 */
export const journeyRecords = pgTable(
  'journey_records',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id),
    wasteRecordId: uuid('waste_record_id')
      .notNull()
      .references(() => wasteRecords.id),
    /** Denormalised from the record, so lists filter a journey's customers without a join. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => companies.id),
    sentQuantity: quantity('sent_quantity'),
    receivedQuantity: quantity('received_quantity'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    resolution: text('resolution', { enum: DISCREPANCY_RESOLUTIONS }),
    resolutionCause: text('resolution_cause'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    index('journey_records_journey_idx').on(table.journeyId),
    index('journey_records_customer_idx').on(table.customerId, table.journeyId),
    uniqueIndex('journey_records_current_idx').on(table.wasteRecordId).where(sql`${table.leftAt} is null`),
    index('journey_records_record_idx').on(table.wasteRecordId),
    // The billing run reads what was delivered in its window.
    index('journey_records_received_idx').on(table.receivedAt).where(sql`${table.leftAt} is null`),
    // The dashboards: whether a journey carries a customer's record now, asked per journey of a window.
    index('journey_records_current_journey_idx')
      .on(table.journeyId, table.customerId)
      .where(sql`${table.leftAt} is null`),
  ],
);

/** One step of a journey's timeline: who, when, where, what, how much. */
export const journeyEvents = pgTable(
  'journey_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id),
    wasteRecordId: uuid('waste_record_id').references(() => wasteRecords.id),
    kind: text('kind', { enum: JOURNEY_EVENT_KINDS }).notNull(),
    actorId: text('actor_id'),
    quantity: quantity('quantity'),
    unit: text('unit', { enum: CONTRACT_UNITS }),
    personInCharge: text('person_in_charge'),
    signatureFileId: uuid('signature_file_id').references(() => files.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** City-level place, the only place the public track page shows. */
    place: text('place'),
    note: text('note'),
    /** When it happened on the phone, which may be well before it reached us when sent offline. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journey_events_journey_idx').on(table.journeyId, table.occurredAt),
    index('journey_events_record_idx').on(table.wasteRecordId, table.occurredAt),
    index('journey_events_signature_idx')
      .on(table.signatureFileId)
      .where(sql`${table.signatureFileId} is not null`),
  ],
);

/**
 * Where the driver's phone was while the journey was on the road, sent every minute the screen is open.
 * The phone's key makes a position queued offline and sent twice count once.
 */
export const journeyPositions = pgTable(
  'journey_positions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    key: uuid('key').notNull().unique(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id),
    actorId: text('actor_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The phone's estimate, in metres. */
    accuracy: doublePrecision('accuracy'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journey_positions_journey_idx').on(table.journeyId, table.occurredAt)],
);

/** The photos taken at a handover, in the order they were taken. */
export const journeyEventPhotos = pgTable(
  'journey_event_photos',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => journeyEvents.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.position] }),
    index('journey_event_photos_file_idx').on(table.fileId),
  ],
);

/**
 * Actions a phone sends, by the key it gave them: a second delivery of the same action (sent again after
 * a lost answer, or from the offline queue) is answered from here and changes nothing.
 */
export const offlineActions = pgTable('offline_actions', {
  key: uuid('key').primaryKey(),
  actorId: text('actor_id').notNull(),
  statusCode: integer('status_code').notNull(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
