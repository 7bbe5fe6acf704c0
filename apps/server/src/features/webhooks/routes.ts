import { webhooksApi } from '@sirkula/domain/webhooks/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

/** Outgoing webhooks: a company's admins and the provider's staff manage its subscriptions. */
export function webhooksRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) =>
    implement(app, 'webhooks', webhooksApi, {
      'GET /webhooks': (request) => service.list(db, requireActor(request), request.query),
      'POST /webhooks': (request) => service.create(deps, requireActor(request), request.body, clock()),
      'GET /webhooks/:id': (request) => service.get(db, requireActor(request), request.params.id),
      'PATCH /webhooks/:id': (request) =>
        service.update(deps, requireActor(request), request.params.id, request.body, clock()),
      'DELETE /webhooks/:id': (request) => service.remove(db, requireActor(request), request.params.id),
      'POST /webhooks/:id/pause': (request) =>
        service.setPaused(db, requireActor(request), request.params.id, true, clock()),
      'POST /webhooks/:id/resume': (request) =>
        service.setPaused(db, requireActor(request), request.params.id, false, clock()),
      'POST /webhooks/:id/rotate-secret': (request) =>
        service.rotateSecret(db, requireActor(request), request.params.id, clock()),
      'POST /webhooks/:id/test': (request) =>
        service.sendTest(deps, requireActor(request), request.params.id, clock()),
      'GET /webhooks/:id/deliveries': (request) =>
        service.deliveries(db, requireActor(request), request.params.id, request.query),
      'POST /webhook-deliveries/:id/redeliver': (request) =>
        service.redeliver(deps, requireActor(request), request.params.id, clock()),
    });
}
