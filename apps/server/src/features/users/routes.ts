import { statusInput } from '@sirkula/domain/auth/account-status';
import { messageAnswer } from '@sirkula/domain/shared/answers';
import { translate } from '@sirkula/domain/shared/i18n';
import { createdUser, profile, userPage, userSummary } from '@sirkula/domain/users/answers';
import { updateProfileInput } from '@sirkula/domain/users/rules';
import { createUserInput, listUsersQuery, updateUserInput } from '@sirkula/domain/users/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount, requireActor } from '../../lib/access-hook.ts';
import * as admin from './admin.ts';
import * as service from './service.ts';

const userParams = z.object({ id: z.string().min(1).max(64) });

export function usersRoutes(deps: admin.UserAdminDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const tags = ['users'];
  return async (app) => {
    const signedIn = { access: 'signedIn', allowedBeforePasswordChange: true } as const;

    app.get('/profile', { schema: { tags, response: { 200: profile } }, config: signedIn }, (request) =>
      service.profileOf(requireAccount(request)),
    );

    app.patch(
      '/profile',
      { schema: { tags, body: updateProfileInput, response: { 200: profile } }, config: signedIn },
      (request) => service.updateProfile(db, requireAccount(request), request.body),
    );

    app.get(
      '/users',
      {
        schema: { tags, querystring: listUsersQuery, response: { 200: userPage } },
        config: { access: 'signedIn' },
      },
      (request) => admin.list(db, requireActor(request), request.query),
    );

    app.post(
      '/users',
      {
        schema: { tags, body: createUserInput, response: { 201: createdUser } },
        config: { access: 'signedIn' },
      },
      async (request, reply) => {
        const user = await admin.create(deps, requireActor(request), request.body, request.language);
        const key = request.body.sendWelcomeEmail
          ? 'users.messages.createdWithWelcome'
          : 'users.messages.created';
        return reply.code(201).send({ user, message: translate(request.language, key) });
      },
    );

    app.get(
      '/users/:id',
      {
        schema: { tags, params: userParams, response: { 200: userSummary } },
        config: { access: 'signedIn' },
      },
      (request) => admin.get(db, requireActor(request), request.params.id),
    );

    app.patch(
      '/users/:id',
      {
        schema: { tags, params: userParams, body: updateUserInput, response: { 200: userSummary } },
        config: { access: 'signedIn' },
      },
      (request) => admin.update(db, requireActor(request), request.params.id, request.body),
    );

    app.post(
      '/users/:id/status',
      {
        schema: { tags, params: userParams, body: statusInput, response: { 200: userSummary } },
        config: { access: 'signedIn' },
      },
      (request) => admin.changeStatus(db, requireActor(request), request.params.id, request.body.status),
    );

    app.delete(
      '/users/:id',
      {
        schema: { tags, params: userParams, response: { 200: messageAnswer } },
        config: { access: 'signedIn' },
      },
      async (request) => {
        await admin.remove(db, requireActor(request), request.params.id);
        return { message: translate(request.language, 'users.messages.deleted') };
      },
    );

    app.post(
      '/users/:id/require-password-change',
      {
        schema: { tags, params: userParams, response: { 200: messageAnswer } },
        config: { access: 'internal' },
      },
      async (request) => {
        await service.requirePasswordChange(db, requireActor(request), request.params.id);
        return { message: translate(request.language, 'users.passwordChangeRequired') };
      },
    );
  };
}
