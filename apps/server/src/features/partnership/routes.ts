import { partnershipApi } from '@sirkula/domain/partnership/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../lib/contract-routes.ts';
import { NotFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { afterAnswer, sayTo } from '../../lib/http.ts';
import { officeMap } from './office-map.ts';
import * as service from './service.ts';

export type PartnershipRouteDeps = Pick<
  AppDeps,
  'db' | 'captcha' | 'notify' | 'clock' | 'attemptsPerMinute' | 'mapTiles'
>;

export function partnershipRoutes(deps: PartnershipRouteDeps): FastifyPluginAsyncZod {
  // Per client address, as the account routes are (X-Forwarded-For only from trusted proxies).
  const rateLimit = { max: deps.attemptsPerMinute, timeWindow: '1 minute' };
  return async (app) =>
    implement(app, 'partnership', partnershipApi, {
      'GET /partnership/contact/map': async (_request, reply) => {
        const png = await officeMap(deps.db, deps.mapTiles);
        if (!png) throw new NotFound();
        return reply
          .header('content-type', 'image/png')
          .header('content-length', png.length)
          .header('cache-control', 'public, max-age=3600')
          .send(png);
      },
      'POST /partnership/contact': {
        rateLimit,
        handle: async (request) => {
          const received = await service.receiveContact(deps, request.body, deps.clock());
          afterAnswer(request, 'Contact notice', () => service.tellStaff(deps, received));
          return sayTo(request, 'partnership.contact.received');
        },
      },
    });
}
