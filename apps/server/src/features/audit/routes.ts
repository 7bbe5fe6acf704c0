import { auditPage } from '@sirkula/domain/audit/answers';
import { pageQuery } from '@sirkula/domain/shared/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import * as service from './service.ts';

/** Internal staff read who changed a record, when, and each field before and after. */
export function auditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags: ['audit'],
          querystring: pageQuery.extend({
            entity: z.enum(['company', 'user', 'contract', 'waste', 'invoice']),
            entityId: z.string().min(1).max(64),
          }),
          response: { 200: auditPage },
        },
        config: { access: 'internal' },
      },
      (request) => service.list(db, requireActor(request), request.query),
    );
  };
}
