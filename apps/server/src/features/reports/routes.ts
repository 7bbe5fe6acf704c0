import { reportsApi } from '@sirkula/domain/reports/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { sendFile } from '../../lib/file-answer.ts';
import { sayTo } from '../../lib/http.ts';
import * as service from './service.ts';

/** Reports: asked for here, written by a job the page follows, downloaded through this feature only. */
export function reportsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'reports', reportsApi, {
      'GET /reports': (request) =>
        service.listReports(deps, requireActor(request), request.query, request.language),
      'POST /reports': (request) =>
        service.requestReport(deps, requireActor(request), request.body, request.language),
      'GET /reports/:id': (request) =>
        service.findReport(deps, requireActor(request), request.params.id, request.language),
      'GET /reports/:id/file': async (request, reply) => {
        const { file, body } = await service.openReportFile(deps, requireActor(request), request.params.id);
        return sendFile(reply, {
          body,
          name: file.originalName,
          contentType: file.contentType,
          disposition: 'attachment',
        });
      },
      'GET /report-subscriptions': (request) =>
        service.listSubscriptions(deps, requireActor(request), request.query.companyId),
      'POST /report-subscriptions': (request) => service.subscribe(deps, requireActor(request), request.body),
      'DELETE /report-subscriptions/:id': async (request) => {
        await service.unsubscribe(deps, requireActor(request), request.params.id);
        return sayTo(request, 'reports.unsubscribed');
      },
    });
}
