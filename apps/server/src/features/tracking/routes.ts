import { trackingApi } from '@sirkula/domain/tracking/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

export function trackingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) =>
    implement(app, 'tracking', trackingApi, {
      'GET /tracking/map-config': () => service.mapConfig(deps.mapTiles),
      'GET /tracking/map': (request) =>
        service.trackingMap(db, requireActor(request), request.query, clock()),
      'GET /tracking/records': (request) => service.trackedRecords(db, requireActor(request), request.query),
      'GET /journeys/:id/route': (request) =>
        service.journeyRoute(db, requireActor(request), request.params.id),
      'GET /waste/:id/route': (request) => service.recordRoute(db, requireActor(request), request.params.id),
      'POST /journeys/:id/positions': (request) =>
        service.addPositions(db, requireActor(request), request.params.id, request.body, clock()),
    });
}
