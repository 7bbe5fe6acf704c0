import { authApi } from '@sirkula/domain/auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import { afterAnswer, forwardCookies, sayTo, toWebHeaders } from '../../lib/http.ts';
import type { Captcha } from './captcha.ts';
import * as passwords from './passwords.ts';
import * as service from './service.ts';

export interface AuthRouteDeps extends service.AuthServiceDeps, passwords.PasswordDeps {
  captcha: Captcha;
  /** Attempts per minute on each auth route, per client address (X-Forwarded-For only from trusted proxies). */
  attemptsPerMinute: number;
  loginAttemptsPerMinute: number;
}

export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.attemptsPerMinute, timeWindow: '1 minute' };
  return async (app) =>
    implement(app, 'auth', authApi, {
      'GET /auth/captcha': {
        rateLimit,
        handle: async (_request, reply) => {
          reply.header('cache-control', 'no-store');
          return deps.captcha.challenge();
        },
      },
      'POST /auth/register': {
        rateLimit,
        handle: async (request) => {
          const { email } = await service.register(deps, request.body, toWebHeaders(request.headers));
          return { ...sayTo(request, 'auth.register.success'), email };
        },
      },
      'POST /auth/verify-email': {
        rateLimit,
        handle: async (request) => {
          await service.verifyEmail(deps, request.body.token);
          return sayTo(request, 'auth.verify.success');
        },
      },
      // Per address here, across accounts; per account, across addresses, in the service.
      'POST /auth/login': {
        rateLimit: { max: deps.loginAttemptsPerMinute, timeWindow: '1 minute' },
        handle: async (request, reply) => {
          const { answer, headers } = await service.login(deps, request.body, toWebHeaders(request.headers));
          forwardCookies(headers, reply);
          return { ...answer, ...sayTo(request, 'auth.login.success') };
        },
      },
      'GET /auth/session': (request) => service.currentSession(requireAccount(request)),
      'POST /auth/logout': async (request, reply) => {
        forwardCookies(await service.logout(deps, toWebHeaders(request.headers)), reply);
        return sayTo(request, 'auth.logout.success');
      },
      'POST /auth/forgot-password': {
        rateLimit,
        handle: async (request) => {
          const { email } = request.body;
          afterAnswer(request, 'Reset link', () => passwords.sendResetLink(deps, email, request.language));
          return sayTo(request, 'auth.forgot.sent');
        },
      },
      'POST /auth/reset-password': {
        rateLimit,
        handle: async (request) => {
          await passwords.resetPassword(deps, request.body);
          return sayTo(request, 'auth.reset.success');
        },
      },
      'POST /auth/change-password': {
        rateLimit,
        handle: async (request) => {
          const { sessionToken } = requireAccount(request);
          await passwords.changePassword(deps.db, requireActor(request), sessionToken, request.body);
          return sayTo(request, 'auth.changePassword.success');
        },
      },
    });
}
