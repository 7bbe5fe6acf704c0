import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  assignmentAnswer,
  assignmentChoices,
  dispatchBoard,
  driverAnswer,
  driverPage,
  expiringPage,
  transitHubAnswer,
  transitHubPage,
  vehicleAnswer,
  vehiclePage,
} from './answers.ts';
import {
  assignmentInput,
  dispatchQuery,
  driverInput,
  expiringQuery,
  listDriversQuery,
  listTransitHubsQuery,
  listVehiclesQuery,
  newDriverInput,
  newVehicleInput,
  transitHubInput,
  vehicleInput,
} from './inputs.ts';

const journeyParams = z.object({ journeyId: z.uuid() });

/** Vehicles, drivers, transit hubs, their lapsing documents and the dispatch board: internal staff only. */
export const fleetApi = contract({
  'GET /fleet/vehicles': { access: 'internal', query: listVehiclesQuery, answers: { 200: vehiclePage } },
  'POST /fleet/vehicles': { access: 'internal', body: newVehicleInput, answers: { 201: vehicleAnswer } },
  'PATCH /fleet/vehicles/:id': {
    access: 'internal',
    params: idParams,
    body: vehicleInput,
    answers: { 200: vehicleAnswer },
  },
  'GET /fleet/drivers': { access: 'internal', query: listDriversQuery, answers: { 200: driverPage } },
  'POST /fleet/drivers': { access: 'internal', body: newDriverInput, answers: { 201: driverAnswer } },
  'PATCH /fleet/drivers/:id': {
    access: 'internal',
    params: idParams,
    body: driverInput,
    answers: { 200: driverAnswer },
  },
  'GET /fleet/transit-hubs': {
    access: 'internal',
    query: listTransitHubsQuery,
    answers: { 200: transitHubPage },
  },
  'POST /fleet/transit-hubs': {
    access: 'internal',
    body: transitHubInput,
    answers: { 201: transitHubAnswer },
  },
  'PATCH /fleet/transit-hubs/:id': {
    access: 'internal',
    params: idParams,
    body: transitHubInput,
    answers: { 200: transitHubAnswer },
  },
  'GET /fleet/expiring': { access: 'internal', query: expiringQuery, answers: { 200: expiringPage } },
  'GET /fleet/dispatch': { access: 'internal', query: dispatchQuery, answers: { 200: dispatchBoard } },
  'GET /fleet/assignments/:journeyId/choices': {
    access: 'internal',
    params: journeyParams,
    answers: { 200: assignmentChoices },
  },
  'PUT /fleet/assignments/:journeyId': {
    access: 'internal',
    params: journeyParams,
    body: assignmentInput,
    answers: { 200: assignmentAnswer },
  },
});
