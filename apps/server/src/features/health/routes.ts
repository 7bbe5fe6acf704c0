import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/client.ts';

export function healthRoutes(info: { database: DatabaseKind; migration: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          response: {
            200: z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              migration: z.string(),
            }),
          },
        },
        config: { access: 'public' },
      },
      () => ({ status: 'ok' as const, ...info }),
    );
  };
}
