import { dashboardApi } from '@sirkula/domain/dashboard/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) =>
    implement(app, 'dashboard', dashboardApi, {
      'GET /dashboard': (request) =>
        service.dashboard(db, requireActor(request), request.query.period, clock()),
    });
}
