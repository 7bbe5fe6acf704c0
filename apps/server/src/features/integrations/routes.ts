import { integrationsApi } from '@sirkula/domain/integrations/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import * as service from './service.ts';

/** API keys: the provider's admins manage every key, a company's admins their own company's. */
export function integrationsRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'integrations', integrationsApi, {
      'GET /integration-keys': (request) => service.keys(db, requireActor(request), request.query, clock()),
      'POST /integration-keys': (request) =>
        service.createKey(db, requireActor(request), request.body, clock()),
      'POST /integration-keys/:id/revoke': (request) =>
        service.revoke(db, requireActor(request), request.params.id, clock()),
      'POST /integration-keys/:id/rotate': (request) =>
        service.rotate(db, requireActor(request), request.params.id, request.body, clock()),
      'GET /integration-keys/:id/requests': (request) =>
        service.requests(db, requireActor(request), request.params.id, request.query),
    });
}
