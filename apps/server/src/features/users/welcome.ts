import { randomBytes } from 'node:crypto';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { UserType } from '@sirkula/domain/users/rules';
import type { createUserInput } from '@sirkula/domain/users/user-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { replaceResetTokens } from '../auth/public.ts';
import type { SendMail } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { insertAccount } from './queries.ts';

/** Long enough for someone to open their mail after a weekend. */
const WELCOME_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

type NewUser = z.output<typeof createUserInput> & { userType: UserType; companyId: string | null };

/**
 * Creates an active, verified account. Without a password it gets an unguessable one and, when a
 * welcome e-mail is wanted, a one-time link (a password-reset token) to choose the real one. Runs
 * inside the caller's transaction; the e-mail goes out once it has committed.
 */
export async function createAccount(tx: Db, input: NewUser, publicUrl: string) {
  const user = await insertAccount(tx, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    password: input.password ?? randomBytes(32).toString('base64url'),
    userType: input.userType,
    role: input.role,
    companyId: input.companyId,
    mustChangePassword: input.forcePasswordChange,
  });
  if (!input.sendWelcomeEmail || input.password) return { user, link: undefined };
  const token = randomBytes(24).toString('base64url');
  await replaceResetTokens(tx, user.id, token, new Date(Date.now() + WELCOME_LINK_LIFETIME_MS));
  return { user, link: `${publicUrl}/public/auth/reset-password?token=${encodeURIComponent(token)}` };
}

export async function sendWelcome(
  deps: { db: Db; sendMail: SendMail; publicUrl: string },
  input: Pick<NewUser, 'name' | 'email'>,
  link: string | undefined,
  language: Language,
) {
  const company = (await getBranding(deps.db)).companyName;
  const t = (key: string, values?: Record<string, string>) => translate(language, key, values);
  const text = [
    t('email.greeting', { name: input.name }),
    '',
    link ? t('users.welcomeEmail.body', { company }) : t('users.welcomeEmail.withPassword', { company }),
    link ?? `${deps.publicUrl}/public/auth/login`,
    '',
    ...(link ? [t('users.welcomeEmail.expiry'), ''] : []),
    t('email.signature', { company }),
  ].join('\n');
  await deps.sendMail({
    to: input.email,
    subject: t('users.welcomeEmail.subject', { company }),
    text,
    ...(link && { link }),
  });
}
