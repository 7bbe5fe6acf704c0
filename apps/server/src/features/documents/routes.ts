import { documentsApi } from '@sirkula/domain/documents/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { sendFile } from '../../lib/file-answer.ts';
import { readForm } from '../storage/public.ts';
import * as service from './service.ts';

/** The document library: staff keep it; a company's users read their own company's documents. */
export function documentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, storage, clock } = deps;
  const form = (request: FastifyRequest) => () =>
    readForm(request, { maxBytes: storage.maxUploadBytes, maxFiles: 1 });
  return async (app) =>
    implement(app, 'documents', documentsApi, {
      'GET /documents': (request) => service.list(db, requireActor(request), request.query, clock()),
      'POST /documents': (request) =>
        service.upload({ db, storage }, requireActor(request), form(request), clock()),
      'GET /documents/:id': (request) =>
        service.detail(db, requireActor(request), request.params.id, clock()),
      'GET /documents/:id/file': async (request, reply) =>
        sendFile(
          reply,
          await service.file({ db, storage }, requireActor(request), request.params.id, request.query),
        ),
      'POST /documents/:id/versions': (request) =>
        service.replace({ db, storage }, requireActor(request), request.params.id, form(request), clock()),
      'DELETE /documents/:id': (request) =>
        service.remove(db, requireActor(request), request.params.id, clock()),
    });
}
