import { contractDetail, contractPage } from '@sirkula/domain/contracts/answers';
import { cancelContractInput, contractInput, listContractsQuery } from '@sirkula/domain/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { contractParams, createContractBody } from './schemas.ts';
import * as service from './service.ts';

export function contractsRoutes({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsyncZod {
  const tags = ['contracts'];
  return async (app) => {
    app.get(
      '/contracts',
      {
        schema: { tags, querystring: listContractsQuery, response: { 200: contractPage } },
        config: { access: 'signedIn' },
      },
      (request) => service.list(db, requireActor(request), request.query, clock()),
    );

    app.post(
      '/contracts',
      {
        schema: { tags, body: createContractBody, response: { 201: contractDetail } },
        config: { access: 'internal' },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(db, requireActor(request), request.body, clock())),
    );

    app.get(
      '/contracts/:id',
      {
        schema: { tags, params: contractParams, response: { 200: contractDetail } },
        config: { access: 'signedIn' },
      },
      (request) => service.get(db, requireActor(request), request.params.id, clock()),
    );

    app.patch(
      '/contracts/:id',
      {
        schema: { tags, params: contractParams, body: contractInput, response: { 200: contractDetail } },
        config: { access: 'internal' },
      },
      (request) => service.update(db, requireActor(request), request.params.id, request.body, clock()),
    );

    app.post(
      '/contracts/:id/activate',
      {
        schema: { tags, params: contractParams, response: { 200: contractDetail } },
        config: { access: 'internal' },
      },
      (request) => service.activate(db, requireActor(request), request.params.id, clock()),
    );

    app.post(
      '/contracts/:id/cancel',
      {
        schema: {
          tags,
          params: contractParams,
          body: cancelContractInput,
          response: { 200: contractDetail },
        },
        config: { access: 'internal' },
      },
      (request) => service.cancel(db, requireActor(request), request.params.id, request.body.reason, clock()),
    );
  };
}
