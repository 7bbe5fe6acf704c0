import { b3CodesApi, manifestsApi } from '@sirkula/domain/manifests/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { asFile, sendFile } from '../../lib/file-answer.ts';
import * as codes from './codes.ts';
import * as files from './manifest-files.ts';
import * as service from './service.ts';

export function manifestsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    implement(app, 'manifests', manifestsApi, {
      'GET /manifests': (request) => service.list(db, requireActor(request), request.query),
      'GET /journeys/:id/manifests': (request) =>
        service.journeyManifests(db, requireActor(request), request.params.id),
      'PATCH /journeys/:id/manifests/:senderId': (request) => {
        const { id, senderId } = request.params;
        return service.update(
          db,
          requireActor(request),
          id,
          senderId,
          request.body,
          clock(),
          request.language,
        );
      },
      'GET /journeys/:id/manifests/:senderId/manifest.pdf': async (request, reply) =>
        sendFile(
          reply,
          await files.manifestPdfFile(db, requireActor(request), request.params, request.language, clock()),
        ),
      'GET /journeys/:id/manifests/:senderId/manifest.csv': async (request, reply) =>
        sendFile(
          reply,
          await files.manifestCsvFile(db, requireActor(request), request.params, request.language),
        ),
      'GET /journeys/:id/manifests/:senderId/manifest.json': async (request, reply) => {
        const { file, content } = await files.manifestJson(
          db,
          requireActor(request),
          request.params,
          request.language,
        );
        asFile(reply, file);
        return content;
      },
      'PUT /journeys/:id/manifests/:senderId/pickup-override': (request) => {
        const { id, senderId } = request.params;
        return service.overridePickup(
          db,
          requireActor(request),
          id,
          senderId,
          request.body,
          clock(),
          request.language,
        );
      },
      'GET /waste/:id/manifest': (request) =>
        service.recordManifest(db, requireActor(request), request.params.id),
      'PATCH /waste/:id/manifest': (request) =>
        service.changeDetails(
          db,
          requireActor(request),
          request.params.id,
          request.body,
          clock(),
          request.language,
        ),
    });
    implement(app, 'b3-codes', b3CodesApi, {
      'GET /b3-codes': (request) => codes.list(db, requireActor(request), request.query),
      'GET /b3-codes/:code': (request) => codes.lookUp(db, request.params.code),
      'POST /b3-codes': (request) =>
        codes.create(db, requireActor(request), request.body, clock(), request.language),
      'PATCH /b3-codes/:code': (request) =>
        codes.change(db, requireActor(request), request.params.code, request.body, clock(), request.language),
    });
  };
}
