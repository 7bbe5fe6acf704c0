import { reserveLoginAttempt } from '@sirkula/domain/auth/login-throttle';
import type { LoginData, RegisterData } from '@sirkula/domain/auth/rules';
import type { SessionAnswer } from '@sirkula/domain/auth/session';
import { canSignIn } from '@sirkula/domain/users/rules';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, Conflict, Forbidden, Invalid, Unauthenticated } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { insertAccount } from '../users/public.ts';
import type { Auth } from './auth.ts';
import type { Captcha } from './captcha.ts';
import {
  clearLoginThrottle,
  createRegisteredCompany,
  deleteSession,
  findUserByEmail,
  findUserById,
  lockLoginThrottle,
  type SessionUserRow,
  saveLoginThrottle,
} from './queries.ts';
import { toSessionAnswer } from './session-answer.ts';

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body?.code as string | undefined) : undefined;
}

const emailInUse = () =>
  new Conflict('auth.register.userAlreadyRegistered', { email: 'auth.register.emailInUse' }, 'EMAIL_IN_USE');

/**
 * Registers a company admin of a new, pending company, with its audit entry in the same
 * transaction; the account waits for e-mail verification, whose message goes out once it is saved.
 */
export async function register(
  deps: AuthServiceDeps & { captcha: Captcha },
  input: RegisterData,
  headers: Headers,
): Promise<{ email: string }> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw new Invalid('errors.captchaFailed', { captcha: 'errors.captchaFailed' }, 'CAPTCHA_FAILED');
  }
  if (await findUserByEmail(deps.db, input.email)) throw emailInUse();
  try {
    await deps.db.transaction(async (tx) => {
      const company = await createRegisteredCompany(tx, input.companyName, input.accountType);
      const user = await insertAccount(tx, {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        userType: input.accountType,
        role: 'admin',
        companyId: company.id,
        status: 'pending',
        emailVerified: false,
      });
      await recordAudit(tx, {
        actorId: user.id,
        entity: 'user',
        entityId: user.id,
        action: 'register',
        after: { email: input.email, userType: input.accountType, companyId: company.id },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  // Only the language goes along: better-auth refuses the mail when a session cookie names someone else.
  const language = new Headers({ 'accept-language': headers.get('accept-language') ?? '' });
  await deps.auth.api.sendVerificationEmail({ body: { email: input.email }, headers: language });
  return { email: input.email };
}

/**
 * Counts the attempt against the account before the password is checked; refuses while the account
 * is locked, with the same answer whether or not the address has an account.
 */
async function reserveAttempt(db: Db, email: string): Promise<void> {
  const now = new Date();
  const allowed = await db.transaction(async (tx) => {
    const reserved = reserveLoginAttempt(await lockLoginThrottle(tx, email, now), now);
    if (reserved.allowed) await saveLoginThrottle(tx, email, reserved.next);
    return reserved.allowed;
  });
  if (!allowed) throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'errors.tooManyRequests');
}

export async function login(
  deps: AuthServiceDeps,
  input: LoginData,
  headers: Headers,
): Promise<{ answer: SessionAnswer; headers: Headers }> {
  const email = input.email.toLowerCase();
  await reserveAttempt(deps.db, email);
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(deps.auth, input, headers);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EMAIL_NOT_VERIFIED')
      throw new Forbidden('auth.login.emailNotConfirmed', 'EMAIL_NOT_CONFIRMED');
    if (code === 'INVALID_EMAIL_OR_PASSWORD')
      throw new Unauthenticated('auth.login.invalidCredentials', 'INVALID_CREDENTIALS');
    throw error;
  }
  await clearLoginThrottle(deps.db, email);
  const { token, user: signedInUser } = signedIn.response;
  const user = await findUserById(deps.db, signedInUser.id);
  if (!user) {
    if (token) await deleteSession(deps.db, token);
    throw new Unauthenticated('auth.login.noUserData', 'NO_USER_DATA');
  }
  if (!canSignIn(user.status, user.companyStatus)) {
    if (token) await deleteSession(deps.db, token);
    throw new Forbidden('auth.login.accountInactive', 'ACCOUNT_INACTIVE');
  }
  const session = await deps.auth.api.getSession({ headers: sessionHeaders(signedIn.headers) });
  if (!session) throw new Unauthenticated('auth.login.noUserData', 'NO_USER_DATA');
  return { answer: toSessionAnswer(user, session.session.expiresAt), headers: signedIn.headers };
}

function signIn(auth: Auth, input: LoginData, headers: Headers) {
  return auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    returnHeaders: true,
  });
}

/** A request header carrying the cookies a response just set, to read the new session back. */
function sessionHeaders(responseHeaders: Headers): Headers {
  const cookie = responseHeaders
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}

/** The access hook has read the session and its user already; the answer needs no query. */
export function currentSession(account: SessionUserRow): SessionAnswer {
  return toSessionAnswer(account, account.expiresAt);
}

export async function logout(deps: AuthServiceDeps, headers: Headers): Promise<Headers> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}

export async function verifyEmail(deps: AuthServiceDeps, token: string): Promise<void> {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch {
    throw new Invalid('auth.verify.invalidLink', {}, 'INVALID_VERIFICATION_LINK');
  }
}
