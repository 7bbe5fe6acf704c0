import { partnershipApi } from '@sirkula/domain/partnership/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
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
  // The staff's notice and the sender's confirmation, after the answer.
  const announce = async (received: service.Received) => {
    await service.tellStaff(deps, received);
    await service.confirmToSender(deps, received);
  };
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
          const received = await service.receiveContact(deps, request.body, deps.clock(), request.language);
          afterAnswer(request, 'Contact notice', () => service.tellStaff(deps, received));
          return sayTo(request, 'partnership.contact.received');
        },
      },
      'POST /partnership/promotion': {
        rateLimit,
        handle: async (request) => {
          const received = await service.receivePromotion(deps, request.body, deps.clock(), request.language);
          afterAnswer(request, 'Promotion notice', () => announce(received));
          return sayTo(request, 'partnership.promotion.received');
        },
      },
      'POST /partnership/partner': {
        rateLimit,
        handle: async (request) => {
          const received = await service.receivePartner(deps, request.body, deps.clock(), request.language);
          afterAnswer(request, 'Partner notice', () => announce(received));
          return sayTo(request, 'partnership.partner.received');
        },
      },
      'GET /partnership/b3-codes': async (request) => service.publicCodes(deps.db, request.query.q),
      'GET /partnership/leads': async (request) =>
        service.list(deps.db, requireActor(request), request.query),
      'GET /partnership/leads/:id': async (request) =>
        service.get(deps.db, requireActor(request), request.params.id),
      'POST /partnership/leads/:id/status': async (request) => ({
        lead: await service.move(
          deps.db,
          requireActor(request),
          request.params.id,
          request.body.status,
          deps.clock(),
        ),
        message: sayTo(request, 'partnership.queue.moved').message,
      }),
      'POST /partnership/leads/:id/notes': async (request) => ({
        lead: await service.addNote(
          deps.db,
          requireActor(request),
          request.params.id,
          request.body.note,
          deps.clock(),
        ),
        message: sayTo(request, 'partnership.queue.noted').message,
      }),
      'POST /partnership/leads/:id/convert': async (request) => ({
        lead: await service.convert(
          deps.db,
          requireActor(request),
          request.params.id,
          request.body.companyId,
          deps.clock(),
        ),
        message: sayTo(request, 'partnership.queue.converted').message,
      }),
    });
}
