import { wasteApi } from '@sirkula/domain/waste/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import * as service from './service.ts';

export function wasteRoutes(
  deps: service.WasteDeps & { clock: () => Date; trackLookupsPerMinute: number },
): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) =>
    implement(app, 'waste', wasteApi, {
      'GET /waste': (request) => service.list(db, requireActor(request), request.query),
      'GET /waste/pickup-rule': () => service.pickupRule(clock()),
      'GET /waste/labels': (request) => service.labels(db, requireActor(request), request.query.ids),
      'GET /waste/allowance': (request) =>
        service.allowance(db, requireActor(request), request.query, clock()),
      'POST /waste': (request) =>
        service.told(request.language, service.create(db, requireActor(request), request.body, clock())),
      'GET /waste/:id': (request) => service.get(db, requireActor(request), request.params.id),
      'PATCH /waste/:id': (request) =>
        service.told(
          request.language,
          service.update(db, requireActor(request), request.params.id, request.body, clock()),
        ),
      'POST /waste/:id/submit': (request) =>
        service.told(
          request.language,
          service.submit(db, requireActor(request), request.params.id, request.body ?? null, clock()),
        ),
      'POST /waste/:id/cancel': (request) =>
        service.told(
          request.language,
          service.cancel(db, requireActor(request), request.params.id, request.body.reason),
        ),
      'POST /waste/:id/confirm': (request) =>
        service.told(
          request.language,
          service.confirm(deps, requireActor(request), request.params.id, clock()),
        ),
      'POST /waste/:id/reschedule': (request) =>
        service.told(
          request.language,
          service.reschedule(deps, requireActor(request), request.params.id, request.body, clock()),
        ),
      'GET /public/track/:registrationNumber': {
        // Per address, as the sign-in: anyone may look a label up, nobody may sweep the numbers.
        rateLimit: { max: deps.trackLookupsPerMinute, timeWindow: '1 minute' },
        handle: (request) => service.publicTrack(db, request.params.registrationNumber),
      },
    });
}
