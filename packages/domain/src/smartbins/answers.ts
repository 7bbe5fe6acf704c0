import { z } from 'zod';
import { CONTRACT_UNITS, WASTE_TYPES } from '../contracts/rules.ts';
import { type Answer, messageAnswer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { DEVICE_MODELS } from './decoders.ts';
import { FORECAST_KINDS } from './forecast.ts';
import { BIN_COLOURS, BIN_MAP_STATES, BIN_TYPES, HISTORY_RANGES } from './inputs.ts';
import { ALERT_KINDS, SENSOR_STATES } from './rules.ts';

const thresholds = z.object({
  fullPercent: z.number(),
  fireC: z.number(),
  tiltDeg: z.number(),
  lowBatteryPercent: z.number(),
});

/** The bin's latest reading as the sensor sent it, beside what the product made of it. */
export const latestReading = z.object({
  measuredAt: timestamp,
  distanceMm: z.number().nullable(),
  fillPercent: z.number().nullable(),
  temperatureC: z.number().nullable(),
  tiltDeg: z.number().nullable(),
  batteryPercent: z.number().nullable(),
  alarms: z.object({ full: z.boolean(), fire: z.boolean(), tilt: z.boolean(), lowBattery: z.boolean() }),
});

export const binAnswer = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contractId: z.string().nullable(),
  /** The contract's number and unit, so a pickup from the bin can be asked in that unit. */
  contractNumber: z.string().nullable(),
  contractUnit: z.enum(CONTRACT_UNITS).nullable(),
  /** The contract's waste streams; a pickup from the bin is of the first. */
  contractWasteTypes: z.array(z.enum(WASTE_TYPES)).nullable(),
  label: z.string(),
  brand: z.string(),
  type: z.enum(BIN_TYPES),
  colour: z.enum(BIN_COLOURS),
  capacityLitres: z.number(),
  heightCm: z.number(),
  hasSensor: z.boolean(),
  sensorBrand: z.string().nullable(),
  deviceModel: z.enum(DEVICE_MODELS).nullable(),
  imei: z.string().nullable(),
  devEui: z.string().nullable(),
  ipAddress: z.string().nullable(),
  expectedIntervalMinutes: z.number(),
  /** The bin's own thresholds, null where it follows the provider's default. */
  ownThresholds: z.object({
    fullPercent: z.number().nullable(),
    fireC: z.number().nullable(),
    tiltDeg: z.number().nullable(),
    lowBatteryPercent: z.number().nullable(),
  }),
  /** What its states are judged on: its own thresholds, else the defaults. */
  thresholds,
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  latest: latestReading.nullable(),
  /** Every state that holds, worst first; empty when the bin is normal. */
  states: z.array(z.enum(SENSOR_STATES)),
  /** When it will be full, from its readings since it was last emptied (refreshed every few minutes). */
  forecast: z.object({
    kind: z.enum(FORECAST_KINDS),
    fullAt: timestamp.nullable(),
    pointsPerDay: z.number().nullable(),
  }),
  updatedAt: timestamp,
});
export type Bin = Answer<typeof binAnswer>;
export const binPage = pageSchema(binAnswer);

/** A bin on the map, and no more: the map of every bin carries thousands of these in one answer. */
export const binMapPoint = z.object({
  id: z.string(),
  label: z.string(),
  companyName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Its worst state (the first `binStates` gives), `normal` when none holds, `noSensor` without one. */
  state: z.enum(BIN_MAP_STATES),
  /** The latest reading's, null before the first one (and for a bin without a sensor). */
  fillPercent: z.number().nullable(),
});
export type BinMapPoint = Answer<typeof binMapPoint>;
export const binMap = z.array(binMapPoint);

export const binDeleted = messageAnswer;

/**
 * What became of one item of a telemetry request: stored (`accepted`), already stored (`duplicate`:
 * the same device and measured-at), not a reading (`ignored`: a device's parameter frame, a network
 * server's join event) or refused with its reason. Only `accepted` items were written, and a 2xx
 * answer means they are committed.
 */
export const INGEST_STATUSES = ['accepted', 'duplicate', 'ignored', 'refused'] as const;
export type IngestStatus = (typeof INGEST_STATUSES)[number];

export const ingestItem = z.object({
  index: z.number(),
  status: z.enum(INGEST_STATUSES),
  binId: z.string().nullable(),
  /** Why it was refused or ignored, as a code a machine can act on (`unknownDevice`, `future`, …). */
  reason: z.string().nullable(),
  /** The same, in the caller's language. */
  message: z.string().nullable(),
});
export type IngestItem = z.output<typeof ingestItem>;

export const ingestAnswer = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  ignored: z.number(),
  refused: z.number(),
  items: z.array(ingestItem),
});

/** One point of a bin's history: a reading, or an hour's roll-up (mean fill, hottest, lowest battery). */
export const historyPoint = z.object({
  at: timestamp,
  fillPercent: z.number().nullable(),
  temperatureC: z.number().nullable(),
  batteryPercent: z.number().nullable(),
});

export const binHistory = z.object({
  range: z.enum(HISTORY_RANGES),
  from: timestamp,
  to: timestamp,
  /** Raw readings for the last day; hourly roll-ups beyond, so 30 days are at most 720 points. */
  resolution: z.enum(['reading', 'hour']),
  points: z.array(historyPoint),
});
export type BinHistory = Answer<typeof binHistory>;

export const binAlert = z.object({
  id: z.string(),
  binId: z.string(),
  binLabel: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  kind: z.enum(ALERT_KINDS),
  openedAt: timestamp,
  /** Null while the condition lasts. */
  closedAt: timestamp.nullable(),
  /** What the reading that opened it showed: °C for fire, ° for a fall, % for full and battery. */
  value: z.number().nullable(),
  acknowledgedAt: timestamp.nullable(),
  acknowledgedByName: z.string().nullable(),
  note: z.string().nullable(),
});
export type BinAlert = Answer<typeof binAlert>;
export const alertPage = pageSchema(binAlert);

/** What a collection made: the pickup requests, one per bin, and the journey when staff planned one. */
export const collectionAnswer = z.object({
  records: z.array(z.object({ id: z.string(), transactionNumber: z.string(), binId: z.string() })),
  journeyId: z.string().nullable(),
  message: z.string(),
});
