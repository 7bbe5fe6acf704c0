import type { BinListFilter, BinValues } from '@sirkula/domain/smartbins/inputs';
import {
  type BinThresholds,
  OFFLINE_AFTER_INTERVALS,
  type SensorState,
} from '@sirkula/domain/smartbins/rules';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, contracts, smartBins } from '../../db/schema.ts';
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
  updatedAt: smartBins.updatedAt,
};

const live = isNull(smartBins.deletedAt);

/**
 * The domain's `alertsOf` and `isOffline` in SQL, for the state filter: a device alarm, or a value
 * past the bin's own threshold or else the default. The list's API test holds the two together.
 */
function stateCondition(state: SensorState, defaults: BinThresholds, now: Date): SQL {
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

function normalCondition(defaults: BinThresholds, now: Date): SQL {
  const states: SensorState[] = ['fire', 'fall', 'full', 'offline', 'lowBattery'];
  // A comparison with a missing value is null in SQL, not false: coalesce keeps "not any" true.
  return not(sql`coalesce(${or(...states.map((state) => stateCondition(state, defaults, now)))}, false)`);
}

const SORT_COLUMNS = {
  label: smartBins.label,
  fillPercent: smartBins.lastFillPercent,
  lastReadingAt: smartBins.lastReadingAt,
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
  const where = and(...conditions);
  const direction = filter.order === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[filter.sort];
  return listPage(db, {
    rows: db
      .select(binColumns)
      .from(smartBins)
      .innerJoin(companies, eq(companies.id, smartBins.companyId))
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
    .where(and(eq(smartBins.id, id), live));
  return row;
}

export type BinRow = NonNullable<Awaited<ReturnType<typeof findBin>>>;

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

/** Demo removal: the demo customers' bins with their audit entries. */
export async function deleteDemoBins(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = inArray(smartBins.companyId, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(smartBins.id) })
      .from(smartBins)
      .where(ofDemo),
  );
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

export async function saveLatestReading(db: Db, id: string, latest: LatestValues): Promise<void> {
  await db
    .update(smartBins)
    .set({
      lastReadingAt: latest.measuredAt,
      lastDistanceMm: latest.distanceMm ?? null,
      lastFillPercent: latest.fillPercent ?? null,
      lastTemperatureC: latest.temperatureC ?? null,
      lastTiltDeg: latest.tiltDeg ?? null,
      lastBatteryPercent: latest.batteryPercent ?? null,
      alarmFull: latest.alarms?.full ?? false,
      alarmFire: latest.alarms?.fire ?? false,
      alarmTilt: latest.alarms?.tilt ?? false,
      alarmLowBattery: latest.alarms?.lowBattery ?? false,
    })
    .where(eq(smartBins.id, id));
}
