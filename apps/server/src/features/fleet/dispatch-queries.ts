import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, drivers, journeyRecords, journeys, vehicles, wasteRecords } from '../../db/schema.ts';
import type { DriverRow, VehicleRow } from './queries.ts';

// The fleet's reads and writes of journeys: the dispatch board and assigning a vehicle and driver.

/** The day's journeys that still run (not cancelled), optionally of one transporter; `limit` + 1 tells there are more. */
export function journeysOn(db: Db, day: CalendarDate, companyId: string | undefined, limit: number) {
  return db
    .select({
      id: journeys.id,
      number: journeys.number,
      stage: journeys.stage,
      status: journeys.status,
      transporterId: journeys.transporterId,
      transporterName: companies.name,
      vehicleId: journeys.vehicleId,
      driverId: journeys.driverId,
    })
    .from(journeys)
    .innerJoin(companies, eq(companies.id, journeys.transporterId))
    .where(
      and(
        eq(journeys.plannedOn, day),
        ne(journeys.status, 'cancelled'),
        companyId ? eq(journeys.transporterId, companyId) : undefined,
      ),
    )
    .orderBy(asc(journeys.number))
    .limit(limit + 1);
}

/**
 * What each journey carries now (records that have not left it): the kilograms of its records weighed
 * in kg, and whether any is B3 waste.
 */
export async function currentLoads(db: Db, journeyIds: string[]) {
  if (journeyIds.length === 0) return [];
  return db
    .select({
      journeyId: journeyRecords.journeyId,
      kg: sql<number>`coalesce(sum(${wasteRecords.quantity}) filter (where ${wasteRecords.unit} = 'kg'), 0)`.mapWith(
        Number,
      ),
      carriesB3: sql<boolean>`coalesce(bool_or(${wasteRecords.type} = 'b3'), false)`.mapWith(Boolean),
    })
    .from(journeyRecords)
    .innerJoin(wasteRecords, eq(wasteRecords.id, journeyRecords.wasteRecordId))
    .where(and(inArray(journeyRecords.journeyId, journeyIds), isNull(journeyRecords.leftAt)))
    .groupBy(journeyRecords.journeyId);
}

/**
 * The vehicle and driver, held until the transaction ends: a second assignment of either that day
 * waits and then sees the first one's journey.
 */
export async function lockVehicle(db: Db, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
  return row;
}

export async function lockDriver(db: Db, id: string): Promise<DriverRow | undefined> {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id)).for('update');
  return row;
}

/** Whether the vehicle or driver is on another journey that still runs on `day`. */
export async function busyOn(
  db: Db,
  holder: { vehicleId: string } | { driverId: string },
  day: CalendarDate,
  exceptJourneyId: string,
): Promise<boolean> {
  const matches =
    'vehicleId' in holder ? eq(journeys.vehicleId, holder.vehicleId) : eq(journeys.driverId, holder.driverId);
  const [row] = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(
      and(
        matches,
        eq(journeys.plannedOn, day),
        ne(journeys.status, 'cancelled'),
        ne(journeys.id, exceptJourneyId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A journey as choosing its vehicle and driver needs it, or undefined. */
export async function findJourneyToAssign(db: Db, id: string) {
  const [row] = await db
    .select({
      id: journeys.id,
      number: journeys.number,
      stage: journeys.stage,
      status: journeys.status,
      plannedOn: journeys.plannedOn,
      transporterId: journeys.transporterId,
      vehicleId: journeys.vehicleId,
      driverId: journeys.driverId,
    })
    .from(journeys)
    .where(eq(journeys.id, id));
  return row;
}

/** One transporter's active vehicles and drivers with their documents; `limit` + 1 tells there are more. */
export async function transporterFleet(db: Db, companyId: string, limit: number) {
  const [vehicleRows, driverRows] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.active, true)))
      .orderBy(asc(vehicles.capacityKg), asc(vehicles.plate))
      .limit(limit + 1),
    db
      .select()
      .from(drivers)
      .where(and(eq(drivers.companyId, companyId), eq(drivers.active, true)))
      .orderBy(asc(drivers.name), asc(drivers.id))
      .limit(limit + 1),
  ]);
  return { vehicleRows, driverRows };
}

/**
 * Of the given vehicles and drivers, those on another journey that still runs on `day`: one query for
 * all of them, the same rule as `busyOn`.
 */
export async function busyHoldersOn(
  db: Db,
  holders: { vehicleIds: string[]; driverIds: string[] },
  day: CalendarDate,
  exceptJourneyId: string,
) {
  const vehicleIds = new Set<string>();
  const driverIds = new Set<string>();
  if (holders.vehicleIds.length === 0 && holders.driverIds.length === 0) return { vehicleIds, driverIds };
  const rows = await db
    .select({ vehicleId: journeys.vehicleId, driverId: journeys.driverId })
    .from(journeys)
    .where(
      and(
        or(
          holders.vehicleIds.length > 0 ? inArray(journeys.vehicleId, holders.vehicleIds) : undefined,
          holders.driverIds.length > 0 ? inArray(journeys.driverId, holders.driverIds) : undefined,
        ),
        eq(journeys.plannedOn, day),
        ne(journeys.status, 'cancelled'),
        ne(journeys.id, exceptJourneyId),
      ),
    );
  for (const row of rows) {
    if (row.vehicleId) vehicleIds.add(row.vehicleId);
    if (row.driverId) driverIds.add(row.driverId);
  }
  return { vehicleIds, driverIds };
}
