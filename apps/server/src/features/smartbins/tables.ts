import { DEVICE_MODELS } from '@sirkula/domain/smartbins/decoders';
import { FORECAST_KINDS } from '@sirkula/domain/smartbins/forecast';
import { BIN_COLOURS, BIN_TYPES } from '@sirkula/domain/smartbins/inputs';
import { ALERT_KINDS } from '@sirkula/domain/smartbins/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../companies/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { users } from '../users/tables.ts';

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
    /** The fill forecast, refreshed from the hourly roll-ups (`refreshForecasts`), so lists sort on it. */
    forecastKind: text('forecast_kind', { enum: FORECAST_KINDS }).notNull().default('unknown'),
    forecastFullAt: timestamp('forecast_full_at', { withTimezone: true }),
    fillPointsPerDay: real('fill_points_per_day'),
    /** Deleted bins stay for their readings' and pickups' history; every list leaves them out. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('smart_bins_company_label_idx').on(table.companyId, table.label).where(live),
    index('smart_bins_label_idx').on(table.label).where(live),
    index('smart_bins_forecast_idx').on(table.forecastFullAt).where(live),
    index('smart_bins_brand_idx').on(sql`lower(${table.brand})`).where(live),
    // A sensor belongs to one live bin: its readings must find exactly one.
    uniqueIndex('smart_bins_imei_idx').on(table.imei).where(live),
    uniqueIndex('smart_bins_dev_eui_idx').on(table.devEui).where(live),
  ],
);

/**
 * Every reading a sensor sent, once per bin and measured-at (a resent one is a duplicate, not a second
 * row). On PostgreSQL the table is partitioned by month (migration 0018 writes that by hand, as Drizzle
 * does not), so old months are dropped whole when they pass the retention setting. No foreign key to
 * the bin: ingest resolves the bin before writing, and checking one per row would halve its speed.
 */
export const binReadings = pgTable(
  'smart_bin_readings',
  {
    binId: uuid('bin_id').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    distanceMm: integer('distance_mm'),
    fillPercent: integer('fill_percent'),
    temperatureC: real('temperature_c'),
    tiltDeg: real('tilt_deg'),
    batteryPercent: integer('battery_percent'),
    alarmFull: boolean('alarm_full').notNull(),
    alarmFire: boolean('alarm_fire').notNull(),
    alarmTilt: boolean('alarm_tilt').notNull(),
    alarmLowBattery: boolean('alarm_low_battery').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    primaryKey({ columns: [table.binId, table.measuredAt] }),
    // The roll-ups find what arrived since they last ran (readings may arrive late or out of order).
    index('smart_bin_readings_received_idx').on(table.receivedAt),
  ],
);

/**
 * An hour of a bin's readings, summed from them a minute or so after they arrive (`rollUpReadings`) and
 * kept for ever: a month's chart reads 720 of these instead of every reading, and the forecast fits
 * the hourly means.
 */
export const binHourlyReadings = pgTable(
  'smart_bin_readings_hourly',
  {
    binId: uuid('bin_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    readings: integer('readings').notNull(),
    fillSum: integer('fill_sum').notNull(),
    fillCount: integer('fill_count').notNull(),
    temperatureMax: real('temperature_max'),
    batteryMin: integer('battery_min'),
  },
  (table) => [primaryKey({ columns: [table.binId, table.hour] })],
);

/**
 * A condition (fire, a fall, full, low battery) from the reading that started it to the one that
 * cleared it: one open alert per bin and kind, however many readings repeat it.
 */
export const binAlerts = pgTable(
  'smart_bin_alerts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    binId: uuid('bin_id')
      .notNull()
      .references(() => smartBins.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    value: real('value'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by').references(() => users.id),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('smart_bin_alerts_open_idx').on(table.binId, table.kind).where(sql`closed_at is null`),
    index('smart_bin_alerts_company_idx').on(table.companyId, table.openedAt),
    index('smart_bin_alerts_opened_idx').on(table.openedAt),
    index('smart_bin_alerts_bin_idx').on(table.binId, table.openedAt),
  ],
);

/** How far the hourly roll-ups have caught up with the readings received. */
export const binRollUpMarks = pgTable('smart_bin_roll_up_marks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
