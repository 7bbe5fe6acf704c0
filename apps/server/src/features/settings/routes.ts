import { branding } from '@sirkula/domain/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getBranding } from './queries.ts';

export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/branding',
      { schema: { tags: ['settings'], response: { 200: branding } }, config: { access: 'public' } },
      () => getBranding(db),
    );
  };
}
