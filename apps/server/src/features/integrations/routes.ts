import { integrationsApi } from '@sirkula/domain/integrations/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import * as service from './service.ts';

/** Integration keys: the provider's admins make and revoke them. */
export function integrationsRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'integrations', integrationsApi, {
      'GET /integration-keys': (request) => service.keys(db, requireActor(request), request.query, clock()),
      'POST /integration-keys': (request) =>
        service.createKey(db, requireActor(request), request.body, clock()),
      'POST /integration-keys/:id/revoke': (request) =>
        service.revoke(db, requireActor(request), request.params.id, clock()),
    });
}
