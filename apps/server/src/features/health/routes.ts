import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/client.ts';
import { type ReadinessDeps, readiness } from './readiness.ts';

const outcome = z.enum(['ok', 'failing', 'timeout', 'behind', 'stopped']);
const readinessAnswer = z.object({
  status: z.enum(['ready', 'notReady']),
  checks: z.object({
    server: z.enum(['ok', 'stopping']),
    database: outcome,
    storage: outcome,
    queue: outcome,
  }),
});

/**
 * `/api/health`: the process answers (liveness: restart it when this fails). `/api/ready`: it can
 * serve (readiness: route no traffic to it while this answers 503).
 */
export function healthRoutes(
  info: { database: DatabaseKind; migration: string },
  ready: ReadinessDeps,
): FastifyPluginAsyncZod {
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
    app.get(
      '/api/ready',
      {
        schema: { tags: ['health'], response: { 200: readinessAnswer, 503: readinessAnswer } },
        config: { access: 'public' },
      },
      async (_request, reply) => {
        const { ready: isReady, checks } = await readiness(ready);
        return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'notReady', checks });
      },
    );
  };
}
