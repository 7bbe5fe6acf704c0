import { contractsApi } from '@sirkula/domain/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import * as service from './service.ts';

export function contractsRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'contracts', contractsApi, {
      'GET /contracts': (request) => service.list(db, requireActor(request), request.query, clock()),
      'POST /contracts': (request) => service.create(db, requireActor(request), request.body, clock()),
      'GET /contracts/:id': (request) => service.get(db, requireActor(request), request.params.id, clock()),
      'PATCH /contracts/:id': (request) =>
        service.update(db, requireActor(request), request.params.id, request.body, clock()),
      'POST /contracts/:id/activate': (request) =>
        service.activate(db, requireActor(request), request.params.id, clock()),
      'POST /contracts/:id/cancel': (request) =>
        service.cancel(db, requireActor(request), request.params.id, request.body.reason, clock()),
    });
}
