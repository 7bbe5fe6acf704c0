import { z } from 'zod';
import { WASTE_TYPES } from '../contracts/rules.ts';
import { JOURNEY_EVENT_KINDS, JOURNEY_STAGES } from '../journeys/rules.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageQuery, pageSchema } from '../shared/lists.ts';
import { inIndonesia } from '../shared/places.ts';
import { WASTE_STATUSES } from '../waste/status.ts';
import { MAX_POSITIONS_PER_REQUEST, TRACKED_STATUSES } from './rules.ts';

/**
 * One position of the driver's phone; the key is the phone's, so a position sent twice counts once.
 * Numbers may come as text: the phone's offline queue keeps every field as a string.
 */
export const positionInput = z
  .object({
    idempotencyKey: z.uuid('journeys.validation.idempotencyKey'),
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    accuracy: z.coerce.number().min(0).max(100_000).optional(),
    occurredAt: z.iso.datetime({ offset: true }),
  })
  .refine(inIndonesia, { message: 'places.validation.outsideIndonesia', path: ['latitude'] });

/** One position, or a batch of them (what a phone gathered without signal). */
export const positionsInput = z.union([
  positionInput,
  z.object({ positions: z.array(positionInput).min(1).max(MAX_POSITIONS_PER_REQUEST) }),
]);
export type PositionsInput = z.output<typeof positionsInput>;

export const positionsAnswer = z.object({
  /** Positions stored by this request; a repeat of a stored key is accepted and not stored again. */
  stored: z.number().int(),
  accepted: z.number().int(),
});
export type PositionsAnswer = Answer<typeof positionsAnswer>;

/** The map's filters; every one optional. */
export const trackingMapQuery = z.object({
  stage: z.enum(JOURNEY_STAGES).optional(),
  transporterId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  wasteType: z.enum(WASTE_TYPES).optional(),
});
export type TrackingMapQuery = z.input<typeof trackingMapQuery>;

const named = z.object({ id: z.string(), name: z.string() });
/** `[latitude, longitude]`: a route's points, kept small for a map of hundreds of journeys. */
const point = z.tuple([z.number(), z.number()]);

export const trackedJourney = z.object({
  id: z.string(),
  number: z.string(),
  stage: z.enum(JOURNEY_STAGES),
  transporter: named,
  receiver: named,
  /** The last position the driver's phone sent, or the last handover's place when it sent none. */
  position: z.object({ latitude: z.number(), longitude: z.number(), at: timestamp }).nullable(),
  /** Where it has been, oldest first, thinned to at most `TRACKING_MAP_CAPS.routePoints` points. */
  route: z.array(point),
});
export type TrackedJourney = Answer<typeof trackedJourney>;

export const plannedPickup = z.object({
  wasteRecordId: z.string(),
  registrationNumber: z.string(),
  customer: named,
  type: z.enum(WASTE_TYPES),
  journeyId: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlannedPickup = Answer<typeof plannedPickup>;

export const mapPlace = named.extend({ latitude: z.number(), longitude: z.number() });
export type MapPlace = Answer<typeof mapPlace>;

export const trackingMap = z.object({
  journeys: z.array(trackedJourney),
  pickups: z.array(plannedPickup),
  receivers: z.array(mapPlace),
  hubs: z.array(mapPlace),
  /** True when a cap cut the answer: the map then says so, and a narrower filter shows everything. */
  truncated: z.boolean(),
});
export type TrackingMap = Answer<typeof trackingMap>;

export const trackingRecordsQuery = pageQuery.extend({
  status: z.enum(TRACKED_STATUSES).default('onProgress'),
});
export type TrackingRecordsQuery = z.input<typeof trackingRecordsQuery>;

export const trackedRecord = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  customer: named,
  status: z.enum(WASTE_STATUSES),
  journey: z.object({ id: z.string(), number: z.string() }).nullable(),
  lastEvent: z
    .object({ kind: z.enum(JOURNEY_EVENT_KINDS), occurredAt: timestamp, place: z.string().nullable() })
    .nullable(),
  updatedAt: timestamp,
});
export type TrackedRecord = Answer<typeof trackedRecord>;
export const trackingRecordPage = pageSchema(trackedRecord);
export type TrackingRecordPage = Answer<typeof trackingRecordPage>;

/** One journey's route on its own page: the handovers' places, the phone's positions and both ends. */
export const journeyRoute = z.object({
  journeyId: z.string().nullable(),
  stage: z.enum(JOURNEY_STAGES).nullable(),
  events: z.array(
    z.object({
      kind: z.enum(JOURNEY_EVENT_KINDS),
      latitude: z.number(),
      longitude: z.number(),
      place: z.string().nullable(),
      occurredAt: timestamp,
    }),
  ),
  route: z.array(point),
  position: z.object({ latitude: z.number(), longitude: z.number(), at: timestamp }).nullable(),
  pickups: z.array(mapPlace),
  receiver: mapPlace.nullable(),
});
export type JourneyRoute = Answer<typeof journeyRoute>;

/** Where the map's tiles come from; `url` null when tiles are switched off (tests, offline installs). */
export const mapConfig = z.object({ tileUrl: z.string().nullable(), attribution: z.string() });
export type MapConfig = Answer<typeof mapConfig>;

export {
  MAX_POSITIONS_PER_REQUEST,
  POSITION_INTERVAL_MS,
  TRACKED_STATUSES,
  TRACKING_MAP_CAPS,
  TRACKING_REFRESH_MS,
  thinRoute,
} from './rules.ts';
