import {
  branding,
  brandingInput,
  brandingSaved,
  deliveryToleranceAnswer,
  deliveryToleranceInput,
  deliveryToleranceSaved,
  INVOICING_IMAGES,
  invoicingAnswer,
  invoicingInput,
  invoicingSaved,
} from '@sirkula/domain/settings/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readSingleFile } from '../storage/multipart.ts';
import type { StorageDeps } from '../storage/service.ts';
import { INVOICING_IMAGE_MAX_BYTES, openInvoicingImage, uploadInvoicingImage } from './images.ts';
import { getBranding } from './queries.ts';
import * as service from './service.ts';

const imageParams = z.object({ image: z.enum(INVOICING_IMAGES) });

export function settingsRoutes(deps: { db: Db; storage: StorageDeps }): FastifyPluginAsyncZod {
  const { db } = deps;
  const tags = ['settings'];
  return async (app) => {
    app.get(
      '/settings/branding',
      { schema: { tags, response: { 200: branding } }, config: { access: 'public' } },
      () => getBranding(db),
    );

    app.put(
      '/settings/branding',
      {
        schema: { tags, body: brandingInput, response: { 200: brandingSaved } },
        config: { access: 'signedIn' },
      },
      async (request) => {
        const saved = await service.changeBranding(db, requireActor(request), request.body);
        return { ...saved, message: translate(request.language, saved.message) };
      },
    );

    app.get(
      '/settings/delivery-tolerance',
      { schema: { tags, response: { 200: deliveryToleranceAnswer } }, config: { access: 'signedIn' } },
      (request) => service.deliveryTolerance(db, requireActor(request)),
    );

    app.put(
      '/settings/delivery-tolerance',
      {
        schema: { tags, body: deliveryToleranceInput, response: { 200: deliveryToleranceSaved } },
        config: { access: 'signedIn' },
      },
      async (request) => {
        const saved = await service.changeDeliveryTolerance(
          db,
          requireActor(request),
          request.body.tolerance,
        );
        return { ...saved, message: translate(request.language, saved.message) };
      },
    );

    app.get(
      '/settings/invoicing',
      { schema: { tags, response: { 200: invoicingAnswer } }, config: { access: 'signedIn' } },
      (request) => service.invoicingSettings(db, requireActor(request)),
    );

    app.put(
      '/settings/invoicing',
      {
        schema: { tags, body: invoicingInput, response: { 200: invoicingSaved } },
        config: { access: 'signedIn' },
      },
      async (request) => {
        const saved = await service.changeInvoicing(db, requireActor(request), request.body);
        return { ...saved, message: translate(request.language, saved.message) };
      },
    );

    app.post(
      '/settings/invoicing/:image',
      {
        schema: {
          tags,
          summary: 'Upload the logo or the signature printed on invoices (PNG or JPEG, at most 1 MB)',
          params: imageParams,
          consumes: ['multipart/form-data'],
          response: { 200: invoicingSaved },
        },
        config: { access: 'signedIn' },
      },
      async (request) => {
        const saved = await uploadInvoicingImage(deps, requireActor(request), request.params.image, () =>
          readSingleFile(request, INVOICING_IMAGE_MAX_BYTES),
        );
        return { ...saved, message: translate(request.language, saved.message) };
      },
    );

    app.get(
      '/settings/invoicing/:image',
      {
        schema: { tags, summary: 'The logo or the signature printed on invoices', params: imageParams },
        config: { access: 'signedIn' },
      },
      async (request, reply) => {
        const { file, body } = await openInvoicingImage(
          deps.storage,
          requireActor(request),
          request.params.image,
        );
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-length', file.size)
            .header('content-disposition', contentDisposition(file.originalName, 'inline'))
            .header('x-content-type-options', 'nosniff')
            // The signature signs invoices: no shared cache may keep a copy.
            .header('cache-control', 'private, no-store')
            .send(body)
        );
      },
    );
  };
}
