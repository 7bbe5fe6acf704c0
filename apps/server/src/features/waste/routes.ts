import { translate } from '@sirkula/domain/shared/i18n';
import { pickupAllowanceQuery } from '@sirkula/domain/waste/allowance';
import {
  pickupAllowance,
  pickupRule,
  publicTrack,
  wasteAnswer,
  wasteDetail,
  wasteLabels,
  wastePage,
} from '@sirkula/domain/waste/answers';
import { REGISTRATION_NUMBER } from '@sirkula/domain/waste/numbers';
import {
  cancelWasteInput,
  listWasteQuery,
  pickupRequestInput,
  rescheduleInput,
} from '@sirkula/domain/waste/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import { labelIds, wasteParams } from './schemas.ts';
import * as service from './service.ts';

const signedIn = { access: 'signedIn' } as const;

/** Every change answers `{ record, message }`, the message in the request's language. */
function answer(request: FastifyRequest, saved: service.Saved) {
  return { record: saved.record, message: translate(request.language, saved.message) };
}

export function wasteRoutes(
  deps: service.WasteDeps & { clock: () => Date; trackLookupsPerMinute: number },
): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const tags = ['waste'];
  return async (app) => {
    app.get(
      '/waste',
      { schema: { tags, querystring: listWasteQuery, response: { 200: wastePage } }, config: signedIn },
      (request) => service.list(db, requireActor(request), request.query),
    );

    app.get('/waste/pickup-rule', { schema: { tags, response: { 200: pickupRule } }, config: signedIn }, () =>
      service.pickupRule(clock()),
    );

    app.get(
      '/waste/labels',
      { schema: { tags, querystring: labelIds, response: { 200: wasteLabels } }, config: signedIn },
      (request) => service.labels(db, requireActor(request), request.query.ids),
    );

    app.get(
      '/waste/allowance',
      {
        schema: { tags, querystring: pickupAllowanceQuery, response: { 200: pickupAllowance } },
        config: signedIn,
      },
      (request) => service.allowance(db, requireActor(request), request.query, clock()),
    );

    app.post(
      '/waste',
      { schema: { tags, body: pickupRequestInput, response: { 201: wasteAnswer } }, config: signedIn },
      async (request, reply) =>
        reply
          .code(201)
          .send(answer(request, await service.create(db, requireActor(request), request.body, clock()))),
    );

    app.get(
      '/waste/:id',
      { schema: { tags, params: wasteParams, response: { 200: wasteDetail } }, config: signedIn },
      (request) => service.get(db, requireActor(request), request.params.id),
    );

    app.patch(
      '/waste/:id',
      {
        schema: { tags, params: wasteParams, body: pickupRequestInput, response: { 200: wasteAnswer } },
        config: signedIn,
      },
      async (request) =>
        answer(
          request,
          await service.update(db, requireActor(request), request.params.id, request.body, clock()),
        ),
    );

    app.post(
      '/waste/:id/submit',
      {
        schema: {
          tags,
          params: wasteParams,
          // The form sends the draft as edited, stored and submitted at once; the detail page sends nothing.
          // (Fastify hands a missing body to the schema as null.)
          body: pickupRequestInput.nullish(),
          response: { 200: wasteAnswer },
        },
        config: signedIn,
      },
      async (request) =>
        answer(
          request,
          await service.submit(db, requireActor(request), request.params.id, request.body ?? null, clock()),
        ),
    );

    app.post(
      '/waste/:id/cancel',
      {
        schema: { tags, params: wasteParams, body: cancelWasteInput, response: { 200: wasteAnswer } },
        config: signedIn,
      },
      async (request) =>
        answer(
          request,
          await service.cancel(db, requireActor(request), request.params.id, request.body.reason),
        ),
    );

    app.post(
      '/waste/:id/confirm',
      {
        schema: { tags, params: wasteParams, response: { 200: wasteAnswer } },
        config: { access: 'internal' },
      },
      async (request) =>
        answer(request, await service.confirm(deps, requireActor(request), request.params.id, clock())),
    );

    app.post(
      '/waste/:id/reschedule',
      {
        schema: { tags, params: wasteParams, body: rescheduleInput, response: { 200: wasteAnswer } },
        config: { access: 'internal' },
      },
      async (request) =>
        answer(
          request,
          await service.reschedule(deps, requireActor(request), request.params.id, request.body, clock()),
        ),
    );

    app.get(
      '/public/track/:registrationNumber',
      {
        schema: {
          tags,
          params: z.object({
            registrationNumber: z.string().trim().toUpperCase().regex(REGISTRATION_NUMBER),
          }),
          response: { 200: publicTrack },
        },
        // Per address, as the sign-in: anyone may look a label up, nobody may sweep the numbers.
        config: { access: 'public', rateLimit: { max: deps.trackLookupsPerMinute, timeWindow: '1 minute' } },
      },
      (request) => service.publicTrack(db, request.params.registrationNumber),
    );
  };
}
