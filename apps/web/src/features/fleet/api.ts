import type {
  AssignmentAnswer,
  AssignmentChoices,
  DispatchBoard,
  Driver,
  ExpiringDocument,
  TransitHub,
  Vehicle,
} from '@sirkula/domain/fleet/answers';
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
import type { Page } from '@sirkula/domain/shared/lists';
import type { UserSummary } from '@sirkula/domain/users/answers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

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
    queryFn: () => api<Page<Vehicle>>('GET', withQuery('/fleet/vehicles', query)),
    placeholderData: keepPreviousData,
  });

export const driversQuery = (query: ListDriversQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.drivers, query],
    queryFn: () => api<Page<Driver>>('GET', withQuery('/fleet/drivers', query)),
    placeholderData: keepPreviousData,
  });

export const expiringQuery = (query: ExpiringQuery) =>
  queryOptions({
    queryKey: [...fleetKeys.expiring, query],
    queryFn: () => api<Page<ExpiringDocument>>('GET', withQuery('/fleet/expiring', query)),
    placeholderData: keepPreviousData,
  });

export const dispatchQuery = (day: CalendarDate) =>
  queryOptions({
    queryKey: [...fleetKeys.dispatch, day],
    queryFn: () => api<DispatchBoard>('GET', withQuery('/fleet/dispatch', { day })),
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
    queryFn: () =>
      api<AssignmentChoices>('GET', `/fleet/assignments/${encodeURIComponent(journeyId)}/choices`),
  });

/** The transporter's partner accounts a driver may sign in with on the phone. */
export const partnerAccountsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['users', 'list', { companyId, userType: 'partner', fleet: true }],
    queryFn: () =>
      api<Page<UserSummary>>(
        'GET',
        withQuery('/users', { companyId, userType: 'partner', status: 'active', pageSize: CHOICES }),
      ),
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
        ? api<Vehicle>('POST', '/fleet/vehicles', save.input)
        : api<Vehicle>('PATCH', `/fleet/vehicles/${encodeURIComponent(save.id)}`, save.input),
    onSuccess: refresh,
  });
}

export function useSaveDriver() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (save: { id: string; input: DriverInput } | { id: null; input: NewDriverInput }) =>
      save.id === null
        ? api<Driver>('POST', '/fleet/drivers', save.input)
        : api<Driver>('PATCH', `/fleet/drivers/${encodeURIComponent(save.id)}`, save.input),
    onSuccess: refresh,
  });
}

export function useAssignJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ journeyId, input }: { journeyId: string; input: AssignmentInput }) =>
      api<AssignmentAnswer>('PUT', `/fleet/assignments/${encodeURIComponent(journeyId)}`, input),
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
    queryFn: () => api<Page<TransitHub>>('GET', withQuery('/fleet/transit-hubs', query)),
    placeholderData: keepPreviousData,
  });

export function useSaveTransitHub() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TransitHubInput }) =>
      id === null
        ? api<TransitHub>('POST', '/fleet/transit-hubs', input)
        : api<TransitHub>('PATCH', `/fleet/transit-hubs/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}
