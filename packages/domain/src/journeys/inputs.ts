import { z } from 'zod';
import { WASTE_TYPES } from '../contracts/rules.ts';
import { isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText } from '../shared/lists.ts';
import { DISCREPANCY_RESOLUTIONS, JOURNEY_STAGES, JOURNEY_STATUSES } from './rules.ts';

const calendarDate = z.string().refine(isCalendarDate, 'contracts.validation.date');

/** A journey carries what one vehicle can; more records than this are planned as two journeys. */
export const MAX_RECORDS_PER_JOURNEY = 50;

const wasteRecordIds = z
  .array(z.uuid())
  .min(1, 'journeys.validation.records')
  .max(MAX_RECORDS_PER_JOURNEY, 'journeys.validation.tooManyRecords')
  .refine((ids) => new Set(ids).size === ids.length, 'journeys.validation.records');

export const createJourneyInput = z.object({
  transporterId: z.uuid('journeys.validation.transporter'),
  receiverId: z.uuid('journeys.validation.receiver'),
  plannedOn: calendarDate,
  transitHubId: z.uuid().nullish(),
  wasteRecordIds,
});
export type CreateJourney = z.output<typeof createJourneyInput>;

export const journeyRecordsInput = z.object({ wasteRecordIds });

const reason = z.string().trim().min(3, 'journeys.validation.reason').max(500, 'validation.tooLong');

export const cancelJourneyInput = z.object({ reason });

export const resolveDiscrepancyInput = z.object({
  resolution: z.enum(DISCREPANCY_RESOLUTIONS),
  cause: reason,
});

/** Quantities in the record's unit, to the hundredth, as the scales show them. */
const quantity = z.coerce
  .number('journeys.validation.quantity')
  .min(0, 'journeys.validation.quantity')
  .max(1_000_000, 'journeys.validation.quantity')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'journeys.validation.quantity');

/**
 * What every action sent from a phone carries: its own key, so a repeat delivery is recognised, and
 * where and when it happened there, which may be long before the signal came back.
 */
export const phoneAction = z.object({
  idempotencyKey: z.uuid('journeys.validation.idempotencyKey'),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

/** The text fields of a pickup handover; the photos and the signature come as files beside them. */
export const pickupHandoverFields = phoneAction.extend({
  quantity: quantity.refine((value) => value > 0, 'journeys.validation.quantity'),
  personInCharge: z
    .string()
    .trim()
    .min(2, 'journeys.validation.personInCharge')
    .max(120, 'validation.tooLong'),
});
export type PickupHandoverFields = z.output<typeof pickupHandoverFields>;

export const receiveInput = phoneAction.extend({
  quantity,
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type ReceiveInput = z.output<typeof receiveInput>;

export const JOURNEY_SORTS = ['plannedOn', 'updatedAt', 'number'] as const;
export const DISCREPANCY_FILTERS = ['open', 'resolved'] as const;
/** A stage, or `onRoad`: picked up and not yet at the receiver (the pickup and transit hub stages). */
export const JOURNEY_STAGE_FILTERS = [...JOURNEY_STAGES, 'onRoad'] as const;
export const ON_ROAD_STAGES = ['pickup', 'transitHub'] as const;

export const listJourneysQuery = pageQuery.extend({
  q: searchText,
  status: z.enum(JOURNEY_STATUSES).optional(),
  stage: z.enum(JOURNEY_STAGE_FILTERS).optional(),
  discrepancy: z.enum(DISCREPANCY_FILTERS).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  transporterId: z.uuid().optional(),
  receiverId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  wasteType: z.enum(WASTE_TYPES).optional(),
  sort: z.enum(JOURNEY_SORTS).default('plannedOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListJourneysQuery = z.input<typeof listJourneysQuery>;
export type JourneyListFilter = z.output<typeof listJourneysQuery>;
