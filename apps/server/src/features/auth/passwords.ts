import { randomBytes } from 'node:crypto';
import type { ChangePasswordInput, ResetPasswordInput } from '@sirkula/domain/auth/rules';
import type { Language } from '@sirkula/domain/shared/languages';
import { canSignIn } from '@sirkula/domain/users/rules';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Invalid } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import type { SendMail } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { accountEmail } from './emails.ts';
import {
  deleteResetTokens,
  endOtherSessions,
  findUserByEmail,
  passwordHashOf,
  replaceResetTokens,
  setMustChangePassword,
  setPasswordHash,
  takeResetToken,
} from './queries.ts';

/** An hour: long enough to open the mail, short enough that an old inbox holds no live link. */
const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

export interface PasswordDeps {
  db: Db;
  sendMail: SendMail;
  publicUrl: string;
}

/**
 * Mails a reset link to an account that may sign in. The route answers before this runs, so known and
 * unknown addresses take the same time. The new link replaces every other outstanding one.
 */
export async function sendResetLink(deps: PasswordDeps, email: string, language: Language): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !canSignIn(user.status)) return;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_SECONDS * 1000);
  await replaceResetTokens(deps.db, user.id, token, expiresAt);
  const link = `${deps.publicUrl}/public/auth/reset-password?token=${encodeURIComponent(token)}`;
  const company = (await getBranding(deps.db)).companyName;
  await deps.sendMail(accountEmail('reset', user, link, language, company));
}

/**
 * Redeems a reset (or welcome) link: the new password, the end of every session and of every other
 * outstanding link, and the audit entry are one transaction.
 */
export async function resetPassword(deps: PasswordDeps, input: ResetPasswordInput): Promise<void> {
  const hash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await takeResetToken(tx, input.token, new Date());
    if (!userId) throw new Invalid('auth.reset.invalidLink', {}, 'INVALID_RESET_LINK');
    await setPasswordHash(tx, userId, hash);
    await deleteResetTokens(tx, userId);
    await endOtherSessions(tx, userId, null);
    await setMustChangePassword(tx, userId, false);
    await recordAudit(tx, { actorId: userId, entity: 'user', entityId: userId, action: 'reset-password' });
  });
}

/**
 * A signed-in user's new password: the session that changed it stays, every other session and every
 * outstanding reset link ends, with the audit entry in the same transaction.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  sessionToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  const current = await passwordHashOf(db, actor.id);
  if (!current || !(await verifyPassword({ hash: current, password: input.currentPassword }))) {
    throw new Invalid('auth.changePassword.wrongCurrent', {
      currentPassword: 'auth.changePassword.wrongCurrent',
    });
  }
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.id, hash);
    await endOtherSessions(tx, actor.id, sessionToken);
    await deleteResetTokens(tx, actor.id);
    await setMustChangePassword(tx, actor.id, false);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'user',
      entityId: actor.id,
      action: 'change-password',
    });
  });
}
