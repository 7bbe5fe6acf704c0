import { journeysApi } from '@sirkula/domain/journeys/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/access.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { sendFile } from '../../lib/file-answer.ts';
import { readForm } from '../storage/public.ts';
import * as handover from './handover.ts';
import * as phone from './phone.ts';
import * as proof from './proof.ts';
import * as service from './service.ts';

/** A record on a journey, as the URL names it. */
function recordOf(params: { id: string; wasteRecordId: string }) {
  return { journeyId: params.id, wasteRecordId: params.wasteRecordId };
}

export function journeysRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const form = (request: FastifyRequest) =>
    readForm(request, { maxBytes: deps.storage.maxUploadBytes, maxFiles: phone.MAX_FILES });
  /** Every change answers `{ journey, message }`: the journey as it is now, the message in the request's language. */
  const told = (request: FastifyRequest, change: (actor: Actor) => Promise<handover.Done>) => {
    const actor = requireActor(request);
    return service.told(db, actor, request.language, change(actor));
  };
  return async (app) =>
    implement(app, 'journeys', journeysApi, {
      'GET /journeys': (request) => service.list(db, requireActor(request), request.query),
      'POST /journeys': (request) =>
        told(request, (actor) => service.create(db, actor, request.body, clock())),
      'GET /journeys/transit-hubs': (request) => service.transitHubs(db, requireActor(request)),
      'GET /journeys/handover/:registrationNumber': (request) =>
        phone.target(db, requireActor(request), request.params.registrationNumber),
      'GET /journeys/:id': (request) => service.get(db, requireActor(request), request.params.id),
      'POST /journeys/:id/records': (request) =>
        told(request, (actor) =>
          service.addRecords(db, actor, request.params.id, request.body.wasteRecordIds, clock()),
        ),
      'DELETE /journeys/:id/records/:wasteRecordId': (request) =>
        told(request, (actor) =>
          service.removeRecord(db, actor, request.params.id, request.params.wasteRecordId, clock()),
        ),
      'POST /journeys/:id/cancel': (request) =>
        told(request, (actor) =>
          service.cancel(deps, actor, request.params.id, request.body.reason, clock()),
        ),
      'POST /journeys/:id/records/:wasteRecordId/pickup': (request) =>
        told(request, (actor) => phone.pickUp(deps, actor, request.params, () => form(request), clock())),
      'POST /journeys/:id/records/:wasteRecordId/receive': (request) =>
        told(request, (actor) =>
          handover.receive(deps, actor, recordOf(request.params), request.body, clock()),
        ),
      'POST /journeys/:id/hub-in': (request) =>
        told(request, (actor) =>
          handover.scanAtHub(deps, actor, request.params.id, 'hubIn', request.body, clock()),
        ),
      'POST /journeys/:id/hub-out': (request) =>
        told(request, (actor) =>
          handover.scanAtHub(deps, actor, request.params.id, 'hubOut', request.body, clock()),
        ),
      'POST /journeys/:id/close-delivery': (request) =>
        told(request, (actor) =>
          handover.closeDelivery(deps, actor, request.params.id, request.body, clock()),
        ),
      'POST /journeys/:id/processed': (request) =>
        told(request, (actor) =>
          phone.confirmProcessing(deps, actor, request.params.id, () => form(request), clock()),
        ),
      'POST /journeys/:id/records/:wasteRecordId/resolve': (request) =>
        told(request, (actor) =>
          handover.resolveDiscrepancy(db, actor, recordOf(request.params), request.body, clock()),
        ),
      'POST /journeys/:id/complete': (request) =>
        told(request, (actor) => handover.complete(db, actor, request.params.id, clock())),
      'GET /journeys/:id/files/:fileId': async (request, reply) =>
        sendFile(reply, await phone.openJourneyFile(deps, requireActor(request), request.params)),
      'GET /journeys/:id/proof.pdf': async (request, reply) =>
        sendFile(
          reply,
          await proof.journeyProof(deps, requireActor(request), request.params.id, request.language, clock()),
        ),
      'GET /journeys/:id/sheet.pdf': async (request, reply) =>
        sendFile(
          reply,
          await proof.journeySheet(deps, requireActor(request), request.params.id, request.language, clock()),
        ),
      'GET /waste/:id/proof.pdf': async (request, reply) =>
        sendFile(
          reply,
          await proof.recordProof(deps, requireActor(request), request.params.id, request.language, clock()),
        ),
      'GET /waste/:id/journey': (request) =>
        service.recordJourney(db, requireActor(request), request.params.id),
    });
}
