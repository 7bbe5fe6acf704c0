import { PUBLIC, type RouteExpectations, SIGNED_IN } from '../../test/authorisation-matrix/rules.ts';
import { registration, uniqueEmail } from '../../test/authorisation-matrix/world.ts';
import { PASSWORD } from '../../test/people.ts';

const NEW_PASSWORD = 'Baru#2026matriks';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/auth/captcha': [
    {
      does: 'fetch a captcha challenge',
      who: PUBLIC,
      why: 'the registration form needs one before anyone has an account',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/auth/register': [
    {
      does: 'register a new company and its admin',
      who: PUBLIC,
      why: 'anyone may register; the account waits for e-mail verification and the company for approval',
      scope: 'none',
      request: async ({ world }) => ({ payload: await registration(world.app, uniqueEmail('daftar')) }),
    },
  ],
  'POST /api/v1/auth/verify-email': [
    {
      does: 'verify an e-mail address with its link',
      who: PUBLIC,
      why: 'the link itself is the proof; whoever opens it may be signed out',
      scope: 'none',
      request: async ({ fresh }) => {
        const { token, owner } = await fresh.verificationToken();
        return { payload: { token }, actsFor: owner };
      },
    },
  ],
  'POST /api/v1/auth/login': [
    {
      does: 'sign in as an account of its own kind',
      who: PUBLIC,
      why: 'signing in is how anyone gets a session',
      scope: 'none',
      request: async ({ fresh, self, world }) => {
        const account = await fresh.user(self ?? world.personas.anonymous.placement);
        return { payload: { email: account.email, password: PASSWORD }, actsFor: account };
      },
    },
  ],
  'GET /api/v1/auth/session': [
    {
      does: 'read its own session',
      who: SIGNED_IN,
      why: 'a session exists only for a signed-in account',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/auth/logout': [
    {
      does: 'sign out',
      who: PUBLIC,
      why: 'signing out without a session is harmless and answers the same',
      actor: 'fresh',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/auth/forgot-password': [
    {
      does: 'ask for a reset link',
      who: PUBLIC,
      why: 'a forgotten password is asked for signed out; the answer is the same whether the address exists',
      scope: 'none',
      request: async ({ self, target }) => ({ payload: { email: self?.email ?? target.member.email } }),
    },
  ],
  'POST /api/v1/auth/reset-password': [
    {
      does: 'choose a new password with a reset link',
      who: PUBLIC,
      why: 'the one-time link is the proof',
      scope: 'none',
      request: async ({ fresh }) => {
        const { token, owner } = await fresh.resetToken();
        return { payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, actsFor: owner };
      },
    },
  ],
  'POST /api/v1/auth/change-password': [
    {
      does: 'change its own password',
      who: SIGNED_IN,
      why: 'only the signed-in account itself, knowing its current password',
      actor: 'fresh',
      scope: 'none',
      request: async () => ({
        payload: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      }),
    },
  ],
};
