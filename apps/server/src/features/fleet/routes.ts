import { fleetApi } from '@sirkula/domain/fleet/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { assignAndTell, assignmentChoices } from './assignment.ts';
import { dispatchBoard } from './dispatch.ts';
import * as service from './service.ts';
import * as hubs from './transit-hubs.ts';

/** Vehicles, drivers, their lapsing documents and the dispatch board: internal staff only. */
export function fleetRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'fleet', fleetApi, {
      'GET /fleet/vehicles': (request) => service.vehicles(db, requireActor(request), request.query),
      'POST /fleet/vehicles': (request) => service.createVehicle(db, requireActor(request), request.body),
      'PATCH /fleet/vehicles/:id': (request) =>
        service.changeVehicle(db, requireActor(request), request.params.id, request.body),
      'GET /fleet/drivers': (request) => service.drivers(db, requireActor(request), request.query),
      'POST /fleet/drivers': (request) => service.createDriver(db, requireActor(request), request.body),
      'PATCH /fleet/drivers/:id': (request) =>
        service.changeDriver(db, requireActor(request), request.params.id, request.body),
      'GET /fleet/transit-hubs': (request) => hubs.transitHubs(db, requireActor(request), request.query),
      'POST /fleet/transit-hubs': (request) => hubs.createTransitHub(db, requireActor(request), request.body),
      'PATCH /fleet/transit-hubs/:id': (request) =>
        hubs.changeTransitHub(db, requireActor(request), request.params.id, request.body),
      'GET /fleet/expiring': (request) => service.expiring(db, requireActor(request), request.query, clock()),
      'GET /fleet/dispatch': (request) => dispatchBoard(db, requireActor(request), request.query),
      'GET /fleet/assignments/:journeyId/choices': (request) =>
        assignmentChoices(db, requireActor(request), request.params.journeyId),
      'PUT /fleet/assignments/:journeyId': (request) =>
        assignAndTell(
          db,
          requireActor(request),
          request.params.journeyId,
          request.body,
          clock(),
          request.language,
        ),
    });
}
