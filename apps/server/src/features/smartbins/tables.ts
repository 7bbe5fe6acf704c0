import { DEVICE_MODELS } from '@sirkula/domain/smartbins/decoders';
import { BIN_COLOURS, BIN_TYPES } from '@sirkula/domain/smartbins/inputs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { contracts } from '../contracts/tables.ts';

const live = sql`deleted_at is null`;

/**
 * A bin at a customer's site, with its sensor's identity and its latest reading kept on the row, so
 * a list or a map reads a bin's current state without looking through its readings.
 */
export const smartBins = pgTable(
  'smart_bins',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: uuid('contract_id').references(() => contracts.id),
    label: text('label').notNull(),
    brand: text('brand').notNull(),
    type: text('type', { enum: BIN_TYPES }).notNull(),
    colour: text('colour', { enum: BIN_COLOURS }).notNull(),
    capacityLitres: integer('capacity_litres').notNull(),
    heightCm: integer('height_cm').notNull(),
    hasSensor: boolean('has_sensor').notNull(),
    sensorBrand: text('sensor_brand'),
    deviceModel: text('device_model', { enum: DEVICE_MODELS }),
    imei: text('imei'),
    devEui: text('dev_eui'),
    ipAddress: text('ip_address'),
    expectedIntervalMinutes: integer('expected_interval_minutes').notNull().default(60),
    /** The bin's own thresholds; null follows the provider's default. */
    fullPercent: integer('full_at_percent'),
    fireC: integer('fire_at_c'),
    tiltDeg: integer('tilt_at_deg'),
    lowBatteryPercent: integer('low_battery_at_percent'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lastReadingAt: timestamp('last_reading_at', { withTimezone: true }),
    lastDistanceMm: integer('last_distance_mm'),
    lastFillPercent: integer('last_fill_percent'),
    lastTemperatureC: real('last_temperature_c'),
    lastTiltDeg: real('last_tilt_deg'),
    lastBatteryPercent: integer('last_battery_percent'),
    alarmFull: boolean('alarm_full').notNull().default(false),
    alarmFire: boolean('alarm_fire').notNull().default(false),
    alarmTilt: boolean('alarm_tilt').notNull().default(false),
    alarmLowBattery: boolean('alarm_low_battery').notNull().default(false),
    /** Deleted bins stay for their readings' and pickups' history; every list leaves them out. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('smart_bins_company_label_idx').on(table.companyId, table.label).where(live),
    index('smart_bins_label_idx').on(table.label).where(live),
    index('smart_bins_fill_idx').on(table.lastFillPercent).where(live),
    // A sensor belongs to one live bin: its readings must find exactly one.
    uniqueIndex('smart_bins_imei_idx').on(table.imei).where(live),
    uniqueIndex('smart_bins_dev_eui_idx').on(table.devEui).where(live),
  ],
);
