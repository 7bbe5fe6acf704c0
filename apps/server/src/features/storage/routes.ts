import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import * as service from './service.ts';

export function storageRoutes(deps: service.StorageDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/files/:id',
      {
        schema: {
          tags: ['storage'],
          summary: 'Download an uploaded file (as an attachment, under its original name)',
          params: z.object({ id: z.uuid() }),
        },
        config: { access: 'signedIn' },
      },
      async (request, reply) => {
        const { file, body } = await service.openFile(deps, requireActor(request), request.params.id);
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-length', file.size)
            .header('content-disposition', contentDisposition(file.originalName))
            .header('x-content-type-options', 'nosniff')
            // Company documents are private: no shared cache may keep a copy.
            .header('cache-control', 'private, no-store')
            .send(body)
        );
      },
    );
  };
}
