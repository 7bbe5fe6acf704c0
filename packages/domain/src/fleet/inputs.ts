import { z } from 'zod';
import { isCalendarDate } from '../shared/dates.ts';
import { pageQuery, searchText, sortOrder } from '../shared/lists.ts';
import { placeFields, refinePlace } from '../shared/places.ts';
import { nameField, phoneField } from '../users/rules.ts';
import { LICENCE_CLASSES, normalisePlate, VEHICLE_TYPES } from './rules.ts';

/** The heaviest load a form accepts, well above any road vehicle's. */
const MAX_CAPACITY_KG = 100_000;

const plateField = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .transform((typed, ctx) => {
    const plate = normalisePlate(typed);
    if (!plate) {
      ctx.addIssue({ code: 'custom', message: 'fleet.validation.plate' });
      return z.NEVER;
    }
    return plate;
  });

const requiredDate = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isCalendarDate, 'fleet.validation.date');

/** A document date left empty (null) when the vehicle or driver has no such document. */
const optionalDate = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'fleet.validation.date');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

/** What staff record of a vehicle; its transporter is chosen once, when it is added. */
export const vehicleInput = z.object({
  plate: plateField,
  type: z.enum(VEHICLE_TYPES, { message: 'fleet.validation.type' }),
  capacityKg: z
    .number({ message: 'fleet.validation.capacity' })
    .int('fleet.validation.capacity')
    .positive('fleet.validation.capacity')
    .max(MAX_CAPACITY_KG, 'fleet.validation.capacityTooLarge'),
  b3PermitNumber: optionalText(60),
  b3PermitExpiresOn: optionalDate,
  registrationExpiresOn: requiredDate,
  roadworthinessExpiresOn: optionalDate,
  active: z.boolean().default(true),
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.output<typeof vehicleInput>;

const transporterField = { companyId: z.uuid('fleet.validation.company') };

export const newVehicleInput = vehicleInput.extend(transporterField);
export type NewVehicleInput = z.input<typeof newVehicleInput>;
export type NewVehicleValues = z.output<typeof newVehicleInput>;

/** What staff record of a driver; the linked account is the one the driver signs in with on the phone. */
export const driverInput = z.object({
  name: nameField,
  phone: phoneField,
  licenceNumber: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(30, 'validation.tooLong')
    .regex(/^[0-9A-Za-z -]+$/, 'fleet.validation.licenceNumber'),
  licenceClass: z.enum(LICENCE_CLASSES, { message: 'fleet.validation.licenceClass' }),
  licenceExpiresOn: requiredDate,
  b3TrainingExpiresOn: optionalDate,
  userId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  active: z.boolean().default(true),
});
export type DriverInput = z.input<typeof driverInput>;
export type DriverValues = z.output<typeof driverInput>;

export const newDriverInput = driverInput.extend(transporterField);
export type NewDriverInput = z.input<typeof newDriverInput>;
export type NewDriverValues = z.output<typeof newDriverInput>;

export const assignmentInput = z.object({
  vehicleId: z.uuid('fleet.validation.vehicle'),
  driverId: z.uuid('fleet.validation.driver'),
});
export type AssignmentInput = z.input<typeof assignmentInput>;

/** `true`/`false` in a query string; anything else is no filter. */
const activeFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

const fleetFilters = {
  q: searchText,
  companyId: z.uuid().optional(),
  active: activeFilter,
  order: sortOrder,
};

export const VEHICLE_SORTS = ['plate', 'type', 'capacityKg', 'company', 'registrationExpiresOn'] as const;
export const listVehiclesQuery = pageQuery.extend({
  ...fleetFilters,
  sort: z.enum(VEHICLE_SORTS).default('plate'),
});
export type ListVehiclesQuery = z.input<typeof listVehiclesQuery>;
export type VehicleListFilter = z.output<typeof listVehiclesQuery>;

export const DRIVER_SORTS = ['name', 'licenceClass', 'licenceExpiresOn', 'company'] as const;
export const listDriversQuery = pageQuery.extend({
  ...fleetFilters,
  sort: z.enum(DRIVER_SORTS).default('name'),
});
export type ListDriversQuery = z.input<typeof listDriversQuery>;
export type DriverListFilter = z.output<typeof listDriversQuery>;

export const EXPIRING_SORTS = ['expiresOn'] as const;
export const expiringQuery = pageQuery.extend({
  companyId: z.uuid().optional(),
  sort: z.enum(EXPIRING_SORTS).default('expiresOn'),
  order: sortOrder,
});
export type ExpiringQuery = z.input<typeof expiringQuery>;
export type ExpiringFilter = z.output<typeof expiringQuery>;

export const dispatchQuery = z.object({ day: requiredDate, companyId: z.uuid().optional() });
export type DispatchQuery = z.input<typeof dispatchQuery>;

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

/** A transit hub where loads are gathered between pickups and the receiver, pinned on the map. */
export const transitHubInput = z
  .object({
    name: requiredText(120),
    address: requiredText(500),
    city: requiredText(100),
    ...placeFields,
  })
  .superRefine(refinePlace);
export type TransitHubInput = z.input<typeof transitHubInput>;
export type TransitHubValues = z.output<typeof transitHubInput>;

export const TRANSIT_HUB_SORTS = ['name', 'city'] as const;
export const listTransitHubsQuery = pageQuery.extend({
  q: searchText,
  sort: z.enum(TRANSIT_HUB_SORTS).default('name'),
  order: sortOrder,
});
export type ListTransitHubsQuery = z.input<typeof listTransitHubsQuery>;
export type TransitHubListFilter = z.output<typeof listTransitHubsQuery>;
