import {
  handoverTarget,
  journeyAnswer,
  journeyDetail,
  journeyPage,
  recordJourney,
  transitHubList,
} from '@sirkula/domain/journeys/answers';
import {
  cancelJourneyInput,
  createJourneyInput,
  journeyRecordsInput,
  listJourneysQuery,
  phoneAction,
  receiveInput,
  resolveDiscrepancyInput,
} from '@sirkula/domain/journeys/inputs';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { readForm } from '../storage/multipart.ts';
import * as handover from './handover.ts';
import * as phone from './phone.ts';
import * as proof from './proof.ts';
import * as service from './service.ts';

const signedIn = { access: 'signedIn' } as const;
const tags = ['journeys'];
const journeyParams = z.object({ id: z.uuid() });
const recordParams = z.object({ id: z.uuid(), wasteRecordId: z.uuid() });

/** Every change answers `{ journey, message }`: the journey as it is now, the message in the request's language. */
async function answer(
  deps: AppDeps,
  request: FastifyRequest,
  done: { journeyId: string; message: string; values?: Record<string, string> },
) {
  const journey = await service.get(deps.db, requireActor(request), done.journeyId);
  return { journey, message: translate(request.language, done.message, done.values) };
}

/** A record on a journey, as the URL names it. */
function recordOf(params: { id: string; wasteRecordId: string }) {
  return { journeyId: params.id, wasteRecordId: params.wasteRecordId };
}

async function created(reply: FastifyReply, body: unknown) {
  return reply.code(201).send(body);
}

export function journeysRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const changed = { schema: { tags, response: { 200: journeyAnswer } }, config: signedIn } as const;
  const form = (request: FastifyRequest) =>
    readForm(request, { maxBytes: deps.storage.maxUploadBytes, maxFiles: phone.MAX_FILES });
  return async (app) => {
    app.get(
      '/journeys',
      { schema: { tags, querystring: listJourneysQuery, response: { 200: journeyPage } }, config: signedIn },
      (request) => service.list(db, requireActor(request), request.query),
    );

    app.post(
      '/journeys',
      { schema: { tags, body: createJourneyInput, response: { 201: journeyAnswer } }, config: signedIn },
      async (request, reply) => {
        const saved = await service.create(db, requireActor(request), request.body, clock());
        return created(reply, await answer(deps, request, saved));
      },
    );

    app.get(
      '/journeys/transit-hubs',
      { schema: { tags, response: { 200: transitHubList } }, config: signedIn },
      (request) => service.transitHubs(db, requireActor(request)),
    );

    app.get(
      '/journeys/handover/:registrationNumber',
      {
        schema: {
          tags,
          params: z.object({ registrationNumber: z.string().max(40) }),
          response: { 200: handoverTarget },
        },
        config: signedIn,
      },
      (request) => phone.target(db, requireActor(request), request.params.registrationNumber),
    );

    app.get(
      '/journeys/:id',
      { schema: { tags, params: journeyParams, response: { 200: journeyDetail } }, config: signedIn },
      (request) => service.get(db, requireActor(request), request.params.id),
    );

    app.post(
      '/journeys/:id/records',
      { ...changed, schema: { ...changed.schema, params: journeyParams, body: journeyRecordsInput } },
      async (request) => {
        const { id } = request.params;
        const saved = await service.addRecords(
          db,
          requireActor(request),
          id,
          request.body.wasteRecordIds,
          clock(),
        );
        return answer(deps, request, saved);
      },
    );

    app.delete(
      '/journeys/:id/records/:wasteRecordId',
      { ...changed, schema: { ...changed.schema, params: recordParams } },
      async (request) => {
        const { id, wasteRecordId } = request.params;
        const saved = await service.removeRecord(db, requireActor(request), id, wasteRecordId, clock());
        return answer(deps, request, saved);
      },
    );

    app.post(
      '/journeys/:id/cancel',
      { ...changed, schema: { ...changed.schema, params: journeyParams, body: cancelJourneyInput } },
      async (request) => {
        const { id } = request.params;
        const saved = await service.cancel(deps, requireActor(request), id, request.body.reason, clock());
        return answer(deps, request, saved);
      },
    );

    app.post(
      '/journeys/:id/records/:wasteRecordId/pickup',
      { ...changed, schema: { ...changed.schema, params: recordParams, consumes: ['multipart/form-data'] } },
      async (request) =>
        answer(
          deps,
          request,
          await phone.pickUp(deps, requireActor(request), request.params, () => form(request), clock()),
        ),
    );

    app.post(
      '/journeys/:id/records/:wasteRecordId/receive',
      { ...changed, schema: { ...changed.schema, params: recordParams, body: receiveInput } },
      async (request) =>
        answer(
          deps,
          request,
          await handover.receive(
            deps,
            requireActor(request),
            recordOf(request.params),
            request.body,
            clock(),
          ),
        ),
    );

    for (const direction of ['hubIn', 'hubOut'] as const) {
      app.post(
        `/journeys/:id/${direction === 'hubIn' ? 'hub-in' : 'hub-out'}`,
        { ...changed, schema: { ...changed.schema, params: journeyParams, body: phoneAction } },
        async (request) =>
          answer(
            deps,
            request,
            await handover.scanAtHub(
              deps,
              requireActor(request),
              request.params.id,
              direction,
              request.body,
              clock(),
            ),
          ),
      );
    }

    app.post(
      '/journeys/:id/close-delivery',
      { ...changed, schema: { ...changed.schema, params: journeyParams, body: phoneAction } },
      async (request) =>
        answer(
          deps,
          request,
          await handover.closeDelivery(deps, requireActor(request), request.params.id, request.body, clock()),
        ),
    );

    app.post(
      '/journeys/:id/processed',
      { ...changed, schema: { ...changed.schema, params: journeyParams, consumes: ['multipart/form-data'] } },
      async (request) =>
        answer(
          deps,
          request,
          await phone.confirmProcessing(
            deps,
            requireActor(request),
            request.params.id,
            () => form(request),
            clock(),
          ),
        ),
    );

    app.post(
      '/journeys/:id/records/:wasteRecordId/resolve',
      { ...changed, schema: { ...changed.schema, params: recordParams, body: resolveDiscrepancyInput } },
      async (request) =>
        answer(
          deps,
          request,
          await handover.resolveDiscrepancy(
            db,
            requireActor(request),
            recordOf(request.params),
            request.body,
            clock(),
          ),
        ),
    );

    app.post(
      '/journeys/:id/complete',
      { ...changed, schema: { ...changed.schema, params: journeyParams } },
      async (request) =>
        answer(deps, request, await handover.complete(db, requireActor(request), request.params.id, clock())),
    );

    app.get(
      '/journeys/:id/files/:fileId',
      {
        schema: { tags, params: z.object({ id: z.uuid(), fileId: z.uuid() }) },
        config: signedIn,
      },
      async (request, reply) => {
        const { file, body } = await phone.openJourneyFile(deps, requireActor(request), request.params);
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', contentDisposition(file.originalName, 'inline'))
          .send(body);
      },
    );

    const pdf = (reply: FastifyReply, name: string, body: Buffer) =>
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(name))
        .send(body);

    app.get(
      '/journeys/:id/proof.pdf',
      { schema: { tags, params: journeyParams }, config: signedIn },
      async (request, reply) => {
        const { number, pdf: body } = await proof.journeyProof(
          deps,
          requireActor(request),
          request.params.id,
          request.language,
          clock(),
        );
        return pdf(reply, `${translate(request.language, 'proof.fileName')}-${number}.pdf`, body);
      },
    );

    app.get(
      '/journeys/:id/sheet.pdf',
      { schema: { tags, params: journeyParams }, config: signedIn },
      async (request, reply) => {
        const { number, pdf: body } = await proof.journeySheet(
          deps,
          requireActor(request),
          request.params.id,
          request.language,
          clock(),
        );
        return pdf(reply, `${translate(request.language, 'proof.sheet.fileName')}-${number}.pdf`, body);
      },
    );

    app.get(
      '/waste/:id/proof.pdf',
      { schema: { tags, params: journeyParams }, config: signedIn },
      async (request, reply) => {
        const { number, pdf: body } = await proof.recordProof(
          deps,
          requireActor(request),
          request.params.id,
          request.language,
          clock(),
        );
        return pdf(reply, `${translate(request.language, 'proof.fileName')}-${number}.pdf`, body);
      },
    );

    app.get(
      '/waste/:id/journey',
      { schema: { tags, params: journeyParams, response: { 200: recordJourney } }, config: signedIn },
      (request) => service.recordJourney(db, requireActor(request), request.params.id),
    );
  };
}
