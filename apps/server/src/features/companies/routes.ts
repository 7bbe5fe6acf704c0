import { statusInput } from '@sirkula/domain/auth/account-status';
import { companyDetail, companyOptions, companyPage } from '@sirkula/domain/companies/answers';
import { companyProfileInput, listCompaniesQuery } from '@sirkula/domain/companies/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { readSingleFile } from '../storage/multipart.ts';
import type { StorageDeps } from '../storage/service.ts';
import { companyParams, documentParams } from './schemas.ts';
import * as service from './service.ts';

export function companiesRoutes(deps: { db: Db; storage: StorageDeps }): FastifyPluginAsyncZod {
  const { db } = deps;
  const tags = ['companies'];
  return async (app) => {
    app.get(
      '/companies',
      {
        schema: { tags, querystring: listCompaniesQuery, response: { 200: companyPage } },
        config: { access: 'internal' },
      },
      (request) => service.list(db, requireActor(request), request.query),
    );

    app.get(
      '/companies/options',
      {
        schema: {
          tags,
          querystring: z.object({
            q: z.string().trim().max(100).optional(),
            kind: z.enum(['customer', 'partner']).optional(),
          }),
          response: { 200: companyOptions },
        },
        config: { access: 'internal' },
      },
      (request) => service.options(db, requireActor(request), request.query),
    );

    app.post(
      '/companies',
      {
        schema: { tags, body: companyProfileInput, response: { 201: companyDetail } },
        config: { access: 'internal' },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(db, requireActor(request), request.body)),
    );

    app.get(
      '/companies/:id',
      {
        schema: { tags, params: companyParams, response: { 200: companyDetail } },
        config: { access: 'signedIn' },
      },
      (request) => service.get(db, requireActor(request), request.params.id),
    );

    app.patch(
      '/companies/:id',
      {
        schema: { tags, params: companyParams, body: companyProfileInput, response: { 200: companyDetail } },
        config: { access: 'signedIn' },
      },
      (request) => service.update(db, requireActor(request), request.params.id, request.body),
    );

    app.post(
      '/companies/:id/status',
      {
        schema: { tags, params: companyParams, body: statusInput, response: { 200: companyDetail } },
        config: { access: 'internal' },
      },
      (request) => service.changeStatus(db, requireActor(request), request.params.id, request.body.status),
    );

    app.put(
      '/companies/:id/documents/:document',
      {
        schema: {
          tags,
          params: documentParams,
          consumes: ['multipart/form-data'],
          response: { 200: companyDetail },
        },
        config: { access: 'signedIn' },
      },
      (request) =>
        service.uploadDocument(deps, requireActor(request), request.params.id, request.params.document, () =>
          readSingleFile(request, deps.storage.maxUploadBytes),
        ),
    );

    app.get(
      '/company',
      { schema: { tags, response: { 200: companyDetail } }, config: { access: 'signedIn' } },
      (request) => service.getOwn(db, requireActor(request)),
    );

    app.post(
      '/company',
      {
        schema: { tags, body: companyProfileInput, response: { 201: companyDetail } },
        config: { access: 'signedIn' },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createOwn(db, requireActor(request), request.body)),
    );
  };
}
