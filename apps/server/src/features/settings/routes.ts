import { settingsApi } from '@sirkula/domain/settings/api';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { StorageDeps } from '../storage/public.ts';
import { readSingleFile } from '../storage/public.ts';
import { INVOICING_IMAGE_MAX_BYTES, openInvoicingImage, uploadInvoicingImage } from './images.ts';
import { getBranding, getContact } from './queries.ts';
import * as service from './service.ts';

/** A saved setting as the service gives it back, its message in the request's language. */
function translated<T extends { message: string }>(request: FastifyRequest, saved: T): T {
  return { ...saved, message: translate(request.language, saved.message) };
}

export function settingsRoutes(deps: { db: Db; storage: StorageDeps }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) =>
    implement(app, 'settings', settingsApi, {
      'GET /settings/branding': () => getBranding(db),
      'PUT /settings/branding': async (request) =>
        translated(request, await service.changeBranding(db, requireActor(request), request.body)),
      'GET /settings/contact': () => getContact(db),
      'PUT /settings/contact': async (request) =>
        translated(request, await service.changeContact(db, requireActor(request), request.body)),
      'GET /settings/delivery-tolerance': (request) => service.deliveryTolerance(db, requireActor(request)),
      'PUT /settings/delivery-tolerance': async (request) =>
        translated(
          request,
          await service.changeDeliveryTolerance(db, requireActor(request), request.body.tolerance),
        ),
      'GET /settings/smart-bins': (request) => service.binSettings(db, requireActor(request)),
      'PUT /settings/smart-bins': async (request) =>
        translated(request, await service.changeBinSettings(db, requireActor(request), request.body)),
      'GET /settings/schedulers': (request) => service.schedulerSettings(db, requireActor(request)),
      'PUT /settings/schedulers': async (request) =>
        translated(request, await service.changeSchedulerSettings(db, requireActor(request), request.body)),
      'GET /settings/invoicing': (request) => service.invoicingSettings(db, requireActor(request)),
      'PUT /settings/invoicing': async (request) =>
        translated(request, await service.changeInvoicing(db, requireActor(request), request.body)),
      'POST /settings/invoicing/:image': async (request) =>
        translated(
          request,
          await uploadInvoicingImage(deps, requireActor(request), request.params.image, () =>
            readSingleFile(request, INVOICING_IMAGE_MAX_BYTES),
          ),
        ),
      'GET /settings/invoicing/:image': async (request, reply) => {
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
    });
}
