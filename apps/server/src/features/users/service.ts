import type { UpdateProfileInput } from '@sirkula/domain/users/rules';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import { type SessionUserRow, setMustChangePassword } from '../auth/public.ts';
import { canRequirePasswordChange } from './policy.ts';
import { findUserSummary, updateNameAndPhone } from './queries.ts';

/** The signed-in user's own profile, as the access hook already read it with the session. */
export function profileOf(account: SessionUserRow) {
  const { id, name, email, phone, userType, role, companyId, companyName } = account;
  return { id, name, email, phone, userType, role, companyId, companyName };
}

export async function updateProfile(
  db: Db,
  account: SessionUserRow,
  input: Required<Pick<UpdateProfileInput, 'name' | 'phone'>>,
) {
  await db.transaction(async (tx) => {
    await updateNameAndPhone(tx, account.id, input);
    await recordAudit(tx, {
      actorId: account.id,
      entity: 'user',
      entityId: account.id,
      action: 'update-profile',
      before: { name: account.name, phone: account.phone },
      after: input,
    });
  });
  return { ...profileOf(account), ...input };
}

export async function requirePasswordChange(db: Db, actor: Actor, userId: string): Promise<void> {
  const user = await findUserSummary(db, userId);
  if (!user) throw new NotFound('errors.userNotFound', 'USER_NOT_FOUND');
  if (!canRequirePasswordChange(actor, user)) throw new Forbidden();
  await db.transaction(async (tx) => {
    await setMustChangePassword(tx, userId, true);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'user',
      entityId: userId,
      action: 'require-password-change',
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: true },
    });
  });
}
