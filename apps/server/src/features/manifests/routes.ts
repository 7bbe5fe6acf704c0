import {
  journeyManifests,
  manifestChange,
  manifestContent,
  manifestDetailsChange,
  manifestPage,
  recordManifest,
} from '@sirkula/domain/manifests/answers';
import { b3CodeChangeInput, b3CodeCreateInput, listB3CodesQuery } from '@sirkula/domain/manifests/b3-codes';
import { b3CodeChanged, b3CodeLookup, b3CodePage } from '@sirkula/domain/manifests/b3-codes-answers';
import {
  listManifestsQuery,
  manifestDetailsInput,
  manifestUpdateInput,
  pickupOverrideInput,
} from '@sirkula/domain/manifests/inputs';
import { manifestCsv } from '@sirkula/domain/manifests/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { getBranding } from '../settings/queries.ts';
import * as codes from './codes.ts';
import { manifestPdf } from './manifest-pdf.ts';
import * as service from './service.ts';

const signedIn = { access: 'signedIn' } as const;
const tags = ['manifests'];
const journeyParams = z.object({ id: z.uuid() });
const manifestParams = z.object({ id: z.uuid(), senderId: z.uuid() });
const codeParams = z.object({ code: z.string().max(20) });
const codeTags = ['b3-codes'];

/** `manifest-JRN-2026-000123-pt-maju-bersama-plastindo.pdf`, in the reader's language. */
function fileName(
  request: FastifyRequest,
  content: { journey: { number: string }; sender: { name: string } },
) {
  const sender = content.sender.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${translate(request.language, 'manifests.fileName')}-${content.journey.number}-${sender || 'sender'}`;
}

function attachment(reply: FastifyReply, type: string, name: string) {
  return reply.header('content-type', type).header('content-disposition', contentDisposition(name));
}

export function manifestsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.get(
      '/manifests',
      {
        schema: { tags, querystring: listManifestsQuery, response: { 200: manifestPage } },
        config: signedIn,
      },
      (request) => service.list(db, requireActor(request), request.query),
    );

    app.get(
      '/journeys/:id/manifests',
      { schema: { tags, params: journeyParams, response: { 200: journeyManifests } }, config: signedIn },
      (request) => service.journeyManifests(db, requireActor(request), request.params.id),
    );

    app.patch(
      '/journeys/:id/manifests/:senderId',
      {
        schema: {
          tags,
          params: manifestParams,
          body: manifestUpdateInput,
          response: { 200: manifestChange },
        },
        config: signedIn,
      },
      async (request) => {
        const actor = requireActor(request);
        const { id, senderId } = request.params;
        const message = await service.update(db, actor, id, senderId, request.body, clock());
        return {
          manifest: await service.manifest(db, actor, id, senderId),
          message: translate(request.language, message),
        };
      },
    );

    app.get(
      '/journeys/:id/manifests/:senderId/manifest.pdf',
      { schema: { tags, params: manifestParams }, config: signedIn },
      async (request, reply) => {
        const { id, senderId } = request.params;
        const content = await service.exportable(db, requireActor(request), id, senderId);
        const branding = await getBranding(db);
        const body = await manifestPdf(content, request.language, {
          generatedAt: clock(),
          providerLine: branding.companyLine,
        });
        return attachment(reply, 'application/pdf', `${fileName(request, content)}.pdf`).send(body);
      },
    );

    app.get(
      '/journeys/:id/manifests/:senderId/manifest.csv',
      { schema: { tags, params: manifestParams }, config: signedIn },
      async (request, reply) => {
        const { id, senderId } = request.params;
        const content = await service.exportable(db, requireActor(request), id, senderId);
        return attachment(reply, 'text/csv; charset=utf-8', `${fileName(request, content)}.csv`).send(
          manifestCsv(content),
        );
      },
    );

    app.get(
      '/journeys/:id/manifests/:senderId/manifest.json',
      { schema: { tags, params: manifestParams, response: { 200: manifestContent } }, config: signedIn },
      async (request, reply) => {
        const { id, senderId } = request.params;
        const content = await service.exportable(db, requireActor(request), id, senderId);
        return attachment(
          reply,
          'application/json; charset=utf-8',
          `${fileName(request, content)}.json`,
        ).send(content);
      },
    );

    app.put(
      '/journeys/:id/manifests/:senderId/pickup-override',
      {
        schema: {
          tags,
          params: manifestParams,
          body: pickupOverrideInput,
          response: { 200: manifestChange },
        },
        config: signedIn,
      },
      async (request) => {
        const actor = requireActor(request);
        const { id, senderId } = request.params;
        await service.overridePickup(db, actor, id, senderId, request.body, clock());
        return {
          manifest: await service.manifest(db, actor, id, senderId),
          message: translate(request.language, 'manifests.messages.overridden'),
        };
      },
    );

    app.get(
      '/b3-codes',
      {
        schema: { tags: codeTags, querystring: listB3CodesQuery, response: { 200: b3CodePage } },
        config: signedIn,
      },
      (request) => codes.list(db, requireActor(request), request.query),
    );

    app.get(
      '/b3-codes/:code',
      { schema: { tags: codeTags, params: codeParams, response: { 200: b3CodeLookup } }, config: signedIn },
      (request) => codes.lookUp(db, request.params.code),
    );

    app.post(
      '/b3-codes',
      {
        schema: { tags: codeTags, body: b3CodeCreateInput, response: { 201: b3CodeChanged } },
        config: signedIn,
      },
      async (request, reply) => {
        const entry = await codes.create(db, requireActor(request), request.body, clock());
        return reply
          .status(201)
          .send({ entry, message: translate(request.language, 'manifests.codes.messages.created') });
      },
    );

    app.patch(
      '/b3-codes/:code',
      {
        schema: {
          tags: codeTags,
          params: codeParams,
          body: b3CodeChangeInput,
          response: { 200: b3CodeChanged },
        },
        config: signedIn,
      },
      async (request) => {
        const entry = await codes.change(
          db,
          requireActor(request),
          request.params.code,
          request.body,
          clock(),
        );
        return { entry, message: translate(request.language, 'manifests.codes.messages.saved') };
      },
    );

    app.get(
      '/waste/:id/manifest',
      { schema: { tags, params: journeyParams, response: { 200: recordManifest } }, config: signedIn },
      (request) => service.recordManifest(db, requireActor(request), request.params.id),
    );

    app.patch(
      '/waste/:id/manifest',
      {
        schema: {
          tags,
          params: journeyParams,
          body: manifestDetailsInput,
          response: { 200: manifestDetailsChange },
        },
        config: signedIn,
      },
      async (request) => {
        const actor = requireActor(request);
        await service.changeDetails(db, actor, request.params.id, request.body, clock());
        const { manifest } = await service.recordManifest(db, actor, request.params.id);
        return { manifest, message: translate(request.language, 'manifests.messages.detailsSaved') };
      },
    );
  };
}
