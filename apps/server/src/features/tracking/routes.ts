import {
  journeyRoute,
  mapConfig,
  positionsAnswer,
  positionsInput,
  trackingMap,
  trackingMapQuery,
  trackingRecordPage,
  trackingRecordsQuery,
} from '@sirkula/domain/tracking/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

const tags = ['tracking'];
const idParams = z.object({ id: z.uuid() });

export function trackingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.get(
      '/tracking/map-config',
      { schema: { tags, response: { 200: mapConfig } }, config: { access: 'public' } },
      () => ({ tileUrl: deps.mapTiles?.url ?? null, attribution: deps.mapTiles?.attribution ?? '' }),
    );

    app.get(
      '/tracking/map',
      {
        schema: { tags, querystring: trackingMapQuery, response: { 200: trackingMap } },
        config: { access: 'internal' },
      },
      (request) => service.trackingMap(db, requireActor(request), request.query, clock()),
    );

    app.get(
      '/tracking/records',
      {
        schema: { tags, querystring: trackingRecordsQuery, response: { 200: trackingRecordPage } },
        config: { access: 'internal' },
      },
      (request) => service.trackedRecords(db, requireActor(request), request.query),
    );

    app.get(
      '/journeys/:id/route',
      { schema: { tags, params: idParams, response: { 200: journeyRoute } }, config: { access: 'signedIn' } },
      (request) => service.journeyRoute(db, requireActor(request), request.params.id),
    );

    app.get(
      '/waste/:id/route',
      { schema: { tags, params: idParams, response: { 200: journeyRoute } }, config: { access: 'signedIn' } },
      (request) => service.recordRoute(db, requireActor(request), request.params.id),
    );

    app.post(
      '/journeys/:id/positions',
      {
        schema: { tags, params: idParams, body: positionsInput, response: { 200: positionsAnswer } },
        config: { access: 'signedIn' },
      },
      (request) => service.addPositions(db, requireActor(request), request.params.id, request.body, clock()),
    );
  };
}
