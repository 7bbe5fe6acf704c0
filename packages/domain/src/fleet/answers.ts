import { z } from 'zod';
import { JOURNEY_STAGES, JOURNEY_STATUSES } from '../journeys/rules.ts';
import { type Answer, messageAnswer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import {
  DRIVER_DOCUMENTS,
  DRIVER_REFUSALS,
  LICENCE_CLASSES,
  VEHICLE_DOCUMENTS,
  VEHICLE_REFUSALS,
  VEHICLE_TYPES,
} from './rules.ts';

const transporter = { companyId: z.string(), companyName: z.string() };

export const vehicleAnswer = z.object({
  id: z.string(),
  ...transporter,
  plate: z.string(),
  type: z.enum(VEHICLE_TYPES),
  capacityKg: z.number(),
  b3PermitNumber: z.string().nullable(),
  b3PermitExpiresOn: z.string().nullable(),
  registrationExpiresOn: z.string().nullable(),
  roadworthinessExpiresOn: z.string().nullable(),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type Vehicle = Answer<typeof vehicleAnswer>;
export const vehiclePage = pageSchema(vehicleAnswer);

export const driverAnswer = z.object({
  id: z.string(),
  ...transporter,
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceClass: z.enum(LICENCE_CLASSES),
  licenceExpiresOn: z.string().nullable(),
  b3TrainingExpiresOn: z.string().nullable(),
  /** The partner account the driver uses on the phone, and its e-mail address to show. */
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  active: z.boolean(),
  updatedAt: timestamp,
});
export type Driver = Answer<typeof driverAnswer>;
export const driverPage = pageSchema(driverAnswer);

/** One dated document of a vehicle or driver that has expired or expires within the warning days. */
export const expiringDocument = z.object({
  holder: z.enum(['vehicle', 'driver']),
  holderId: z.string(),
  /** The vehicle's plate or the driver's name. */
  holderName: z.string(),
  ...transporter,
  document: z.enum([...VEHICLE_DOCUMENTS, ...DRIVER_DOCUMENTS]),
  expiresOn: z.string(),
  expired: z.boolean(),
});
export type ExpiringDocument = Answer<typeof expiringDocument>;
export const expiringPage = pageSchema(expiringDocument);

const dispatchJourney = z.object({
  id: z.string(),
  number: z.string(),
  stage: z.enum(JOURNEY_STAGES),
  status: z.enum(JOURNEY_STATUSES),
});
export type DispatchJourney = Answer<typeof dispatchJourney>;

/** A journey of the day still without a vehicle or driver, with what choosing them depends on. */
export const unassignedJourney = dispatchJourney.extend({
  transporterId: z.string(),
  transporterName: z.string(),
  plannedQuantityKg: z.number(),
  carriesB3: z.boolean(),
  vehicleId: z.string().nullable(),
  driverId: z.string().nullable(),
});
export type UnassignedJourney = Answer<typeof unassignedJourney>;

export const dispatchBoard = z.object({
  day: z.string(),
  vehicles: z.array(
    z.object({
      id: z.string(),
      plate: z.string(),
      type: z.enum(VEHICLE_TYPES),
      capacityKg: z.number(),
      ...transporter,
      journeys: z.array(dispatchJourney),
    }),
  ),
  drivers: z.array(
    z.object({ id: z.string(), name: z.string(), ...transporter, journeys: z.array(dispatchJourney) }),
  ),
  unassigned: z.array(unassignedJourney),
  /** More vehicles, drivers or journeys than the board shows: narrow it to one transporter. */
  truncated: z.boolean(),
});
export type DispatchBoard = Answer<typeof dispatchBoard>;

export const assignmentAnswer = messageAnswer.extend({
  journey: z.object({
    id: z.string(),
    number: z.string(),
    plannedOn: z.string(),
    vehicleId: z.string(),
    driverId: z.string(),
  }),
});
export type AssignmentAnswer = Answer<typeof assignmentAnswer>;

/**
 * What the assign dialog offers for one journey, in one answer: the transporter's active vehicles and
 * drivers, each with the reasons the fleet's rules would refuse it for this journey (none: it may be chosen).
 */
export const assignmentChoices = z.object({
  journey: z.object({
    id: z.string(),
    number: z.string(),
    plannedOn: z.string(),
    plannedQuantityKg: z.number(),
    carriesB3: z.boolean(),
    vehicleId: z.string().nullable(),
    driverId: z.string().nullable(),
  }),
  vehicles: z.array(
    z.object({
      id: z.string(),
      plate: z.string(),
      type: z.enum(VEHICLE_TYPES),
      capacityKg: z.number(),
      refusals: z.array(z.enum(VEHICLE_REFUSALS)),
    }),
  ),
  drivers: z.array(
    z.object({ id: z.string(), name: z.string(), refusals: z.array(z.enum(DRIVER_REFUSALS)) }),
  ),
  /** More vehicles or drivers than the dialog offers. */
  truncated: z.boolean(),
});
export type AssignmentChoices = Answer<typeof assignmentChoices>;

export const transitHubAnswer = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updatedAt: timestamp,
});
export type TransitHub = Answer<typeof transitHubAnswer>;
export const transitHubPage = pageSchema(transitHubAnswer);
