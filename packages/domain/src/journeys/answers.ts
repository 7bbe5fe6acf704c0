import { z } from 'zod';
import { CONTRACT_UNITS, WASTE_TYPES } from '../contracts/rules.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { WASTE_STATUSES } from '../waste/status.ts';
import { DISCREPANCY_RESOLUTIONS, JOURNEY_EVENT_KINDS, JOURNEY_STAGES, JOURNEY_STATUSES } from './rules.ts';

const named = z.object({ id: z.string(), name: z.string() });

/** Whether a short delivery is still to be settled by staff, was settled, or never happened. */
export const DISCREPANCY_STATES = ['open', 'resolved'] as const;

export const journeySummary = z.object({
  id: z.string(),
  number: z.string(),
  plannedOn: z.string(),
  status: z.enum(JOURNEY_STATUSES),
  stage: z.enum(JOURNEY_STAGES),
  transporter: named,
  receiver: named,
  vehicle: z.object({ id: z.string(), plate: z.string() }).nullable(),
  driver: named.nullable(),
  transitHub: named.nullable(),
  recordCount: z.number(),
  discrepancy: z.enum(DISCREPANCY_STATES).nullable(),
  updatedAt: timestamp,
});
export type JourneySummary = Answer<typeof journeySummary>;

export const journeyPage = pageSchema(journeySummary);

export const journeyRecord = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  transactionNumber: z.string(),
  customer: named,
  type: z.enum(WASTE_TYPES),
  wasteCode: z.string().nullable(),
  unit: z.enum(CONTRACT_UNITS),
  /** What the customer asked to have picked up. */
  quantity: z.number(),
  status: z.enum(WASTE_STATUSES),
  sentQuantity: z.number().nullable(),
  receivedQuantity: z.number().nullable(),
  pickedUpAt: timestamp.nullable(),
  receivedAt: timestamp.nullable(),
  resolution: z.enum(DISCREPANCY_RESOLUTIONS).nullable(),
  resolutionCause: z.string().nullable(),
});
export type JourneyRecord = Answer<typeof journeyRecord>;

export const journeyEvent = z.object({
  id: z.string(),
  kind: z.enum(JOURNEY_EVENT_KINDS),
  wasteRecordId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  actorName: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.enum(CONTRACT_UNITS).nullable(),
  personInCharge: z.string().nullable(),
  signatureFileId: z.string().nullable(),
  photoFileIds: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  place: z.string().nullable(),
  note: z.string().nullable(),
  occurredAt: timestamp,
  recordedAt: timestamp,
});
export type JourneyEvent = Answer<typeof journeyEvent>;

/** What the signed-in actor may do with the journey now, so screens offer only possible actions. */
const journeyCan = z.object({
  changeRecords: z.boolean(),
  cancel: z.boolean(),
  assign: z.boolean(),
  pickUp: z.boolean(),
  hubIn: z.boolean(),
  hubOut: z.boolean(),
  receive: z.boolean(),
  closeDelivery: z.boolean(),
  process: z.boolean(),
  resolve: z.boolean(),
  complete: z.boolean(),
  /** This account's phone reports where the vehicle is: the assigned driver's, while on the road. */
  sendPosition: z.boolean(),
});
export type JourneyCan = Answer<typeof journeyCan>;

export const journeyDetail = journeySummary.extend({
  transitHub: named.extend({ city: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  certificateFileId: z.string().nullable(),
  createdAt: timestamp,
  records: z.array(journeyRecord),
  events: z.array(journeyEvent),
  can: journeyCan,
});
export type JourneyDetail = Answer<typeof journeyDetail>;

export const journeyAnswer = z.object({ journey: journeyDetail, message: z.string() });
export type JourneyAnswer = Answer<typeof journeyAnswer>;

/**
 * A step of a record's journey as its customer and the public track page see it: what, when and the
 * city, never names, phone numbers, photos or prices.
 */
export const trackEvent = z.object({
  kind: z.enum(JOURNEY_EVENT_KINDS),
  occurredAt: timestamp,
  place: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.enum(CONTRACT_UNITS).nullable(),
});
export type TrackEvent = Answer<typeof trackEvent>;

/** A customer's view of the journey carrying one of its records. */
export const recordJourney = z.object({
  journey: z
    .object({
      id: z.string(),
      number: z.string(),
      plannedOn: z.string(),
      status: z.enum(JOURNEY_STATUSES),
      stage: z.enum(JOURNEY_STAGES),
      hasTransitHub: z.boolean(),
      transporterName: z.string(),
      receiverName: z.string(),
    })
    .nullable(),
  events: z.array(trackEvent),
});
export type RecordJourney = Answer<typeof recordJourney>;

/** Where a scanned or typed registration number leads the signed-in driver or receiver. */
export const handoverTarget = z.object({
  journeyId: z.string(),
  journeyNumber: z.string(),
  wasteRecordId: z.string(),
  registrationNumber: z.string(),
  action: z.enum(['pickUp', 'receive', 'none']),
});
export type HandoverTarget = Answer<typeof handoverTarget>;

export const transitHubList = z.array(named.extend({ city: z.string(), address: z.string() }));
