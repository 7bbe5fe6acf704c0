import type { Driver, Vehicle } from '@sirkula/domain/fleet/answers';
import type { fleetApi } from '@sirkula/domain/fleet/api';
import type {
  AssignmentInput,
  DriverInput,
  ExpiringQuery,
  ListDriversQuery,
  ListTransitHubsQuery,
  ListVehiclesQuery,
  NewDriverInput,
  NewVehicleInput,
  TransitHubInput,
  VehicleInput,
} from '@sirkula/domain/fleet/inputs';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { formatPhone } from '@sirkula/domain/shared/format';
import type { usersApi } from '@sirkula/domain/users/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof fleetApi>();
const users = client<typeof usersApi>();

export const fleetKeys = {
  all: ['fleet'] as const,
  vehicles: ['fleet', 'vehicles'] as const,
  drivers: ['fleet', 'drivers'] as const,
  expiring: ['fleet', 'expiring'] as const,
  dispatch: ['fleet', 'dispatch'] as const,
  transitHubs: ['fleet', 'transit-hubs'] as const,
};

export const vehiclesQuery = (query: ListVehiclesQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.vehicles, query],
    queryFn: () => call('GET /fleet/vehicles', { query }),
    placeholderData: keepPreviousData,
  });

export const driversQuery = (query: ListDriversQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.drivers, query],
    queryFn: () => call('GET /fleet/drivers', { query }),
    placeholderData: keepPreviousData,
  });

export const expiringQuery = (query: ExpiringQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.expiring, query],
    queryFn: () => call('GET /fleet/expiring', { query }),
    placeholderData: keepPreviousData,
  });

export const dispatchQuery = (day: CalendarDate) =>
  queryOptions({
    queryKey: [...fleetKeys.dispatch, day],
    queryFn: () => call('GET /fleet/dispatch', { query: { day } }),
    placeholderData: keepPreviousData,
  });

/** The most a choice of one transporter's partner accounts offers; the users list pages through more. */
const CHOICES = 100;

/**
 * What the assign dialog offers for one journey: the transporter's active vehicles and drivers, each
 * with the reasons the fleet's rules refuse it for this journey, in one request.
 */
export const assignmentChoicesQuery = (journeyId: string) =>
  queryOptions({
    queryKey: [...fleetKeys.all, 'choices', journeyId],
    queryFn: () => call('GET /fleet/assignments/:journeyId/choices', { params: { journeyId } }),
  });

/** The transporter's partner accounts a driver may sign in with on the phone. */
export const partnerAccountsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['users', 'list', { companyId, userType: 'partner', fleet: true }],
    queryFn: () =>
      users('GET /users', {
        query: { companyId, userType: 'partner', status: 'active', pageSize: CHOICES },
      }),
  });

/** After any change the fleet's lists, board and document list read again. */
function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetKeys.all });
}

export function useSaveVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (save: { id: string; input: VehicleInput } | { id: null; input: NewVehicleInput }) =>
      save.id === null
        ? call('POST /fleet/vehicles', { body: save.input })
        : call('PATCH /fleet/vehicles/:id', { params: { id: save.id }, body: save.input }),
    onSuccess: refresh,
  });
}

export function useSaveDriver() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (save: { id: string; input: DriverInput } | { id: null; input: NewDriverInput }) =>
      save.id === null
        ? call('POST /fleet/drivers', { body: save.input })
        : call('PATCH /fleet/drivers/:id', { params: { id: save.id }, body: save.input }),
    onSuccess: refresh,
  });
}

export function useAssignJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ journeyId, input }: { journeyId: string; input: AssignmentInput }) =>
      call('PUT /fleet/assignments/:journeyId', { params: { journeyId }, body: input }),
    // The journey's own screens read it again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['journeys'] }),
      ]),
  });
}

/** A vehicle as the form edits it: its stored values, with the documents it lacks left empty. */
export function vehicleValues(vehicle: Vehicle): VehicleInput {
  return {
    plate: vehicle.plate,
    type: vehicle.type,
    capacityKg: vehicle.capacityKg,
    b3PermitNumber: vehicle.b3PermitNumber ?? '',
    b3PermitExpiresOn: vehicle.b3PermitExpiresOn ?? '',
    registrationExpiresOn: vehicle.registrationExpiresOn ?? '',
    roadworthinessExpiresOn: vehicle.roadworthinessExpiresOn ?? '',
    active: vehicle.active,
  };
}

export function driverValues(driver: Driver): DriverInput {
  return {
    name: driver.name,
    phone: formatPhone(driver.phone),
    licenceNumber: driver.licenceNumber,
    licenceClass: driver.licenceClass,
    licenceExpiresOn: driver.licenceExpiresOn ?? '',
    b3TrainingExpiresOn: driver.b3TrainingExpiresOn ?? '',
    userId: driver.userId,
    active: driver.active,
  };
}

export const transitHubsQuery = (query: ListTransitHubsQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.transitHubs, query],
    queryFn: () => call('GET /fleet/transit-hubs', { query }),
    placeholderData: keepPreviousData,
  });

export function useSaveTransitHub() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TransitHubInput }) =>
      id === null
        ? call('POST /fleet/transit-hubs', { body: input })
        : call('PATCH /fleet/transit-hubs/:id', { params: { id }, body: input }),
    onSuccess: refresh,
  });
}
