import type { BinHistory } from '@sirkula/domain/smartbins/answers';
import type { DeviceModel } from '@sirkula/domain/smartbins/decoders';
import type { Forecast } from '@sirkula/domain/smartbins/forecast';
import type { AlertListFilter, BinListFilter, BinValues } from '@sirkula/domain/smartbins/inputs';
import {
  type AlertKind,
  type BinThresholds,
  OFFLINE_AFTER_INTERVALS,
  type SensorState,
} from '@sirkula/domain/smartbins/rules';
import { AWAITING_PICKUP_STATUSES } from '@sirkula/domain/waste/status';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  binAlerts,
  binHourlyReadings,
  binReadings,
  binRollUpMarks,
  companies,
  contracts,
  smartBins,
  users,
  wasteRecords,
} from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import { containsPattern } from '../../db/search.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';

const binColumns = {
  id: smartBins.id,
  companyId: smartBins.companyId,
  companyName: companies.name,
  contractId: smartBins.contractId,
  contractNumber: contracts.number,
  contractUnit: contracts.unit,
  contractWasteTypes: contracts.wasteTypes,
  label: smartBins.label,
  brand: smartBins.brand,
  type: smartBins.type,
  colour: smartBins.colour,
  capacityLitres: smartBins.capacityLitres,
  heightCm: smartBins.heightCm,
  hasSensor: smartBins.hasSensor,
  sensorBrand: smartBins.sensorBrand,
  deviceModel: smartBins.deviceModel,
  imei: smartBins.imei,
  devEui: smartBins.devEui,
  ipAddress: smartBins.ipAddress,
  expectedIntervalMinutes: smartBins.expectedIntervalMinutes,
  fullPercent: smartBins.fullPercent,
  fireC: smartBins.fireC,
  tiltDeg: smartBins.tiltDeg,
  lowBatteryPercent: smartBins.lowBatteryPercent,
  address: smartBins.address,
  latitude: smartBins.latitude,
  longitude: smartBins.longitude,
  lastReadingAt: smartBins.lastReadingAt,
  lastDistanceMm: smartBins.lastDistanceMm,
  lastFillPercent: smartBins.lastFillPercent,
  lastTemperatureC: smartBins.lastTemperatureC,
  lastTiltDeg: smartBins.lastTiltDeg,
  lastBatteryPercent: smartBins.lastBatteryPercent,
  alarmFull: smartBins.alarmFull,
  alarmFire: smartBins.alarmFire,
  alarmTilt: smartBins.alarmTilt,
  alarmLowBattery: smartBins.alarmLowBattery,
  forecastKind: smartBins.forecastKind,
  forecastFullAt: smartBins.forecastFullAt,
  fillPointsPerDay: smartBins.fillPointsPerDay,
  updatedAt: smartBins.updatedAt,
};

const live = isNull(smartBins.deletedAt);

/**
 * The domain's `alertsOf` and `isOffline` in SQL, for the state filter: a device alarm, or a value
 * past the bin's own threshold or else the default. The list's API test holds the two together.
 */
export function stateCondition(state: SensorState, defaults: BinThresholds, now: Date): SQL {
  const threshold = (own: AnyPgColumn, fallback: number) => sql`coalesce(${own}, ${fallback})`;
  const conditions: Record<SensorState, SQL> = {
    fire: or(
      smartBins.alarmFire,
      sql`${smartBins.lastTemperatureC} >= ${threshold(smartBins.fireC, defaults.fireC)}`,
    ) as SQL,
    fall: or(
      smartBins.alarmTilt,
      sql`abs(${smartBins.lastTiltDeg}) >= ${threshold(smartBins.tiltDeg, defaults.tiltDeg)}`,
    ) as SQL,
    full: or(
      smartBins.alarmFull,
      sql`${smartBins.lastFillPercent} >= ${threshold(smartBins.fullPercent, defaults.fullPercent)}`,
    ) as SQL,
    lowBattery: or(
      smartBins.alarmLowBattery,
      sql`${smartBins.lastBatteryPercent} <= ${threshold(smartBins.lowBatteryPercent, defaults.lowBatteryPercent)}`,
    ) as SQL,
    offline: or(
      isNull(smartBins.lastReadingAt),
      sql`${smartBins.lastReadingAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${OFFLINE_AFTER_INTERVALS} * ${smartBins.expectedIntervalMinutes})`,
    ) as SQL,
  };
  return conditions[state];
}

export function normalCondition(defaults: BinThresholds, now: Date): SQL {
  const states: SensorState[] = ['fire', 'fall', 'full', 'offline', 'lowBattery'];
  // A comparison with a missing value is null in SQL, not false: coalesce keeps "not any" true.
  return not(sql`coalesce(${or(...states.map((state) => stateCondition(state, defaults, now)))}, false)`);
}

/**
 * Bins to collect: full now (by its reading or its forecast), or expected full within `days`, and not
 * already waiting for a pickup requested from it (one not yet picked up).
 */
function dueCondition(days: number, context: { defaults: BinThresholds; now: Date }): SQL {
  const horizon = new Date(context.now.getTime() + days * 86_400_000).toISOString();
  const due = or(
    stateCondition('full', context.defaults, context.now),
    eq(smartBins.forecastKind, 'full'),
    sql`${smartBins.forecastFullAt} <= ${horizon}::timestamptz`,
  );
  const awaitingPickup = sql`exists (select 1 from ${wasteRecords}
    where ${wasteRecords.smartBinId} = ${smartBins.id}
      and ${inArray(wasteRecords.status, [...AWAITING_PICKUP_STATUSES])})`;
  return and(due, not(awaitingPickup)) as SQL;
}

const SORT_COLUMNS = {
  label: smartBins.label,
  fillPercent: smartBins.lastFillPercent,
  lastReadingAt: smartBins.lastReadingAt,
  // A bin full now has no time to be full at; it sorts before every bin expected full later.
  forecastFullAt: sql`case when ${smartBins.forecastKind} = 'full' then '-infinity'::timestamptz else ${smartBins.forecastFullAt} end`,
} as const;

export async function listBins(
  db: Db,
  filter: BinListFilter,
  scope: CompanyScope,
  context: { defaults: BinThresholds; now: Date },
) {
  const conditions: Array<SQL | undefined> = [
    live,
    withinScope(smartBins.companyId, scope, filter.companyId),
  ];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(smartBins.label, pattern), ilike(smartBins.brand, pattern), ilike(companies.name, pattern)),
    );
  }
  // Sensor states belong to sensor bins: a bin without one is in no state, not even normal.
  if (filter.state) conditions.push(eq(smartBins.hasSensor, true));
  if (filter.state === 'normal') conditions.push(normalCondition(context.defaults, context.now));
  else if (filter.state) conditions.push(stateCondition(filter.state, context.defaults, context.now));
  if (filter.batteryBelow) conditions.push(lt(smartBins.lastBatteryPercent, filter.batteryBelow));
  if (filter.brand) conditions.push(sql`lower(${smartBins.brand}) = lower(${filter.brand})`);
  if (filter.dueWithinDays !== undefined) {
    conditions.push(eq(smartBins.hasSensor, true), dueCondition(filter.dueWithinDays, context));
  }
  const where = and(...conditions);
  const direction = filter.order === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[filter.sort];
  return listPage(db, {
    rows: db
      .select(binColumns)
      .from(smartBins)
      .innerJoin(companies, eq(companies.id, smartBins.companyId))
      .leftJoin(contracts, eq(contracts.id, smartBins.contractId))
      .where(where)
      // Bins never read come last whichever way the list is sorted.
      .orderBy(sql`${direction(sortColumn)} nulls last`, asc(smartBins.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db
      .select({ one: sql`1` })
      .from(smartBins)
      .innerJoin(companies, eq(companies.id, smartBins.companyId))
      .where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findBin(db: Db, id: string) {
  const [row] = await db
    .select(binColumns)
    .from(smartBins)
    .innerJoin(companies, eq(companies.id, smartBins.companyId))
    .leftJoin(contracts, eq(contracts.id, smartBins.contractId))
    .where(and(eq(smartBins.id, id), live));
  return row;
}

export type BinRow = NonNullable<Awaited<ReturnType<typeof findBin>>>;

/** Live bins by id, in one query. */
export async function findBins(db: Db, ids: readonly string[]): Promise<BinRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(binColumns)
    .from(smartBins)
    .innerJoin(companies, eq(companies.id, smartBins.companyId))
    .leftJoin(contracts, eq(contracts.id, smartBins.contractId))
    .where(and(inArray(smartBins.id, [...ids]), live));
}

/**
 * A bin's points from `from` to `to`, oldest first: its readings, or its hours' roll-ups (the mean
 * fill, the hottest reading, the lowest battery). Both are read along their (bin, time) primary key,
 * so no other bin's rows are touched, and the readings' month partitions outside the range are skipped.
 */
export async function binHistory(
  db: Db,
  binId: string,
  from: Date,
  to: Date,
  resolution: BinHistory['resolution'],
) {
  if (resolution === 'reading') {
    return db
      .select({
        at: binReadings.measuredAt,
        fillPercent: binReadings.fillPercent,
        temperatureC: binReadings.temperatureC,
        batteryPercent: binReadings.batteryPercent,
      })
      .from(binReadings)
      .where(
        and(eq(binReadings.binId, binId), gte(binReadings.measuredAt, from), lte(binReadings.measuredAt, to)),
      )
      .orderBy(asc(binReadings.measuredAt));
  }
  return db
    .select({
      at: binHourlyReadings.hour,
      // An hour whose readings carried no fill level has no mean, not a mean of 0.
      fillPercent: sql<number | null>`round(${binHourlyReadings.fillSum}::numeric
        / nullif(${binHourlyReadings.fillCount}, 0))::integer`,
      temperatureC: binHourlyReadings.temperatureMax,
      batteryPercent: binHourlyReadings.batteryMin,
    })
    .from(binHourlyReadings)
    .where(
      and(
        eq(binHourlyReadings.binId, binId),
        gte(binHourlyReadings.hour, from),
        lte(binHourlyReadings.hour, to),
      ),
    )
    .orderBy(asc(binHourlyReadings.hour));
}

export async function insertBin(db: Db, values: BinValues): Promise<{ id: string }> {
  const [row] = await db.insert(smartBins).values(values).returning({ id: smartBins.id });
  if (!row) throw new Error('Inserting a smart bin returned nothing');
  return row;
}

export async function updateBin(db: Db, id: string, values: BinValues): Promise<boolean> {
  const rows = await db
    .update(smartBins)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(smartBins.id, id), live))
    .returning({ id: smartBins.id });
  return rows.length > 0;
}

export async function softDeleteBin(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(smartBins)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(smartBins.id, id), live))
    .returning({ id: smartBins.id });
  return rows.length > 0;
}

/** Whether the company is a live customer, and the contract (if any) is one of its own. */
export async function findBinOwner(db: Db, companyId: string, contractId: string | null) {
  const [company] = await db
    .select({ kind: companies.kind, status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!contractId) return { company, contractBelongs: true };
  const [contract] = await db
    .select({ companyId: contracts.companyId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return { company, contractBelongs: contract?.companyId === companyId };
}

/** The customer contract a company's pickups go on `today` (active and running), the last to end; demo. */
export async function currentContractOf(db: Db, companyId: string, today: string): Promise<string | null> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.kind, 'customer'),
        eq(contracts.status, 'active'),
        lte(contracts.startDate, today),
        gte(contracts.endDate, today),
      ),
    )
    .orderBy(desc(contracts.endDate))
    .limit(1);
  return contract?.id ?? null;
}

/** Demo removal: the demo customers' bins with their readings, alerts and audit entries. */
export async function deleteDemoBins(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = inArray(smartBins.companyId, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(smartBins.id) })
      .from(smartBins)
      .where(ofDemo),
  );
  const demoBins = db.select({ id: smartBins.id }).from(smartBins).where(ofDemo);
  await db.delete(binAlerts).where(inArray(binAlerts.binId, demoBins));
  await db.delete(binReadings).where(inArray(binReadings.binId, demoBins));
  await db.delete(binHourlyReadings).where(inArray(binHourlyReadings.binId, demoBins));
  await db.delete(smartBins).where(ofDemo);
  return { auditEntries };
}

/** What a bin's latest reading leaves on its row: raw values, the fill level derived, the alarms. */
export interface LatestValues {
  measuredAt: Date;
  distanceMm?: number | null;
  fillPercent?: number | null;
  temperatureC?: number | null;
  tiltDeg?: number | null;
  batteryPercent?: number | null;
  alarms?: { full?: boolean; fire?: boolean; tilt?: boolean; lowBattery?: boolean };
}

/** What ingest needs of a sensor's bin: how to read its frames and judge its readings. */
export interface SensorBin {
  id: string;
  companyId: string;
  label: string;
  imei: string | null;
  devEui: string | null;
  deviceModel: DeviceModel | null;
  heightCm: number;
  fullPercent: number | null;
  fireC: number | null;
  tiltDeg: number | null;
  lowBatteryPercent: number | null;
}

/**
 * The live sensor bins the devices name, in every company (the caller narrows them to a key's): one
 * prepared statement whatever the batch holds.
 */
export async function binsOfDevices(
  db: Db,
  devices: { imeis: string[]; devEuis: string[]; binIds: string[] },
): Promise<SensorBin[]> {
  const answer = await executePrepared(
    db,
    'sensor_bins',
    sql`select bin.id, bin.company_id, bin.label, bin.imei, bin.dev_eui, bin.device_model, bin.height_cm,
        bin.full_at_percent, bin.fire_at_c, bin.tilt_at_deg, bin.low_battery_at_percent
      from ${smartBins} as bin
      where bin.deleted_at is null and bin.has_sensor
        and (bin.imei = any(${sql.param(devices.imeis)}::text[])
          or bin.dev_eui = any(${sql.param(devices.devEuis)}::text[])
          or bin.id = any(${sql.param(devices.binIds)}::uuid[]))`,
  );
  return rowsOf<Record<string, unknown>>(answer).map((row) => ({
    id: String(row.id),
    companyId: String(row.company_id),
    label: String(row.label),
    imei: (row.imei as string | null) ?? null,
    devEui: (row.dev_eui as string | null) ?? null,
    deviceModel: (row.device_model as DeviceModel | null) ?? null,
    heightCm: Number(row.height_cm),
    fullPercent: (row.full_at_percent as number | null) ?? null,
    fireC: (row.fire_at_c as number | null) ?? null,
    tiltDeg: (row.tilt_at_deg as number | null) ?? null,
    lowBatteryPercent: (row.low_battery_at_percent as number | null) ?? null,
  }));
}

/** A reading ready to store: its bin found, its frame decoded, its fill level derived. */
export interface ReadingRow {
  binId: string;
  measuredAt: Date;
  distanceMm: number | null;
  fillPercent: number | null;
  temperatureC: number | null;
  tiltDeg: number | null;
  batteryPercent: number | null;
  alarmFull: boolean;
  alarmFire: boolean;
  alarmTilt: boolean;
  alarmLowBattery: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** What a batch's write did: the readings it stored, and the bins whose latest reading they replaced. */
export interface StoredReadings {
  /** Each as `<bin id>/<measured-at in ms>`. */
  stored: Set<string>;
  /** With the alerts open on them as the batch found them. */
  newer: Array<{ binId: string; openAlerts: AlertKind[] }>;
}

/**
 * One field of every row as a PostgreSQL array literal. Each value is a number, a boolean, a date or a
 * UUID, none of which needs quoting; the driver's own array encoding cost the hot path a third more.
 */
function column(rows: readonly ReadingRow[], key: keyof ReadingRow): string {
  const values = rows.map((row) => {
    const value = row[key];
    return value === null ? 'NULL' : value instanceof Date ? value.toISOString() : String(value);
  });
  return `{${values.join(',')}}`;
}

/** A stored reading's identity (its primary key) as `storeReadings` answers it. */
export const readingKey = (binId: string, measuredAt: Date) => `${binId}/${measuredAt.getTime()}`;

/**
 * Stores readings in one statement: the new ones (a reading already stored is skipped, so a resent
 * uplink is stored once) and each bin's latest reading when one of them is newer than what its row
 * holds. Answers the readings it stored and the bins it brought up to date, with their open alerts.
 * Their hourly roll-ups follow (`rollUpReadings`). The rows travel as one JSON text: the hot path's
 * cheapest encoding for the driver, and its SQL text never changes, so it stays one prepared statement.
 */
export async function storeReadings(
  db: Db,
  rows: readonly ReadingRow[],
  receivedAt: Date,
): Promise<StoredReadings> {
  if (rows.length === 0) return { stored: new Set(), newer: [] };
  const answer = await executePrepared(
    db,
    'store_readings',
    sql`
    with incoming as (
      select * from unnest(
        ${column(rows, 'binId')}::uuid[], ${column(rows, 'measuredAt')}::timestamptz[],
        ${column(rows, 'distanceMm')}::int[], ${column(rows, 'fillPercent')}::int[],
        ${column(rows, 'temperatureC')}::real[], ${column(rows, 'tiltDeg')}::real[],
        ${column(rows, 'batteryPercent')}::int[], ${column(rows, 'alarmFull')}::boolean[],
        ${column(rows, 'alarmFire')}::boolean[], ${column(rows, 'alarmTilt')}::boolean[],
        ${column(rows, 'alarmLowBattery')}::boolean[], ${column(rows, 'latitude')}::float8[],
        ${column(rows, 'longitude')}::float8[]
      ) as reading("binId", "measuredAt", "distanceMm", "fillPercent", "temperatureC", "tiltDeg",
        "batteryPercent", "alarmFull", "alarmFire", "alarmTilt", "alarmLowBattery", latitude, longitude)
    ), stored as (
      insert into ${binReadings} (bin_id, measured_at, received_at, distance_mm, fill_percent,
        temperature_c, tilt_deg, battery_percent, alarm_full, alarm_fire, alarm_tilt,
        alarm_low_battery, latitude, longitude)
      select "binId", "measuredAt", ${receivedAt.toISOString()}::timestamptz, "distanceMm", "fillPercent",
        "temperatureC", "tiltDeg", "batteryPercent", "alarmFull", "alarmFire", "alarmTilt",
        "alarmLowBattery", latitude, longitude
      from incoming
      on conflict do nothing
      returning *
    ), newest as (
      select distinct on (bin_id) * from stored order by bin_id, measured_at desc
    ), latest as (
      update ${smartBins} as bin set last_reading_at = newest.measured_at,
        last_distance_mm = newest.distance_mm, last_fill_percent = newest.fill_percent,
        last_temperature_c = newest.temperature_c, last_tilt_deg = newest.tilt_deg,
        last_battery_percent = newest.battery_percent, alarm_full = newest.alarm_full,
        alarm_fire = newest.alarm_fire, alarm_tilt = newest.alarm_tilt,
        alarm_low_battery = newest.alarm_low_battery
      from newest
      where bin.id = newest.bin_id
        and (bin.last_reading_at is null or bin.last_reading_at < newest.measured_at)
      returning bin.id,
        (select json_agg(alert.kind) from ${binAlerts} as alert
          where alert.bin_id = bin.id and alert.closed_at is null) as open_alerts
    )
    select bin_id || '/' || round(extract(epoch from measured_at) * 1000) as stored, null as bin_id,
      null as open_alerts from stored
    union all select null, id, open_alerts from latest`,
  );
  const written = rowsOf<{ stored: string | null; bin_id: string | null; open_alerts: AlertKind[] | null }>(
    answer,
  );
  const stored = new Set<string>();
  const newer: StoredReadings['newer'] = [];
  for (const row of written) {
    if (row.stored !== null) stored.add(row.stored);
    else if (row.bin_id !== null) newer.push({ binId: row.bin_id, openAlerts: row.open_alerts ?? [] });
  }
  return { stored, newer };
}

/** An alert that a reading opens: the bin's condition from the reading's moment. */
export interface OpeningAlert {
  binId: string;
  companyId: string;
  kind: AlertKind;
  openedAt: Date;
  value: number | null;
}

/** Opens alerts, none twice: a condition already open for the bin stays the one alert. */
export async function openAlerts(db: Db, alerts: readonly OpeningAlert[]) {
  if (alerts.length === 0) return [];
  return db
    .insert(binAlerts)
    .values([...alerts])
    .onConflictDoNothing({ target: [binAlerts.binId, binAlerts.kind], where: isNull(binAlerts.closedAt) })
    .returning({ id: binAlerts.id, binId: binAlerts.binId, kind: binAlerts.kind, value: binAlerts.value });
}

/** An alert whose condition cleared, closed at the moment of the reading that cleared it. */
export interface ClosingAlert {
  binId: string;
  kind: AlertKind;
  closedAt: Date;
}

/**
 * Closes the alerts whose condition cleared and opens the new ones, in one statement (so at once, and
 * in one round trip on ingest's hot path); an alert already open for its bin and kind stays the one.
 * Answers the alerts it opened.
 */
export async function changeAlerts(
  db: Db,
  changes: { closes: readonly ClosingAlert[]; opens: readonly OpeningAlert[] },
): Promise<Array<{ id: string; binId: string; kind: AlertKind; value: number | null }>> {
  if (changes.closes.length + changes.opens.length === 0) return [];
  const answer = await executePrepared(
    db,
    'change_alerts',
    sql`
    with cleared as (
      update ${binAlerts} as alert set closed_at = cleared."closedAt"
      from json_to_recordset(${JSON.stringify(changes.closes)}::json)
        as cleared("binId" uuid, kind text, "closedAt" timestamptz)
      where alert.bin_id = cleared."binId" and alert.kind = cleared.kind and alert.closed_at is null
      returning alert.id
    )
    insert into ${binAlerts} (bin_id, company_id, kind, opened_at, value)
    select "binId", "companyId", kind, "openedAt", value
    from json_to_recordset(${JSON.stringify(changes.opens)}::json)
      as opening("binId" uuid, "companyId" uuid, kind text, "openedAt" timestamptz, value real)
    on conflict (bin_id, kind) where closed_at is null do nothing
    returning id, bin_id as "binId", kind, value`,
  );
  return rowsOf(answer);
}

/** Who hears of a fire or a fallen bin at once: the customer's admins and the provider's staff. */
export async function alertRecipients(db: Db, companyId: string) {
  return db
    .select({ email: users.email, name: users.name, phone: users.phone, userType: users.userType })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(and(eq(users.companyId, companyId), eq(users.role, 'admin')), eq(users.userType, 'internal')),
      ),
    );
}

const acknowledgers = alias(users, 'acknowledgers');

const alertColumns = {
  id: binAlerts.id,
  binId: binAlerts.binId,
  binLabel: smartBins.label,
  companyId: binAlerts.companyId,
  companyName: companies.name,
  kind: binAlerts.kind,
  openedAt: binAlerts.openedAt,
  closedAt: binAlerts.closedAt,
  value: binAlerts.value,
  acknowledgedAt: binAlerts.acknowledgedAt,
  acknowledgedByName: acknowledgers.name,
  note: binAlerts.note,
};

function alertsWith(db: Db) {
  return db
    .select(alertColumns)
    .from(binAlerts)
    .innerJoin(smartBins, eq(smartBins.id, binAlerts.binId))
    .innerJoin(companies, eq(companies.id, binAlerts.companyId))
    .leftJoin(acknowledgers, eq(acknowledgers.id, binAlerts.acknowledgedBy));
}

/** Alerts newest first: the open ones by default, a bin's or a company's when asked. */
export async function listAlerts(db: Db, filter: AlertListFilter, scope: CompanyScope) {
  const where = and(
    withinScope(binAlerts.companyId, scope, filter.companyId),
    filter.binId ? eq(binAlerts.binId, filter.binId) : undefined,
    filter.kind ? eq(binAlerts.kind, filter.kind) : undefined,
    filter.status === 'open' ? isNull(binAlerts.closedAt) : undefined,
    filter.status === 'closed' ? isNotNull(binAlerts.closedAt) : undefined,
  );
  return listPage(db, {
    rows: alertsWith(db)
      .where(where)
      .orderBy(desc(binAlerts.openedAt), desc(binAlerts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(binAlerts).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findAlert(db: Db, id: string) {
  const [row] = await alertsWith(db).where(eq(binAlerts.id, id));
  return row;
}
export type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

export async function acknowledgeAlert(
  db: Db,
  id: string,
  acknowledgement: { by: string; at: Date; note: string },
): Promise<boolean> {
  const rows = await db
    .update(binAlerts)
    .set({
      acknowledgedAt: acknowledgement.at,
      acknowledgedBy: acknowledgement.by,
      note: acknowledgement.note,
    })
    .where(eq(binAlerts.id, id))
    .returning({ id: binAlerts.id });
  return rows.length > 0;
}

/** The readings' monthly partitions, by name (the default one left out). */
export async function readingPartitions(db: Db): Promise<string[]> {
  const answer = await db.execute(sql`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = ${sql.raw(`'smart_bin_readings'::regclass`)}
      and child.relname <> 'smart_bin_readings_default'`);
  return rowsOf<{ name: string }>(answer).map((row) => row.name);
}

/**
 * Makes a month's partition, moving in the readings that waited for it in the default partition
 * (PostgreSQL refuses a partition whose rows the default one still holds). In a transaction.
 */
export async function makeReadingPartition(db: Db, name: string, month: { start: Date; end: Date }) {
  const table = sql.identifier(name);
  const from = month.start.toISOString();
  const to = month.end.toISOString();
  await db.execute(sql`create table ${table} (like ${binReadings} including defaults including constraints)`);
  await db.execute(sql`
    with moved as (
      delete from smart_bin_readings_default
      where measured_at >= ${from}::timestamptz and measured_at < ${to}::timestamptz
      returning *
    )
    insert into ${table} select * from moved`);
  await db.execute(
    sql`alter table ${binReadings} attach partition ${table} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
  );
}

/** Drops a month past the retention, and what of that age still waits in the default partition. */
export async function dropReadingPartition(db: Db, name: string, cutoff: Date) {
  await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
  await db.execute(
    sql`delete from smart_bin_readings_default where measured_at < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** Live sensor bins after `after` by id, a chunk at a time, with their own full threshold. */
export async function binsToForecast(db: Db, after: string, limit: number) {
  return db
    .select({
      id: smartBins.id,
      fullPercent: smartBins.fullPercent,
      fireC: smartBins.fireC,
      tiltDeg: smartBins.tiltDeg,
      lowBatteryPercent: smartBins.lowBatteryPercent,
    })
    .from(smartBins)
    .where(
      and(live, eq(smartBins.hasSensor, true), after ? sql`${smartBins.id} > ${after}::uuid` : undefined),
    )
    .orderBy(asc(smartBins.id))
    .limit(limit);
}

/** Each hour's mean fill level of these bins since a moment, oldest first. */
export async function hourlyFillSince(db: Db, binIds: string[], since: Date) {
  return db
    .select({
      binId: binHourlyReadings.binId,
      hour: binHourlyReadings.hour,
      fillPercent: sql<number>`${binHourlyReadings.fillSum}::float8 / ${binHourlyReadings.fillCount}`,
    })
    .from(binHourlyReadings)
    .where(
      and(
        inArray(binHourlyReadings.binId, binIds),
        gte(binHourlyReadings.hour, since),
        sql`${binHourlyReadings.fillCount} > 0`,
      ),
    )
    .orderBy(asc(binHourlyReadings.binId), asc(binHourlyReadings.hour));
}

export async function saveForecasts(db: Db, forecasts: ReadonlyArray<{ binId: string; forecast: Forecast }>) {
  if (forecasts.length === 0) return;
  const ids = forecasts.map((item) => item.binId);
  const kinds = forecasts.map((item) => item.forecast.kind);
  const fullAts = forecasts.map((item) =>
    item.forecast.kind === 'filling' ? item.forecast.fullAt.toISOString() : null,
  );
  const rates = forecasts.map((item) =>
    item.forecast.kind === 'filling' ? item.forecast.pointsPerDay : null,
  );
  await db.execute(sql`
    update ${smartBins} as bin set forecast_kind = forecast.kind, forecast_full_at = forecast.full_at,
      fill_points_per_day = forecast.rate
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(kinds)}::text[], ${sql.param(fullAts)}::timestamptz[],
      ${sql.param(rates)}::real[]) as forecast(bin_id, kind, full_at, rate)
    where bin.id = forecast.bin_id`);
}

/** Where the roll-ups have caught up to: readings received before it are in them. */
export async function rollUpMark(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(binRollUpMarks).where(eq(binRollUpMarks.name, 'hourly'));
  return row?.until ?? null;
}

/**
 * Recomputes, from the readings themselves, every bin-hour that received a reading in
 * [`since`, `until`) and moves the mark to `until`: idempotent, so two servers doing it at once, or
 * again after a crash, leave the same roll-ups.
 */
export async function rollUpReceived(db: Db, since: Date, until: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const answer = await tx.execute(sql`
      with touched as (
        select distinct bin_id, date_trunc('hour', measured_at) as hour from ${binReadings}
        where received_at >= ${since.toISOString()}::timestamptz and received_at < ${until.toISOString()}::timestamptz
      ), summed as (
        insert into ${binHourlyReadings} (bin_id, hour, readings, fill_sum, fill_count, temperature_max, battery_min)
        select touched.bin_id, touched.hour, count(*), coalesce(sum(reading.fill_percent), 0),
          count(reading.fill_percent), max(reading.temperature_c), min(reading.battery_percent)
        from touched join ${binReadings} as reading on reading.bin_id = touched.bin_id
          and reading.measured_at >= touched.hour and reading.measured_at < touched.hour + interval '1 hour'
        group by touched.bin_id, touched.hour
        on conflict (bin_id, hour) do update set readings = excluded.readings,
          fill_sum = excluded.fill_sum, fill_count = excluded.fill_count,
          temperature_max = excluded.temperature_max, battery_min = excluded.battery_min
        returning 1
      )
      select count(*)::int as hours from summed`);
    await tx
      .insert(binRollUpMarks)
      .values({ name: 'hourly', until })
      .onConflictDoUpdate({ target: binRollUpMarks.name, set: { until } });
    return Number(rowsOf<{ hours: number }>(answer)[0]?.hours ?? 0);
  });
}

/**
 * Opens an offline alert for each live sensor bin that has reported before and has now been silent
 * for longer than it may be, dated when it became offline; a bin already alerted keeps its alert.
 * Answers how many opened. Reads the bins' rows once (no readings).
 */
export async function openOfflineAlerts(db: Db, now: Date): Promise<number> {
  const silentFor = sql`make_interval(mins => ${OFFLINE_AFTER_INTERVALS} * ${smartBins.expectedIntervalMinutes})`;
  const opened = await db.execute(sql`
    insert into ${binAlerts} (bin_id, company_id, kind, opened_at, value)
    select ${smartBins.id}, ${smartBins.companyId}, 'offline', ${smartBins.lastReadingAt} + ${silentFor}, null
    from ${smartBins}
    where ${smartBins.deletedAt} is null and ${smartBins.hasSensor}
      and ${smartBins.lastReadingAt} < ${now.toISOString()}::timestamptz - ${silentFor}
    on conflict (bin_id, kind) where closed_at is null do nothing
    returning bin_id`);
  return rowsOf(opened).length;
}
