import { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { sayTo } from '../../lib/http.ts';
import * as service from './service.ts';

/** Smart bins: staff keep them, customers read their own. */
export function smartbinsRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'smartbins', smartbinsApi, {
      'GET /smartbins': (request) => service.bins(db, requireActor(request), request.query, clock()),
      'GET /smartbins/:id': (request) => service.bin(db, requireActor(request), request.params.id, clock()),
      'POST /smartbins': (request) => service.createBin(db, requireActor(request), request.body, clock()),
      'PATCH /smartbins/:id': (request) =>
        service.changeBin(db, requireActor(request), request.params.id, request.body, clock()),
      'DELETE /smartbins/:id': async (request) => {
        await service.deleteBin(db, requireActor(request), request.params.id, clock());
        return sayTo(request, 'smartbins.messages.deleted');
      },
    });
}
