import type { CalendarDate } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden } from '../../lib/errors.ts';
import { currentLoads, journeysOn } from './dispatch-queries.ts';
import { canManageFleet } from './policy.ts';
import { activeDrivers, activeVehicles } from './queries.ts';

/** How many vehicles, drivers and journeys one board shows; past it, staff narrow it to a transporter. */
export const BOARD_LIMIT = 200;

type DayJourney = Awaited<ReturnType<typeof journeysOn>>[number];

function onBoard({ id, number, stage, status }: DayJourney) {
  return { id, number, stage, status };
}

function journeysBy(journeys: DayJourney[], holder: (journey: DayJourney) => string | null) {
  const grouped = new Map<string, ReturnType<typeof onBoard>[]>();
  for (const journey of journeys) {
    const id = holder(journey);
    if (id) grouped.set(id, [...(grouped.get(id) ?? []), onBoard(journey)]);
  }
  return grouped;
}

/**
 * The day's dispatch board: every active vehicle and driver with that day's journeys, and the journeys
 * still waiting for a vehicle or driver with what choosing them depends on (load and B3).
 */
export async function dispatchBoard(db: Db, actor: Actor, query: { day: CalendarDate; companyId?: string }) {
  if (!canManageFleet(actor)) throw new Forbidden();
  const [vehicleRows, driverRows, journeyRows] = await Promise.all([
    activeVehicles(db, query.companyId, BOARD_LIMIT),
    activeDrivers(db, query.companyId, BOARD_LIMIT),
    journeysOn(db, query.day, query.companyId, BOARD_LIMIT),
  ]);
  const truncated = [vehicleRows, driverRows, journeyRows].some((rows) => rows.length > BOARD_LIMIT);
  const journeys = journeyRows.slice(0, BOARD_LIMIT);
  const byVehicle = journeysBy(journeys, (journey) => journey.vehicleId);
  const byDriver = journeysBy(journeys, (journey) => journey.driverId);
  const waiting = journeys.filter(
    (journey) => journey.status === 'active' && (!journey.vehicleId || !journey.driverId),
  );
  const loads = new Map(
    (
      await currentLoads(
        db,
        waiting.map((journey) => journey.id),
      )
    ).map((load) => [load.journeyId, load]),
  );
  return {
    day: query.day,
    vehicles: vehicleRows
      .slice(0, BOARD_LIMIT)
      .map((vehicle) => ({ ...vehicle, journeys: byVehicle.get(vehicle.id) ?? [] })),
    drivers: driverRows
      .slice(0, BOARD_LIMIT)
      .map((driver) => ({ ...driver, journeys: byDriver.get(driver.id) ?? [] })),
    unassigned: waiting.map((journey) => ({
      ...onBoard(journey),
      transporterId: journey.transporterId,
      transporterName: journey.transporterName,
      vehicleId: journey.vehicleId,
      driverId: journey.driverId,
      plannedQuantityKg: loads.get(journey.id)?.kg ?? 0,
      carriesB3: loads.get(journey.id)?.carriesB3 ?? false,
    })),
    truncated,
  };
}
