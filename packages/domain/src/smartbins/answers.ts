import { z } from 'zod';
import { type Answer, messageAnswer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { DEVICE_MODELS } from './decoders.ts';
import { BIN_COLOURS, BIN_TYPES } from './inputs.ts';
import { SENSOR_STATES } from './rules.ts';

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
  updatedAt: timestamp,
});
export type Bin = Answer<typeof binAnswer>;
export const binPage = pageSchema(binAnswer);

export const binDeleted = messageAnswer;
