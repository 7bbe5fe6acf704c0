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
} from '@sirkula/domain/fleet/answers';
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
} from '@sirkula/domain/fleet/inputs';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { assign, assignmentChoices as choices } from './assignment.ts';
import { dispatchBoard as board } from './dispatch.ts';
import * as service from './service.ts';
import * as hubs from './transit-hubs.ts';

const idParams = z.object({ id: z.uuid() });
const journeyParams = z.object({ journeyId: z.uuid() });

/** Vehicles, drivers, their lapsing documents and the dispatch board: internal staff only. */
export function fleetRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  const tags = ['fleet'];
  const config = { access: 'internal' } as const;
  return async (app) => {
    app.get(
      '/fleet/vehicles',
      { schema: { tags, querystring: listVehiclesQuery, response: { 200: vehiclePage } }, config },
      (request) => service.vehicles(db, requireActor(request), request.query),
    );

    app.post(
      '/fleet/vehicles',
      { schema: { tags, body: newVehicleInput, response: { 201: vehicleAnswer } }, config },
      async (request, reply) =>
        reply.code(201).send(await service.createVehicle(db, requireActor(request), request.body)),
    );

    app.patch(
      '/fleet/vehicles/:id',
      { schema: { tags, params: idParams, body: vehicleInput, response: { 200: vehicleAnswer } }, config },
      (request) => service.changeVehicle(db, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/fleet/drivers',
      { schema: { tags, querystring: listDriversQuery, response: { 200: driverPage } }, config },
      (request) => service.drivers(db, requireActor(request), request.query),
    );

    app.post(
      '/fleet/drivers',
      { schema: { tags, body: newDriverInput, response: { 201: driverAnswer } }, config },
      async (request, reply) =>
        reply.code(201).send(await service.createDriver(db, requireActor(request), request.body)),
    );

    app.patch(
      '/fleet/drivers/:id',
      { schema: { tags, params: idParams, body: driverInput, response: { 200: driverAnswer } }, config },
      (request) => service.changeDriver(db, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/fleet/transit-hubs',
      { schema: { tags, querystring: listTransitHubsQuery, response: { 200: transitHubPage } }, config },
      (request) => hubs.transitHubs(db, requireActor(request), request.query),
    );

    app.post(
      '/fleet/transit-hubs',
      { schema: { tags, body: transitHubInput, response: { 201: transitHubAnswer } }, config },
      async (request, reply) =>
        reply.code(201).send(await hubs.createTransitHub(db, requireActor(request), request.body)),
    );

    app.patch(
      '/fleet/transit-hubs/:id',
      {
        schema: { tags, params: idParams, body: transitHubInput, response: { 200: transitHubAnswer } },
        config,
      },
      (request) => hubs.changeTransitHub(db, requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/fleet/expiring',
      { schema: { tags, querystring: expiringQuery, response: { 200: expiringPage } }, config },
      (request) => service.expiring(db, requireActor(request), request.query, clock()),
    );

    app.get(
      '/fleet/dispatch',
      { schema: { tags, querystring: dispatchQuery, response: { 200: dispatchBoard } }, config },
      (request) => board(db, requireActor(request), request.query),
    );

    app.get(
      '/fleet/assignments/:journeyId/choices',
      { schema: { tags, params: journeyParams, response: { 200: assignmentChoices } }, config },
      (request) => choices(db, requireActor(request), request.params.journeyId),
    );

    app.put(
      '/fleet/assignments/:journeyId',
      {
        schema: { tags, params: journeyParams, body: assignmentInput, response: { 200: assignmentAnswer } },
        config,
      },
      async (request) => {
        const journey = await assign(
          db,
          requireActor(request),
          request.params.journeyId,
          request.body,
          clock(),
        );
        const message = translate(request.language, 'fleet.messages.assigned', { number: journey.number });
        return { journey, message };
      },
    );
  };
}
