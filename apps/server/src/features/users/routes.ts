import { usersApi } from '@sirkula/domain/users/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { sayTo } from '../../lib/http.ts';
import * as admin from './admin.ts';
import * as service from './service.ts';

export function usersRoutes(deps: admin.UserAdminDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) =>
    implement(app, 'users', usersApi, {
      'GET /profile': (request) => service.profileOf(requireAccount(request)),
      'PATCH /profile': (request) => service.updateProfile(db, requireAccount(request), request.body),
      'GET /users': (request) => admin.list(db, requireActor(request), request.query),
      'POST /users': (request) => admin.create(deps, requireActor(request), request.body, request.language),
      'GET /users/:id': (request) => admin.get(db, requireActor(request), request.params.id),
      'PATCH /users/:id': (request) =>
        admin.update(db, requireActor(request), request.params.id, request.body),
      'POST /users/:id/status': (request) =>
        admin.changeStatus(db, requireActor(request), request.params.id, request.body.status),
      'DELETE /users/:id': async (request) => {
        await admin.remove(db, requireActor(request), request.params.id);
        return sayTo(request, 'users.messages.deleted');
      },
      'POST /users/:id/require-password-change': async (request) => {
        await service.requirePasswordChange(db, requireActor(request), request.params.id);
        return sayTo(request, 'users.passwordChangeRequired');
      },
    });
}
