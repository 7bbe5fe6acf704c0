import { z } from 'zod';
import { CONTRACT_UNITS } from '../contracts/rules.ts';
import { JOURNEY_STAGES, JOURNEY_STATUSES } from '../journeys/rules.ts';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { PACKAGINGS, PHYSICAL_FORMS } from '../waste/rules.ts';
import { HAZARD_CHARACTERISTICS } from './b3-codes.ts';
import { MANIFEST_GAP_FIELDS, MANIFEST_PARTS, MANIFEST_STATUSES } from './rules.ts';

const party = z.object({
  id: z.string(),
  name: z.string(),
  npwp: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});

export const manifestWaste = z.object({
  wasteRecordId: z.string(),
  registrationNumber: z.string(),
  code: z.string().nullable(),
  name: z.object({ id: z.string(), en: z.string().nullable() }).nullable(),
  category: z.literal([1, 2]).nullable(),
  characteristics: z.array(z.enum(HAZARD_CHARACTERISTICS)),
  characteristicsFromCode: z.boolean(),
  physicalForm: z.enum(PHYSICAL_FORMS).nullable(),
  packaging: z.enum(PACKAGINGS),
  packageCount: z.number().nullable(),
  unit: z.enum(CONTRACT_UNITS),
  plannedQuantity: z.number(),
  sentQuantity: z.number().nullable(),
  receivedQuantity: z.number().nullable(),
  loadingAddress: z.string(),
  pickedUpAt: timestamp.nullable(),
  receivedAt: timestamp.nullable(),
});
export type ManifestWasteAnswer = Answer<typeof manifestWaste>;

export const manifestGap = z.object({
  part: z.enum(MANIFEST_PARTS),
  field: z.enum(MANIFEST_GAP_FIELDS),
  registrationNumber: z.string().nullable(),
});

/** The manifest's content as the JSON export and the screens carry it. */
export const manifestContent = z.object({
  journey: z.object({ id: z.string(), number: z.string(), plannedOn: z.string() }),
  festronikNumber: z.string().nullable(),
  status: z.enum(MANIFEST_STATUSES),
  sender: party,
  transporter: party.extend({
    transportRecommendationNumber: z.string().nullable(),
    vehiclePlate: z.string().nullable(),
    vehiclePermitNumber: z.string().nullable(),
    driverName: z.string().nullable(),
  }),
  receiver: party.extend({ b3LicenceNumber: z.string().nullable() }),
  wastes: z.array(manifestWaste),
});

const pickupOverride = z.object({ reason: z.string(), byName: z.string().nullable(), at: timestamp });

/** One sender's manifest for one journey, with what Festronik still lacks and what the reader may do. */
export const manifestAnswer = manifestContent.extend({
  gaps: z.array(manifestGap),
  /** When staff last recorded its number or status; null while nobody has. */
  updatedAt: timestamp.nullable(),
  updatedByName: z.string().nullable(),
  /** Staff let the waste be picked up before Festronik gave a number: why, who and when. */
  pickupOverride: pickupOverride.nullable(),
  can: z.object({
    /** Record Festronik's number and status (staff). */
    update: z.boolean(),
    /** Complete a waste's physical form, package count and characteristics (staff, until reported). */
    changeDetails: z.boolean(),
    /** Allow the pickup without a Festronik number, with a reason (staff, while there is none). */
    overridePickup: z.boolean(),
  }),
});
export type ManifestAnswer = Answer<typeof manifestAnswer>;

export const journeyManifests = z.object({ items: z.array(manifestAnswer) });
export type JourneyManifests = Answer<typeof journeyManifests>;

/** The manifest of one waste record: null when it is not B3 or not on a journey. */
export const recordManifest = z.object({ manifest: manifestAnswer.nullable() });
export type RecordManifest = Answer<typeof recordManifest>;

export const manifestChange = z.object({ manifest: manifestAnswer, message: z.string() });
export type ManifestChange = Answer<typeof manifestChange>;

/** After staff complete a record's details: the record's manifest as it is now, if it is on one. */
export const manifestDetailsChange = z.object({ manifest: manifestAnswer.nullable(), message: z.string() });
export type ManifestDetailsChange = Answer<typeof manifestDetailsChange>;

/** One row of a list of manifests: which journey and sender, where Festronik stands, and how many wastes. */
export const manifestSummary = z.object({
  journey: z.object({
    id: z.string(),
    number: z.string(),
    plannedOn: z.string(),
    status: z.enum(JOURNEY_STATUSES),
    stage: z.enum(JOURNEY_STAGES),
  }),
  sender: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(MANIFEST_STATUSES),
  festronikNumber: z.string().nullable(),
  /** What Festronik needs and the manifest lacks; empty when it is complete. */
  gaps: z.array(manifestGap),
  wasteCount: z.number(),
  /** The sender's first record on it, whose page shows the manifest to the sender. */
  firstWasteRecordId: z.string(),
});
export type ManifestSummary = Answer<typeof manifestSummary>;

export const manifestPage = pageSchema(manifestSummary);
