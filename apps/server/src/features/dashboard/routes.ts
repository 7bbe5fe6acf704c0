import { dashboardAnswer, dashboardQuery } from '@sirkula/domain/dashboard/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as service from './service.ts';

export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: { tags: ['dashboard'], querystring: dashboardQuery, response: { 200: dashboardAnswer } },
        config: { access: 'signedIn' },
      },
      (request) => service.dashboard(db, requireActor(request), request.query.period, clock()),
    );
  };
}
