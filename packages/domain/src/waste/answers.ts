import { z } from 'zod';
import { CONTRACT_UNITS, WASTE_TYPES } from '../contracts/rules.ts';
import { trackEvent } from '../journeys/answers.ts';
import { JOURNEY_STAGES } from '../journeys/rules.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { PACKAGINGS, PHYSICAL_FORMS, TIME_WINDOWS, WASTE_SUB_TYPES } from './rules.ts';
import { WASTE_STATUSES } from './status.ts';

const can = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  cancel: z.boolean(),
  confirm: z.boolean(),
  reschedule: z.boolean(),
  printLabel: z.boolean(),
});

/** One row of a waste list, with what the signed-in actor may do with it. */
export const wasteSummary = z.object({
  id: z.string(),
  transactionNumber: z.string(),
  registrationNumber: z.string(),
  transactionDate: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  type: z.enum(WASTE_TYPES),
  subType: z.enum(WASTE_SUB_TYPES).nullable(),
  wasteCode: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(CONTRACT_UNITS),
  status: z.enum(WASTE_STATUSES),
  /** The price of the pickup: sent to staff and the customer, left out for the partners (decided on the server). */
  potentialCost: z.number().optional(),
  requestedPickupDate: z.string().nullable(),
  timeWindow: z.enum(TIME_WINDOWS),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
  can,
});
export type WasteSummary = Answer<typeof wasteSummary>;

export const wastePage = pageSchema(wasteSummary);

const statusChange = z.object({
  fromStatus: z.enum(WASTE_STATUSES).nullable(),
  toStatus: z.enum(WASTE_STATUSES),
  createdAt: timestamp,
});
export type StatusChange = Answer<typeof statusChange>;

export const wasteDetail = wasteSummary.extend({
  pickupAddress: z.string(),
  packaging: z.enum(PACKAGINGS),
  physicalForm: z.enum(PHYSICAL_FORMS).nullable(),
  packageCount: z.number().nullable(),
  generatedOn: z.string().nullable(),
  notes: z.string().nullable(),
  smartBinId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: timestamp,
  company: z.object({ name: z.string(), address: z.string().nullable(), city: z.string().nullable() }),
  history: z.array(statusChange.extend({ actorName: z.string().nullable(), reason: z.string().nullable() })),
});
export type WasteDetail = Answer<typeof wasteDetail>;

/** What every change to a waste record answers: the record as it is now and what to tell the user. */
export const wasteAnswer = z.object({ record: wasteDetail, message: z.string() });
export type WasteAnswer = Answer<typeof wasteAnswer>;

/** A contract's allowance for the period of one pickup date, in its unit, as the server counts it. */
export const pickupAllowance = z.object({
  contractId: z.string(),
  from: z.string(),
  to: z.string(),
  max: z.number(),
  used: z.number(),
  remaining: z.number(),
  unit: z.enum(CONTRACT_UNITS),
});
export type PickupAllowance = Answer<typeof pickupAllowance>;

/** What the public tracking page may show: status and history, nothing about prices or people. */
export const publicTrack = z.object({
  registrationNumber: z.string(),
  type: z.enum(WASTE_TYPES),
  status: z.enum(WASTE_STATUSES),
  history: z.array(statusChange),
  /** The stage of the journey carrying it, and that journey's steps as anyone may see them. */
  stage: z.enum(JOURNEY_STAGES).nullable(),
  events: z.array(trackEvent),
});
export type PublicTrack = Answer<typeof publicTrack>;

/** The server's clock and the earliest pickup date it allows now (the cut-off is at noon WIB). */
export const pickupRule = z.object({
  now: z.string(),
  today: z.string(),
  earliestPickupDate: z.string(),
  cutoffHour: z.number(),
});
export type PickupRule = Answer<typeof pickupRule>;

/** What one printed label shows; a sheet of them comes in one request. */
const labelFacts = wasteSummary.pick({
  id: true,
  registrationNumber: true,
  transactionNumber: true,
  transactionDate: true,
  requestedPickupDate: true,
  companyName: true,
  type: true,
  subType: true,
  wasteCode: true,
  quantity: true,
  unit: true,
});
export type LabelFacts = Answer<typeof labelFacts>;

export const wasteLabels = z.object({ items: z.array(labelFacts) });
export type WasteLabels = Answer<typeof wasteLabels>;
