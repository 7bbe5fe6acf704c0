import { companiesApi } from '@sirkula/domain/companies/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { StorageDeps } from '../storage/public.ts';
import { readSingleFile } from '../storage/public.ts';
import * as service from './service.ts';

export function companiesRoutes(deps: {
  db: Db;
  storage: StorageDeps;
  clock: () => Date;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) =>
    implement(app, 'companies', companiesApi, {
      'GET /companies': (request) => service.list(db, requireActor(request), request.query),
      'GET /companies/options': (request) => service.options(db, requireActor(request), request.query),
      'POST /companies': (request) => service.create(db, requireActor(request), request.body),
      'GET /companies/:id': (request) => service.get(db, requireActor(request), request.params.id),
      'PATCH /companies/:id': (request) =>
        service.update(db, requireActor(request), request.params.id, request.body),
      'POST /companies/:id/status': (request) =>
        service.changeStatus(db, requireActor(request), request.params.id, request.body.status),
      'PUT /companies/:id/documents/:document': (request) =>
        service.uploadDocument(
          deps,
          requireActor(request),
          request.params.id,
          request.params.document,
          () => readSingleFile(request, deps.storage.maxUploadBytes),
          deps.clock(),
        ),
      'GET /company': (request) => service.getOwn(db, requireActor(request)),
      'POST /company': (request) => service.createOwn(db, requireActor(request), request.body),
    });
}
