import { schedulersApi } from '@sirkula/domain/schedulers/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

/** Schedulers: staff read them and their logs; the provider's admins change and run them. */
export function schedulersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) =>
    implement(app, 'schedulers', schedulersApi, {
      'GET /schedulers': () => service.listSchedulers(deps, deps.clock()),
      'GET /schedulers/runs': (request) => service.runs(deps.db, request.query),
      'PATCH /schedulers/:code': (request) =>
        service.updateScheduler(deps, requireActor(request), request.params.code, request.body, deps.clock()),
      'POST /schedulers/:code/start': (request) =>
        service.startScheduler(deps, requireActor(request), request.params.code, deps.clock()),
      'POST /schedulers/:code/stop': (request) =>
        service.stopScheduler(deps, requireActor(request), request.params.code, deps.clock()),
      'POST /schedulers/:code/run': (request) =>
        service.runSchedulerNow(deps, requireActor(request), request.params.code),
    });
}
