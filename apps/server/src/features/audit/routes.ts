import { pageQuery, pageSchema } from '@sirkula/domain/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import * as service from './service.ts';

const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Names or numbers of the records `before` and `after` point at, by id; a removed record is absent. */
  references: z.record(z.string(), z.string()),
  createdAt: z.date(),
});

/** Internal staff read who changed a record, when, and each field before and after. */
export function auditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags: ['audit'],
          querystring: pageQuery.extend({
            entity: z.enum(['company', 'user', 'contract', 'waste']),
            entityId: z.string().min(1).max(64),
          }),
          response: { 200: pageSchema(auditEntry) },
        },
        config: { access: 'internal' },
      },
      (request) => service.list(db, requireActor(request), request.query),
    );
  };
}
