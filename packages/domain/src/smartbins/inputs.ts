import { z } from 'zod';
import { pageQuery, searchText, sortOrder } from '../shared/lists.ts';
import { placeFields, refinePlace } from '../shared/places.ts';
import { DEVICE_MODELS } from './decoders.ts';
import { SENSOR_STATES } from './rules.ts';

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

export const BIN_SORTS = ['label', 'fillPercent', 'lastReadingAt'] as const;
export const listBinsQuery = pageQuery.extend({
  q: searchText,
  companyId: z.uuid().optional(),
  state: z.enum([...SENSOR_STATES, 'normal']).optional(),
  batteryBelow: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.enum(BIN_SORTS).default('label'),
  order: sortOrder,
});
export type ListBinsQuery = z.input<typeof listBinsQuery>;
export type BinListFilter = z.output<typeof listBinsQuery>;
