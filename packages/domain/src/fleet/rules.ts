import { addDays, type CalendarDate } from '../shared/dates.ts';

export const VEHICLE_TYPES = ['truck', 'boxTruck', 'tank', 'pickup', 'motorbike'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Indonesian driving licence classes a driver may hold (SIM A, B1, B2 and their commercial "Umum" forms). */
export const LICENCE_CLASSES = ['A', 'B1', 'B2', 'B1Umum', 'B2Umum'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

/** Region code (1–2 letters), number (1–4 digits), suffix (0–3 letters): "B 1234 XYZ", "AB 12". */
const PLATE = /^([A-Z]{1,2}) ?(\d{1,4}) ?([A-Z]{0,3})$/;

/** A plate as typed (any case, spaces or none), written the one way plates are stored and compared. */
export function normalisePlate(typed: string): string | null {
  const match = PLATE.exec(typed.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, region, number, suffix] = match;
  return [region, number, suffix].filter(Boolean).join(' ');
}

/** Documents expiring within this many days are listed on the fleet page. */
export const EXPIRY_WARNING_DAYS = 30;

/** A document is valid through its expiry date (WIB) and expired from the day after. */
export function isExpiredOn(expiresOn: CalendarDate | null, day: CalendarDate): boolean {
  return expiresOn !== null && expiresOn < day;
}

export function expiresSoon(expiresOn: CalendarDate | null, today: CalendarDate): boolean {
  return expiresOn !== null && expiresOn >= today && expiresOn <= addDays(today, EXPIRY_WARNING_DAYS);
}

export interface VehicleFacts {
  capacityKg: number;
  b3PermitExpiresOn: CalendarDate | null;
  registrationExpiresOn: CalendarDate | null;
  roadworthinessExpiresOn: CalendarDate | null;
}

export interface DriverFacts {
  licenceExpiresOn: CalendarDate | null;
  b3TrainingExpiresOn: CalendarDate | null;
}

/** What a journey asks of whoever carries it. */
export interface JourneyNeeds {
  plannedOn: CalendarDate;
  plannedQuantityKg: number;
  carriesB3: boolean;
}

export interface PlannedJourney extends JourneyNeeds {
  /** Whether the vehicle or driver already has another journey that day. */
  vehicleBusy: boolean;
  driverBusy: boolean;
}

export const VEHICLE_REFUSALS = [
  'vehicleBusy',
  'overCapacity',
  'permitExpired',
  'registrationExpired',
  'roadworthinessExpired',
] as const;
export type VehicleRefusal = (typeof VEHICLE_REFUSALS)[number];

export const DRIVER_REFUSALS = ['driverBusy', 'licenceExpired', 'trainingExpired'] as const;
export type DriverRefusal = (typeof DRIVER_REFUSALS)[number];

export type AssignmentRefusal = VehicleRefusal | DriverRefusal;

function reasons<Reason>(checks: Array<[boolean, Reason]>): Reason[] {
  return checks.filter(([refused]) => refused).map(([, reason]) => reason);
}

/**
 * Every reason a vehicle may not carry a journey, empty when it may: busy that day, too small, or (for
 * B3 waste, as the hazardous-waste rules require) a document missing or lapsed on the planned date.
 */
export function vehicleRefusals(
  vehicle: VehicleFacts,
  journey: JourneyNeeds & { vehicleBusy: boolean },
): VehicleRefusal[] {
  const day = journey.plannedOn;
  const b3 = journey.carriesB3;
  return reasons<VehicleRefusal>([
    [journey.vehicleBusy, 'vehicleBusy'],
    [vehicle.capacityKg < journey.plannedQuantityKg, 'overCapacity'],
    [
      b3 && (vehicle.b3PermitExpiresOn === null || isExpiredOn(vehicle.b3PermitExpiresOn, day)),
      'permitExpired',
    ],
    [b3 && isExpiredOn(vehicle.registrationExpiresOn, day), 'registrationExpired'],
    [b3 && isExpiredOn(vehicle.roadworthinessExpiresOn, day), 'roadworthinessExpired'],
  ]);
}

/** Every reason a driver may not drive a journey: busy that day, or for B3 a lapsed licence or training. */
export function driverRefusals(
  driver: DriverFacts,
  journey: JourneyNeeds & { driverBusy: boolean },
): DriverRefusal[] {
  const day = journey.plannedOn;
  const b3 = journey.carriesB3;
  return reasons<DriverRefusal>([
    [journey.driverBusy, 'driverBusy'],
    [b3 && isExpiredOn(driver.licenceExpiresOn, day), 'licenceExpired'],
    [
      b3 && (driver.b3TrainingExpiresOn === null || isExpiredOn(driver.b3TrainingExpiresOn, day)),
      'trainingExpired',
    ],
  ]);
}

/**
 * Every reason a vehicle and driver may not carry a journey together, empty when they may: the
 * vehicle's reasons, then the driver's. The assign dialog shows the same reasons beside each choice.
 */
export function assignmentRefusals(
  vehicle: VehicleFacts,
  driver: DriverFacts,
  journey: PlannedJourney,
): AssignmentRefusal[] {
  return [...vehicleRefusals(vehicle, journey), ...driverRefusals(driver, journey)];
}

/** The dated documents the fleet page watches, on a vehicle or on a driver. */
export const VEHICLE_DOCUMENTS = ['b3Permit', 'registration', 'roadworthiness'] as const;
export const DRIVER_DOCUMENTS = ['licence', 'b3Training'] as const;
export type FleetDocument = (typeof VEHICLE_DOCUMENTS)[number] | (typeof DRIVER_DOCUMENTS)[number];

/** A vehicle and driver are chosen while the journey runs and before anything has been picked up. */
export function canAssign(journey: { status: string; stage: string }): boolean {
  return journey.status === 'active' && journey.stage === 'scheduled';
}
