import { isKeyAccess, type KeyAccess } from '@sirkula/domain/shared/contract';
import { languageFromHeader } from '@sirkula/domain/shared/languages';
import { canSignIn } from '@sirkula/domain/users/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS } from '../features/auth/auth.ts';
import { findSessionUser, type SessionUserRow } from '../features/auth/queries.ts';
import {
  renewedSessionCookie,
  type SessionCookie,
  signedSessionToken,
} from '../features/auth/session-cookie.ts';
import { callerOfKey, type KeyCaller } from '../features/integrations/public.ts';
import type { Actor } from './access.ts';
import { AppError, Forbidden, Unauthenticated } from './errors.ts';

interface AccessDeps {
  db: Db;
  secret: string;
  sessionCookie: SessionCookie;
  clock: () => Date;
}

/**
 * One database round trip per signed-in request: the cookie's signature is checked in memory, then
 * one query reads the session, its user and the company's status. Revocation (logout, suspension, a
 * password change) deletes or blocks the rows that query reads, so it holds at once on every server.
 */
async function signedInAccount(
  deps: AccessDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUserRow | null> {
  const cookie = signedSessionToken(request.headers.cookie, deps.sessionCookie, deps.secret);
  if (!cookie) return null;
  const now = new Date();
  const account = await findSessionUser(deps.db, cookie.token, {
    now,
    renewUntil: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
    refreshAfter: new Date(now.getTime() + (SESSION_LIFETIME_SECONDS - SESSION_REFRESH_SECONDS) * 1000),
  });
  // A suspended, inactive or deleted account loses its open sessions at once.
  if (!account || !canSignIn(account.status, account.companyStatus)) return null;
  if (account.renewedUntil) {
    reply.header(
      'set-cookie',
      renewedSessionCookie(deps.sessionCookie, cookie.raw, SESSION_LIFETIME_SECONDS),
    );
  }
  return account;
}

function actorOf(account: SessionUserRow): Actor {
  return {
    id: account.id,
    userType: account.userType,
    role: account.role,
    companyId: account.companyId,
    mustChangePassword: account.mustChangePassword,
    driverId: account.driverId,
  };
}

/**
 * Every route declares its access in `config.access` (routes without one are refused, so a new route
 * cannot be public by accident). The actor is read from the session cookie, never from the browser's
 * storage.
 */
export function installAccessControl(app: FastifyInstance, deps: AccessDeps): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('account', null);
  app.decorateRequest('language', 'en');
  app.decorateRequest('keyCaller', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/v1/')) return;
    const access = config.access;
    if (!access) throw new Forbidden();
    if (access === 'public') return;
    if (isKeyAccess(access)) {
      request.keyCaller = await keyCallerOf(deps.db, request, access, deps.clock());
      return;
    }
    const account = await signedInAccount(deps, request, reply);
    if (!account) throw new Unauthenticated();
    if (account.mustChangePassword && !config.allowedBeforePasswordChange) {
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'errors.passwordChangeRequired');
    }
    if (access === 'internal' && account.userType !== 'internal') throw new Forbidden();
    request.account = account;
    request.actor = actorOf(account);
  });
}

/**
 * Endpoints for machines take an integration key (`Authorization: Bearer <key>`) holding the scope,
 * and never a session: a browser's cookie cannot send sensor readings. One indexed read per request,
 * or none while the key is remembered (`key-memory.ts`).
 */
async function keyCallerOf(
  db: Db,
  request: FastifyRequest,
  access: KeyAccess,
  now: Date,
): Promise<KeyCaller> {
  const scope = access.slice('key:'.length) as KeyAccess extends `key:${infer S}` ? S : never;
  const caller = await callerOfKey(db, request.headers.authorization, scope, now);
  if (!caller) throw new AppError(401, 'INVALID_KEY', 'errors.invalidKey');
  return caller;
}

/** For handlers of routes for integration keys: the hook has already refused any other caller. */
export function requireKeyCaller(request: FastifyRequest): KeyCaller {
  if (!request.keyCaller) throw new Unauthenticated();
  return request.keyCaller;
}

/** For handlers of non-public routes: the hook has already refused anyone signed out. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthenticated();
  return request.actor;
}

/** The signed-in account as the access hook read it: user, company name and session expiry. */
export function requireAccount(request: FastifyRequest): SessionUserRow {
  if (!request.account) throw new Unauthenticated();
  return request.account;
}
