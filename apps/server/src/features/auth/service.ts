import type { ChangePasswordInput, LoginData, RegisterData, ResetPasswordInput } from '@sirkula/domain/auth';
import type { SessionAnswer } from '@sirkula/domain/session';
import { canSignIn } from '@sirkula/domain/users';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, Conflict, Forbidden, Invalid, Unauthenticated } from '../../lib/errors.ts';
import { recordAudit } from '../audit/queries.ts';
import type { Auth } from './auth.ts';
import type { Captcha } from './captcha.ts';
import {
  createRegisteredCompany,
  deleteCompany,
  deleteSession,
  findUserByEmail,
  findUserById,
  type SessionUserRow,
  setMustChangePassword,
  userIdForResetToken,
} from './queries.ts';
import { toSessionAnswer } from './session-answer.ts';

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body?.code as string | undefined) : undefined;
}

/** Registers a company admin of a new, pending company; the account waits for e-mail verification. */
export async function register(
  deps: AuthServiceDeps & { captcha: Captcha },
  input: RegisterData,
  headers: Headers,
): Promise<{ email: string }> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw new Invalid('errors.captchaFailed', { captcha: 'errors.captchaFailed' }, 'CAPTCHA_FAILED');
  }
  if (await findUserByEmail(deps.db, input.email)) {
    throw new Conflict(
      'auth.register.userAlreadyRegistered',
      { email: 'auth.register.emailInUse' },
      'EMAIL_IN_USE',
    );
  }
  const company = await createRegisteredCompany(deps.db, input.companyName, input.accountType);
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        userType: input.accountType,
        role: 'admin',
        companyId: company.id,
        status: 'pending',
      },
      headers,
    });
    await recordAudit(deps.db, {
      actorId: result.user.id,
      entity: 'user',
      entityId: result.user.id,
      action: 'register',
      after: { email: input.email, userType: input.accountType, companyId: company.id },
    });
    return { email: input.email };
  } catch (error) {
    await deleteCompany(deps.db, company.id);
    if (errorCode(error)?.startsWith('USER_ALREADY_EXISTS')) {
      throw new Conflict(
        'auth.register.userAlreadyRegistered',
        { email: 'auth.register.emailInUse' },
        'EMAIL_IN_USE',
      );
    }
    throw new AppError(500, 'REGISTRATION_FAILED', 'auth.register.failed');
  }
}

export async function login(
  deps: AuthServiceDeps,
  input: LoginData,
  headers: Headers,
): Promise<{ answer: SessionAnswer; headers: Headers }> {
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

/** Answers the same whether or not the address has an account, so nobody can probe for accounts. */
export async function forgotPassword(deps: AuthServiceDeps, email: string, headers: Headers): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !canSignIn(user.status)) return;
  await deps.auth.api.requestPasswordReset({
    body: { email, redirectTo: '/public/auth/reset-password' },
    headers,
  });
}

export async function resetPassword(deps: AuthServiceDeps, input: ResetPasswordInput): Promise<void> {
  const userId = await userIdForResetToken(deps.db, input.token);
  if (!userId) throw new Invalid('auth.reset.invalidLink', {}, 'INVALID_RESET_LINK');
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch {
    throw new Invalid('auth.reset.invalidLink', {}, 'INVALID_RESET_LINK');
  }
  await setMustChangePassword(deps.db, userId, false);
  await recordAudit(deps.db, { actorId: userId, entity: 'user', entityId: userId, action: 'reset-password' });
}

export async function changePassword(
  deps: AuthServiceDeps,
  actor: Actor,
  input: ChangePasswordInput,
  headers: Headers,
): Promise<Headers> {
  let result: { headers: Headers };
  try {
    result = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (errorCode(error) === 'INVALID_PASSWORD') {
      throw new Invalid('auth.changePassword.wrongCurrent', {
        currentPassword: 'auth.changePassword.wrongCurrent',
      });
    }
    throw error;
  }
  await setMustChangePassword(deps.db, actor.id, false);
  await recordAudit(deps.db, {
    actorId: actor.id,
    entity: 'user',
    entityId: actor.id,
    action: 'change-password',
  });
  return result.headers;
}
