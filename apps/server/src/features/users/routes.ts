import { translate } from '@sirkula/domain/i18n';
import { sessionUserSchema } from '@sirkula/domain/session';
import { updateProfileInput } from '@sirkula/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../lib/access-hook.ts';
import * as service from './service.ts';

const profile = sessionUserSchema
  .omit({ mustChangePassword: true })
  .extend({ companyName: z.string().nullable() });

export function usersRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { access: 'signedIn', allowedBeforePasswordChange: true } as const;

    app.get(
      '/profile',
      { schema: { tags: ['users'], response: { 200: profile } }, config: signedIn },
      (request) => service.getProfile(db, requireActor(request)),
    );

    app.patch(
      '/profile',
      { schema: { tags: ['users'], body: updateProfileInput, response: { 200: profile } }, config: signedIn },
      (request) => service.updateProfile(db, requireActor(request), request.body),
    );

    app.post(
      '/users/:id/require-password-change',
      {
        schema: {
          tags: ['users'],
          params: z.object({ id: z.string().min(1) }),
          response: { 200: z.object({ message: z.string() }) },
        },
        config: { access: 'internal' },
      },
      async (request) => {
        await service.requirePasswordChange(db, requireActor(request), request.params.id);
        return { message: translate(request.language, 'users.passwordChangeRequired') };
      },
    );
  };
}
