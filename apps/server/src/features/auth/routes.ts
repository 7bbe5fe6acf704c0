import { registered, signedIn } from '@sirkula/domain/auth/answers';
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  verifyEmailInput,
} from '@sirkula/domain/auth/rules';
import { sessionAnswer } from '@sirkula/domain/auth/session';
import { messageAnswer } from '@sirkula/domain/shared/answers';
import { translate } from '@sirkula/domain/shared/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireActor } from '../../lib/access-hook.ts';
import { afterAnswer, forwardCookies, toWebHeaders } from '../../lib/http.ts';
import type { Captcha } from './captcha.ts';
import * as passwords from './passwords.ts';
import * as service from './service.ts';

export interface AuthRouteDeps extends service.AuthServiceDeps, passwords.PasswordDeps {
  captcha: Captcha;
  /** Attempts per minute on each auth route, per client address (X-Forwarded-For only from trusted proxies). */
  attemptsPerMinute: number;
  loginAttemptsPerMinute: number;
}

function say(request: FastifyRequest, key: string, values?: Record<string, string>) {
  return { message: translate(request.language, key, values) };
}

export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  const limited = { rateLimit: { max: deps.attemptsPerMinute, timeWindow: '1 minute' } };
  return async (app) => {
    app.get(
      '/auth/captcha',
      { schema: { tags: ['auth'] }, config: { access: 'public', ...limited } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.captcha.challenge();
      },
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          body: registerInput,
          response: { 201: registered },
        },
        config: { access: 'public', ...limited },
      },
      async (request, reply) => {
        const { email } = await service.register(deps, request.body, toWebHeaders(request.headers));
        return reply.code(201).send({ ...say(request, 'auth.register.success'), email });
      },
    );

    app.post(
      '/auth/verify-email',
      {
        schema: { tags: ['auth'], body: verifyEmailInput, response: { 200: messageAnswer } },
        config: { access: 'public', ...limited },
      },
      async (request) => {
        await service.verifyEmail(deps, request.body.token);
        return say(request, 'auth.verify.success');
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          body: loginInput,
          response: { 200: signedIn },
        },
        // Per address here, across accounts; per account, across addresses, in the service.
        config: {
          access: 'public',
          rateLimit: { max: deps.loginAttemptsPerMinute, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const { answer, headers } = await service.login(deps, request.body, toWebHeaders(request.headers));
        forwardCookies(headers, reply);
        return { ...answer, ...say(request, 'auth.login.success') };
      },
    );

    app.get(
      '/auth/session',
      {
        schema: { tags: ['auth'], response: { 200: sessionAnswer } },
        config: { access: 'signedIn', allowedBeforePasswordChange: true },
      },
      (request) => service.currentSession(requireAccount(request)),
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], response: { 200: messageAnswer } }, config: { access: 'public' } },
      async (request, reply) => {
        forwardCookies(await service.logout(deps, toWebHeaders(request.headers)), reply);
        return say(request, 'auth.logout.success');
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: { tags: ['auth'], body: forgotPasswordInput, response: { 200: messageAnswer } },
        config: { access: 'public', ...limited },
      },
      async (request) => {
        const { email } = request.body;
        afterAnswer(request, 'Reset link', () => passwords.sendResetLink(deps, email, request.language));
        return say(request, 'auth.forgot.sent');
      },
    );

    app.post(
      '/auth/reset-password',
      {
        schema: { tags: ['auth'], body: resetPasswordInput, response: { 200: messageAnswer } },
        config: { access: 'public', ...limited },
      },
      async (request) => {
        await passwords.resetPassword(deps, request.body);
        return say(request, 'auth.reset.success');
      },
    );

    app.post(
      '/auth/change-password',
      {
        schema: { tags: ['auth'], body: changePasswordInput, response: { 200: messageAnswer } },
        config: { access: 'signedIn', allowedBeforePasswordChange: true, ...limited },
      },
      async (request) => {
        const { sessionToken } = requireAccount(request);
        await passwords.changePassword(deps.db, requireActor(request), sessionToken, request.body);
        return say(request, 'auth.changePassword.success');
      },
    );
  };
}
