import { isKeyAccess, type KeyScope } from '@sirkula/domain/shared/contract';
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
import { judgeKey, type KeyCaller, noteKeyRequest } from '../features/integrations/public.ts';
import type { Actor } from './access.ts';
import { AppError, Forbidden, Unauthenticated } from './errors.ts';
import { afterAnswer } from './http.ts';

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
  app.decorateRequest('loggedKeyId', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/v1/')) return;
    const access = config.access;
    if (!access) throw new Forbidden();
    if (access === 'public') return;
    const keyOnly = isKeyAccess(access);
    if (keyOnly || request.headers.authorization) {
      if (await keyOf(deps, request, reply, { scope: config.keyScope ?? null, keyOnly })) return;
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
  installKeyRequestLog(app, deps);
}

/**
 * A request with `Authorization: Bearer <key>` is an API key's: it reaches the endpoints that name one
 * of its scopes (`keyScope` in the contract; the key-only ones by their access), as the actor the key
 * stands for, and is counted against the key's rate limit and noted in its log. One round trip
 * (`judgeKey`). A header holding something else is left to the session (false), except on key-only
 * endpoints, which refuse it.
 */
async function keyOf(
  deps: AccessDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  route: { scope: KeyScope | null; keyOnly: boolean },
): Promise<boolean> {
  const verdict = await judgeKey(deps.db, request.headers.authorization, route.scope, deps.clock());
  if (!verdict) {
    if (route.keyOnly) throw new AppError(401, 'INVALID_KEY', 'errors.invalidKey');
    return false;
  }
  if (verdict.kind === 'invalid') throw new AppError(401, 'INVALID_KEY', 'errors.invalidKey');
  request.loggedKeyId = verdict.keyId;
  if (verdict.kind === 'tooMany') {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError(429, 'KEY_RATE_LIMITED', 'errors.keyRateLimited');
  }
  if (verdict.kind === 'outOfScope') throw new AppError(403, 'KEY_SCOPE', 'errors.keyScope');
  request.keyCaller = verdict.caller;
  request.actor = verdict.actor;
  return true;
}

/** Notes every answer to a key in its log once the answer is on its way (refusals of its scope too). */
function installKeyRequestLog(app: FastifyInstance, { db, clock }: AccessDeps): void {
  app.addHook('onResponse', async (request, reply) => {
    const keyId = request.loggedKeyId;
    if (!keyId) return;
    const entry = {
      keyId,
      at: new Date(clock().getTime() - reply.elapsedTime),
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    };
    afterAnswer(request, 'noting a key request', () => noteKeyRequest(db, entry));
  });
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
