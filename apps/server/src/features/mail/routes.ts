import { mailApi } from '@sirkula/domain/mail/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { listOutbox } from './service.ts';

export function mailRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'mail', mailApi, {
      'GET /outbox': (request) => listOutbox(db, requireActor(request), request.query),
    });
}
