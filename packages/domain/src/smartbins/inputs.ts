import { z } from 'zod';
import { calendarDate } from '../shared/dates.ts';
import { pageQuery, searchText, sortOrder } from '../shared/lists.ts';
import { placeFields, refinePlace } from '../shared/places.ts';
import { TIME_WINDOWS, WASTE_SUB_TYPES } from '../waste/rules.ts';
import { DEVICE_MODELS } from './decoders.ts';
import { ALERT_KINDS, SENSOR_STATES } from './rules.ts';

export const BIN_TYPES = ['wheelie', 'container', 'drum', 'underground', 'compactor'] as const;
export type BinType = (typeof BIN_TYPES)[number];

/** The colours bins come in; the product records the colour, it does not tie it to a waste stream. */
export const BIN_COLOURS = ['green', 'yellow', 'red', 'blue', 'grey', 'black', 'orange', 'white'] as const;
export type BinColour = (typeof BIN_COLOURS)[number];

/** How often a sensor is expected to report, at most: a day. */
const MAX_INTERVAL_MINUTES = 24 * 60;

/** An IMEI: 15 digits, the last a Luhn check digit over the first fourteen. */
export function isImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  const sum = [...value].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/** A threshold left empty follows the provider's default (settings). */
const optionalThreshold = (min: number, max: number) =>
  wholeNumber('smartbins.validation.threshold', min, max)
    .nullish()
    .transform((value) => value ?? null);

const imeiField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isImei(value), 'smartbins.validation.imei');

/** A LoRaWAN device EUI: 16 hexadecimal digits, kept in capitals without separators. */
const devEuiField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[-:\s]/g, '').toUpperCase() : null))
  .refine((value) => value === null || /^[0-9A-F]{16}$/.test(value), 'smartbins.validation.devEui');

const ipField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || z.union([z.ipv4(), z.ipv6()]).safeParse(value).success,
    'smartbins.validation.ipAddress',
  );

/** What staff record of a bin. A sensor bin names at least one way its readings find it. */
export const binInput = z
  .object({
    companyId: z.uuid({ message: 'smartbins.validation.company' }),
    contractId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    label: requiredText(120),
    brand: requiredText(80),
    type: z.enum(BIN_TYPES, { message: 'smartbins.validation.type' }),
    colour: z.enum(BIN_COLOURS, { message: 'smartbins.validation.colour' }),
    capacityLitres: wholeNumber('smartbins.validation.capacity', 1, 100_000),
    heightCm: wholeNumber('smartbins.validation.height', 10, 1_000),
    hasSensor: z.boolean(),
    sensorBrand: optionalText(80),
    deviceModel: z
      .enum(DEVICE_MODELS, { message: 'smartbins.validation.deviceModel' })
      .nullish()
      .transform((value) => value ?? null),
    imei: imeiField,
    devEui: devEuiField,
    ipAddress: ipField,
    expectedIntervalMinutes: wholeNumber('smartbins.validation.interval', 1, MAX_INTERVAL_MINUTES).default(
      60,
    ),
    fullPercent: optionalThreshold(1, 100),
    fireC: optionalThreshold(30, 150),
    tiltDeg: optionalThreshold(5, 90),
    lowBatteryPercent: optionalThreshold(1, 99),
    address: optionalText(500),
    ...placeFields,
  })
  .superRefine((bin, ctx) => {
    refinePlace(bin, ctx);
    if (bin.hasSensor && !bin.imei && !bin.devEui) {
      ctx.addIssue({ code: 'custom', path: ['devEui'], message: 'smartbins.validation.deviceIdentity' });
    }
    if (bin.devEui && !bin.deviceModel) {
      ctx.addIssue({ code: 'custom', path: ['deviceModel'], message: 'smartbins.validation.deviceModel' });
    }
  });
export type BinInput = z.input<typeof binInput>;
export type BinValues = z.output<typeof binInput>;

/** The planning view looks this far ahead at most. */
export const MAX_PLANNING_DAYS = 14;

export const BIN_SORTS = ['label', 'fillPercent', 'lastReadingAt', 'forecastFullAt'] as const;
export const listBinsQuery = pageQuery.extend({
  q: searchText,
  companyId: z.uuid().optional(),
  state: z.enum([...SENSOR_STATES, 'normal']).optional(),
  /** The bin's brand, whatever its case. */
  brand: z.string().trim().min(1).max(80).optional(),
  batteryBelow: z.coerce.number().int().min(1).max(100).optional(),
  /** Bins to collect: full now, or expected full within this many days. */
  dueWithinDays: z.coerce.number().int().min(0).max(MAX_PLANNING_DAYS).optional(),
  sort: z.enum(BIN_SORTS).default('label'),
  order: sortOrder,
});
export type ListBinsQuery = z.input<typeof listBinsQuery>;
export type BinListFilter = z.output<typeof listBinsQuery>;

/** What a bin on the map shows: its worst state, normal when none holds, or that it has no sensor. */
export const BIN_MAP_STATES = [...SENSOR_STATES, 'normal', 'noSensor'] as const;
export type BinMapState = (typeof BIN_MAP_STATES)[number];

/**
 * The map of bins: every live bin with a position, no pages. A state keeps the bins in it, as the
 * list's filter does (a full bin on fire is in `full` too, drawn as fire).
 */
export const binMapQuery = z.object({
  companyId: z.uuid().optional(),
  state: z.enum(BIN_MAP_STATES).optional(),
});
export type BinMapQuery = z.input<typeof binMapQuery>;
export type BinMapFilter = z.output<typeof binMapQuery>;

/** A bin's history charts: the last day from readings, a week and a month from hourly roll-ups. */
export const HISTORY_RANGES = ['24h', '7d', '30d'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const binHistoryQuery = z.object({ range: z.enum(HISTORY_RANGES).default('24h') });

export const ALERT_FILTERS = ['open', 'closed', 'all'] as const;
export const listAlertsQuery = pageQuery.extend({
  binId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  kind: z.enum(ALERT_KINDS).optional(),
  status: z.enum(ALERT_FILTERS).default('open'),
});
export type ListAlertsQuery = z.input<typeof listAlertsQuery>;
export type AlertListFilter = z.output<typeof listAlertsQuery>;

/** Staff acknowledge an alert with what they did about it. */
export const acknowledgeInput = z.object({ note: requiredText(1_000) });

/** Pickups made from bins in one step: at most this many bins at once. */
export const MAX_COLLECTION_BINS = 50;

/**
 * Bins turned into pickup requests in one step, each on its bin's contract, all for one day and
 * time window; for staff, also into a planned journey with a transporter and a receiver.
 */
export const collectionInput = z.object({
  pickups: z
    .array(
      z.object({
        binId: z.uuid(),
        /** A B3 stream's kind and waste code, as the pickup form asks them. */
        subType: z
          .enum(WASTE_SUB_TYPES)
          .nullish()
          .transform((value) => value ?? null),
        wasteCode: z
          .string()
          .trim()
          .max(12, 'waste.validation.wasteCode')
          .nullish()
          .transform((value) => value || null),
        quantity: z
          .number({ message: 'waste.validation.quantity' })
          .positive('waste.validation.quantity')
          .max(1_000_000, 'waste.validation.quantity'),
      }),
    )
    .min(1, 'smartbins.validation.chooseBins')
    .max(MAX_COLLECTION_BINS, 'smartbins.validation.tooManyBins'),
  requestedPickupDate: z.string().regex(calendarDate, 'waste.validation.dateRequired'),
  timeWindow: z.enum(TIME_WINDOWS),
  acknowledged: z.boolean(),
  journey: z
    .object({
      transporterId: z.uuid('journeys.validation.transporter'),
      receiverId: z.uuid('journeys.validation.receiver'),
      transitHubId: z
        .uuid()
        .nullish()
        .transform((value) => value ?? null),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type CollectionInput = z.input<typeof collectionInput>;
export type Collection = z.output<typeof collectionInput>;
