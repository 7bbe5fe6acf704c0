import type { AssignmentChoices } from '@sirkula/domain/fleet/answers';
import {
  type AssignmentRefusal,
  assignmentRefusals,
  canAssign,
  driverRefusals,
  vehicleRefusals,
} from '@sirkula/domain/fleet/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { insertEvent, type JourneyRow, lockJourney, updateJourney } from '../journeys/public.ts';
import {
  busyHoldersOn,
  busyOn,
  currentLoads,
  findJourneyToAssign,
  lockDriver,
  lockVehicle,
  transporterFleet,
} from './dispatch-queries.ts';
import { canManageFleet } from './policy.ts';
import type { DriverRow, VehicleRow } from './queries.ts';

/**
 * Refused with every reason at once: the message lists them, and `fields` carries each reason's code
 * with its sentence so a client can show or act on them one by one.
 */
function refused(reasons: AssignmentRefusal[]): AppError {
  const keys = reasons.map((reason) => `fleet.refusals.${reason}`);
  const fields = Object.fromEntries(reasons.map((reason, index) => [reason, keys[index] ?? '']));
  return new AppError(409, 'ASSIGNMENT_REFUSED', 'fleet.errors.assignmentRefused', fields, {}, keys);
}

/** The vehicle and driver must be active and of the journey's transporter; another's reads like a missing one. */
function checkedCandidates(journey: JourneyRow, vehicle?: VehicleRow, driver?: DriverRow) {
  const fields: Record<string, string> = {};
  if (vehicle?.companyId !== journey.transporterId) fields.vehicleId = 'fleet.errors.vehicleNotOfTransporter';
  else if (!vehicle.active) fields.vehicleId = 'fleet.errors.vehicleInactive';
  if (driver?.companyId !== journey.transporterId) fields.driverId = 'fleet.errors.driverNotOfTransporter';
  else if (!driver.active) fields.driverId = 'fleet.errors.driverInactive';
  if (!vehicle || !driver || Object.keys(fields).length > 0) throw new Invalid('errors.badRequest', fields);
  return { vehicle, driver };
}

/**
 * Puts a vehicle and driver on a journey that has not yet been picked up, unless the domain's rules
 * refuse them (busy that day, too small, documents lapsed for B3). The journey, vehicle and driver stay
 * locked until the assignment, its timeline event and its audit entry are written together.
 */
export async function assign(
  db: Db,
  actor: Actor,
  journeyId: string,
  input: { vehicleId: string; driverId: string },
  now: Date,
) {
  if (!canManageFleet(actor)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const journey = await lockJourney(tx, journeyId);
    if (!journey) throw new NotFound('fleet.errors.journeyNotFound', 'JOURNEY_NOT_FOUND');
    if (!canAssign(journey)) throw new Conflict('fleet.errors.notAssignable', {}, 'JOURNEY_NOT_ASSIGNABLE');
    const { vehicle, driver } = checkedCandidates(
      journey,
      await lockVehicle(tx, input.vehicleId),
      await lockDriver(tx, input.driverId),
    );
    const [load] = await currentLoads(tx, [journey.id]);
    const reasons = assignmentRefusals(vehicle, driver, {
      plannedOn: journey.plannedOn,
      plannedQuantityKg: load?.kg ?? 0,
      carriesB3: load?.carriesB3 ?? false,
      vehicleBusy: await busyOn(tx, { vehicleId: vehicle.id }, journey.plannedOn, journey.id),
      driverBusy: await busyOn(tx, { driverId: driver.id }, journey.plannedOn, journey.id),
    });
    if (reasons.length > 0) throw refused(reasons);
    await updateJourney(tx, journey.id, input, now);
    await insertEvent(tx, {
      journeyId: journey.id,
      kind: 'assigned',
      actorId: actor.id,
      occurredAt: now,
      recordedAt: now,
      note: `${vehicle.plate} · ${driver.name}`,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'journey',
      entityId: journey.id,
      action: 'assign',
      before: { vehicleId: journey.vehicleId, driverId: journey.driverId },
      after: input,
    });
    return { id: journey.id, number: journey.number, plannedOn: journey.plannedOn, ...input };
  });
}

/** What staff are answered once the journey is assigned: the journey and a message in their language. */
export async function assignAndTell(
  db: Db,
  actor: Actor,
  journeyId: string,
  input: { vehicleId: string; driverId: string },
  now: Date,
  language: Language,
) {
  const journey = await assign(db, actor, journeyId, input, now);
  return { journey, message: translate(language, 'fleet.messages.assigned', { number: journey.number }) };
}

/** The most vehicles or drivers of one transporter the assign dialog offers. */
export const CHOICE_LIMIT = 200;

/**
 * What the assign dialog offers: every active vehicle and driver of the journey's transporter with the
 * reasons the same rules as `assign` would refuse it, read in a fixed number of queries.
 */
export async function assignmentChoices(db: Db, actor: Actor, journeyId: string): Promise<AssignmentChoices> {
  if (!canManageFleet(actor)) throw new Forbidden();
  const journey = await findJourneyToAssign(db, journeyId);
  if (!journey) throw new NotFound('fleet.errors.journeyNotFound', 'JOURNEY_NOT_FOUND');
  if (!canAssign(journey)) throw new Conflict('fleet.errors.notAssignable', {}, 'JOURNEY_NOT_ASSIGNABLE');
  const [[load], { vehicleRows, driverRows }] = await Promise.all([
    currentLoads(db, [journey.id]),
    transporterFleet(db, journey.transporterId, CHOICE_LIMIT),
  ]);
  const offered = {
    vehicles: vehicleRows.slice(0, CHOICE_LIMIT),
    drivers: driverRows.slice(0, CHOICE_LIMIT),
  };
  const busy = await busyHoldersOn(
    db,
    {
      vehicleIds: offered.vehicles.map((vehicle) => vehicle.id),
      driverIds: offered.drivers.map((driver) => driver.id),
    },
    journey.plannedOn,
    journey.id,
  );
  const needs = {
    plannedOn: journey.plannedOn,
    plannedQuantityKg: load?.kg ?? 0,
    carriesB3: load?.carriesB3 ?? false,
  };
  return {
    journey: {
      id: journey.id,
      number: journey.number,
      plannedOn: journey.plannedOn,
      plannedQuantityKg: needs.plannedQuantityKg,
      carriesB3: needs.carriesB3,
      vehicleId: journey.vehicleId,
      driverId: journey.driverId,
    },
    vehicles: offered.vehicles.map((vehicle) => ({
      id: vehicle.id,
      plate: vehicle.plate,
      type: vehicle.type,
      capacityKg: vehicle.capacityKg,
      refusals: vehicleRefusals(vehicle, { ...needs, vehicleBusy: busy.vehicleIds.has(vehicle.id) }),
    })),
    drivers: offered.drivers.map((driver) => ({
      id: driver.id,
      name: driver.name,
      refusals: driverRefusals(driver, { ...needs, driverBusy: busy.driverIds.has(driver.id) }),
    })),
    truncated: vehicleRows.length > CHOICE_LIMIT || driverRows.length > CHOICE_LIMIT,
  };
}
