import { randomUUID } from 'node:crypto';
import { sortableName } from '@sirkula/domain/shared/names';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import type { SendMail } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { accountEmail, requestLanguage } from './emails.ts';
import { activatePendingUser } from './queries.ts';

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session in use is extended to a full lifetime again once a day. */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  db: Db;
  secret: string;
  publicUrl: string;
  sendMail: SendMail;
}

/**
 * better-auth keeps accounts, password hashes, sessions and one-time tokens. Its HTTP handler is not
 * mounted: our own routes call its server API, so every answer is validated, rate limited and
 * translated the same way as the rest of the API.
 */
export function createAuth({ db, secret, publicUrl, sendMail }: AuthDeps) {
  const companyName = async () => (await getBranding(db)).companyName;
  return betterAuth({
    appName: 'Sirkula',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false },
        userType: { type: 'string', required: true },
        role: { type: 'string', required: true },
        companyId: { type: 'string', required: false },
        status: { type: 'string', required: true },
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false },
        sortName: { type: 'string', required: false, input: false },
      },
    },
    // Our own queries write accounts (users/queries.ts); should better-auth write a name, it sorts too.
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, sortName: sortableName(user.name) } }) },
        update: {
          before: async (user) =>
            typeof user.name === 'string'
              ? { data: { ...user, sortName: sortableName(user.name) } }
              : undefined,
        },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: {
      expiresIn: 24 * 60 * 60,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }, request) => {
        const link = `${publicUrl}/public/auth/verify-email?token=${encodeURIComponent(token)}`;
        await sendMail(accountEmail('verify', user, link, requestLanguage(request), await companyName()));
      },
      afterEmailVerification: async (user) => {
        await activatePendingUser(db, user.id);
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: publicUrl.startsWith('https://'),
      cookiePrefix: 'sirkula',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
