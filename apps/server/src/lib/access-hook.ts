import { languageFromHeader } from '@sirkula/domain/languages';
import { canSignIn } from '@sirkula/domain/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Auth } from '../features/auth/auth.ts';
import { findUserById } from '../features/auth/queries.ts';
import type { Actor } from './access.ts';
import { AppError, Forbidden, Unauthenticated } from './errors.ts';
import { toWebHeaders } from './http.ts';

async function resolveActor(db: Db, auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.cookie?.includes('session_token')) return null;
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  if (!session) return null;
  const user = await findUserById(db, session.user.id);
  // A suspended, inactive or deleted account loses its open sessions at once.
  if (!user || !canSignIn(user.status, user.companyStatus)) return null;
  return {
    id: user.id,
    userType: user.userType,
    role: user.role,
    companyId: user.companyId,
    mustChangePassword: user.mustChangePassword,
  };
}

/**
 * Every route declares its access in `config.access` (routes without one are refused, so a new route
 * cannot be public by accident). The actor is read from the session cookie, never from the browser's
 * storage.
 */
export function installAccessControl(app: FastifyInstance, deps: { db: Db; auth: Auth }): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/v1/')) return;
    const access = config.access;
    if (!access) throw new Forbidden();
    if (access === 'public') {
      request.actor = null;
      return;
    }
    const actor = await resolveActor(deps.db, deps.auth, request);
    if (!actor) throw new Unauthenticated();
    if (actor.mustChangePassword && !config.allowedBeforePasswordChange) {
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'errors.passwordChangeRequired');
    }
    if (access === 'internal' && actor.userType !== 'internal') throw new Forbidden();
    request.actor = actor;
  });
}

/** For handlers of non-public routes: the hook has already refused anyone signed out. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthenticated();
  return request.actor;
}
