import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import {
  INTERNAL_ONLY,
  type RequestContext,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { createJourney } from '../journeys/public.ts';
import { createDriver, createVehicle } from './factories.ts';
import { createTransitHub } from './transit-hub-factories.ts';

const why =
  'vehicles, drivers and dispatch are the provider’s work; transporters see their journeys elsewhere';
const today = () => jakartaToday(new Date());

let plates = 0;
/** A plate no other call has used, so every staff call adds a vehicle of its own. */
function nextPlate(): string {
  plates += 1;
  return `B ${plates} MTX`;
}

/** The matrix's partner transports: the fleet's records are always its. */
const transporterOf = ({ world }: RequestContext) => world.casts.P.company;

function vehicleBody() {
  return {
    plate: nextPlate(),
    type: 'truck',
    capacityKg: 5_000,
    b3PermitNumber: 'SK.1/MATRIKS',
    b3PermitExpiresOn: addDays(today(), 400),
    registrationExpiresOn: addDays(today(), 400),
    roadworthinessExpiresOn: addDays(today(), 400),
  };
}

function driverBody() {
  return {
    name: 'Pengemudi Matriks',
    phone: '0812 3456 7000',
    licenceNumber: '1234-5678-9012',
    licenceClass: 'B2Umum',
    licenceExpiresOn: addDays(today(), 400),
    b3TrainingExpiresOn: addDays(today(), 400),
  };
}

let hubs = 0;
/** A hub with a name of its own: hub names are unique. */
function hubBody() {
  hubs += 1;
  return { name: `Depo Matriks ${hubs}-${Date.now()}`, address: 'Jl. Raya Matriks No. 1', city: 'Bekasi' };
}

const freshVehicle = (context: RequestContext) =>
  createVehicle(context.world.db, { companyId: transporterOf(context).id, plate: nextPlate() });
const freshDriver = (context: RequestContext) =>
  createDriver(context.world.db, { companyId: transporterOf(context).id });

const staffOnly = (does: string, request: (context: RequestContext) => Promise<object>) => [
  { does, who: INTERNAL_ONLY, why, scope: 'none' as const, request },
];

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/fleet/vehicles': staffOnly('list the transporters’ vehicles', async (context) => ({
    query: { companyId: transporterOf(context).id },
  })),
  'POST /api/v1/fleet/vehicles': staffOnly('add a vehicle to a transporter', async (context) => ({
    payload: { ...vehicleBody(), companyId: transporterOf(context).id },
  })),
  'PATCH /api/v1/fleet/vehicles/{id}': staffOnly('change or deactivate a vehicle', async (context) => {
    const vehicle = await freshVehicle(context);
    return { params: { id: vehicle.id }, payload: { ...vehicleBody(), plate: vehicle.plate, active: false } };
  }),
  'GET /api/v1/fleet/drivers': staffOnly('list the transporters’ drivers', async (context) => ({
    query: { companyId: transporterOf(context).id },
  })),
  'POST /api/v1/fleet/drivers': staffOnly('add a driver to a transporter', async (context) => ({
    payload: { ...driverBody(), companyId: transporterOf(context).id },
  })),
  'PATCH /api/v1/fleet/drivers/{id}': staffOnly('change or deactivate a driver', async (context) => ({
    params: { id: (await freshDriver(context)).id },
    payload: { ...driverBody(), active: false },
  })),
  'GET /api/v1/fleet/transit-hubs': staffOnly('list the transit hubs', async () => ({})),
  'POST /api/v1/fleet/transit-hubs': staffOnly('add a transit hub', async () => ({ payload: hubBody() })),
  'PATCH /api/v1/fleet/transit-hubs/{id}': staffOnly('move or rename a transit hub', async (context) => {
    const hub = await createTransitHub(context.world.db, hubBody());
    return { params: { id: hub.id }, payload: { ...hubBody(), latitude: -6.35, longitude: 107.1 } };
  }),
  'GET /api/v1/fleet/expiring': staffOnly('list the fleet’s lapsing documents', async () => ({})),
  'GET /api/v1/fleet/dispatch': staffOnly('read the day’s dispatch board', async () => ({
    query: { day: today() },
  })),
  'GET /api/v1/fleet/assignments/{journeyId}/choices': staffOnly(
    'read the vehicles and drivers a journey may be given, with the reasons against each',
    async (context) => {
      const journey = await createJourney(context.world.db, {
        transporterId: transporterOf(context).id,
        receiverId: transporterOf(context).id,
        plannedOn: addDays(today(), 1),
      });
      await freshVehicle(context);
      return { params: { journeyId: journey.id } };
    },
  ),
  'PUT /api/v1/fleet/assignments/{journeyId}': staffOnly(
    'assign a vehicle and driver to a journey',
    async (context) => {
      const journey = await createJourney(context.world.db, {
        transporterId: transporterOf(context).id,
        receiverId: transporterOf(context).id,
        plannedOn: addDays(today(), 1),
      });
      return {
        params: { journeyId: journey.id },
        payload: { vehicleId: (await freshVehicle(context)).id, driverId: (await freshDriver(context)).id },
      };
    },
  ),
};
