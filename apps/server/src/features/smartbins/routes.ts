import { translateCount } from '@sirkula/domain/shared/i18n';
import { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { sayTo } from '../../lib/http.ts';
import type { SendMail } from '../mail/public.ts';
import { collect } from './collections.ts';
import * as service from './service.ts';

/** Smart bins: staff keep them, customers read their own. */
export function smartbinsRoutes(deps: {
  db: Db;
  clock: () => Date;
  sendMail: SendMail;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) =>
    implement(app, 'smartbins', smartbinsApi, {
      'GET /smartbins': (request) => service.bins(db, requireActor(request), request.query, clock()),
      'GET /smartbins/alerts': (request) => service.alerts(db, requireActor(request), request.query),
      'GET /smartbins/map': (request) => service.binMap(db, requireActor(request), request.query, clock()),
      'POST /smartbins/alerts/:id/acknowledge': (request) =>
        service.acknowledge(db, requireActor(request), request.params.id, request.body.note, clock()),
      'GET /smartbins/:id': (request) => service.bin(db, requireActor(request), request.params.id, clock()),
      'GET /smartbins/:id/history': (request) =>
        service.history(db, requireActor(request), request.params.id, request.query.range, clock()),
      'POST /smartbins': (request) => service.createBin(db, requireActor(request), request.body, clock()),
      'POST /smartbins/collections': async (request) => {
        const made = await collect(deps, requireActor(request), request.body, clock());
        return {
          ...made,
          message: translateCount(request.language, made.message, made.records.length),
        };
      },
      'PATCH /smartbins/:id': (request) =>
        service.changeBin(db, requireActor(request), request.params.id, request.body, clock()),
      'DELETE /smartbins/:id': async (request) => {
        await service.deleteBin(db, requireActor(request), request.params.id, clock());
        return sayTo(request, 'smartbins.messages.deleted');
      },
    });
}
