import { outbox } from '@sirkula/domain/mail/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { listOutbox } from './service.ts';

/** Internal staff read what the platform sent, e.g. to pass on a verification link by phone. */
export function mailRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['mail'],
          querystring: z.object({
            recipient: z.string().trim().toLowerCase().optional(),
            page: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: outbox },
        },
        config: { access: 'internal' },
      },
      async (request) => ({ items: await listOutbox(db, requireActor(request), request.query) }),
    );
  };
}
