import { auditApi } from '@sirkula/domain/audit/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import * as service from './service.ts';

export function auditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'audit', auditApi, {
      'GET /audit': (request) => service.list(db, requireActor(request), request.query),
    });
}
