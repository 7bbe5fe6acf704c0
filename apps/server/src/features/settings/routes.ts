import { translate } from '@sirkula/domain/i18n';
import {
  branding,
  deliveryToleranceAnswer,
  deliveryToleranceInput,
  deliveryToleranceSaved,
} from '@sirkula/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import { getBranding } from './queries.ts';
import * as service from './service.ts';

export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  const tags = ['settings'];
  return async (app) => {
    app.get(
      '/settings/branding',
      { schema: { tags, response: { 200: branding } }, config: { access: 'public' } },
      () => getBranding(db),
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
  };
}
