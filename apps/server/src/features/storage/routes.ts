import { storageApi } from '@sirkula/domain/storage/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { implement } from '../../lib/contract-routes.ts';
import { checkForActor, deleteOrphansFor } from './orphans.ts';
import { storedFileTotalsByKind } from './queries.ts';
import * as service from './service.ts';

export function storageRoutes(deps: service.StorageDeps, clock: () => Date): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'storage', storageApi, {
      'GET /files/:id': async (request, reply) => {
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
      // Staff only by the contract's access: every company's files.
      'GET /storage/files': async (request) => ({
        ...(await service.listFilesWithOwners(deps, request.query)),
        page: request.query.page,
        pageSize: request.query.pageSize,
      }),
      'GET /storage/totals': async () => ({ items: await storedFileTotalsByKind(deps.db) }),
      'POST /storage/check': (request) => checkForActor(deps, requireActor(request), clock()),
      'POST /storage/orphans/delete': (request) =>
        deleteOrphansFor(deps, requireActor(request), request.body.keys),
    });
}
