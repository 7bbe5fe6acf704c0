import type { UpdateProfileInput } from '@sirkula/domain/users';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/queries.ts';
import { setMustChangePassword } from '../auth/queries.ts';
import { canRequirePasswordChange } from './policy.ts';
import { findProfile, findUserSummary, updateNameAndPhone } from './queries.ts';

export async function getProfile(db: Db, actor: Actor) {
  const profile = await findProfile(db, actor.id);
  if (!profile) throw new NotFound('errors.userNotFound', 'USER_NOT_FOUND');
  return profile;
}

export async function updateProfile(
  db: Db,
  actor: Actor,
  input: Required<Pick<UpdateProfileInput, 'name' | 'phone'>>,
) {
  const before = await getProfile(db, actor);
  await updateNameAndPhone(db, actor.id, input);
  await recordAudit(db, {
    actorId: actor.id,
    entity: 'user',
    entityId: actor.id,
    action: 'update-profile',
    before: { name: before.name, phone: before.phone },
    after: input,
  });
  return getProfile(db, actor);
}

export async function requirePasswordChange(db: Db, actor: Actor, userId: string): Promise<void> {
  if (!canRequirePasswordChange(actor)) throw new Forbidden();
  const user = await findUserSummary(db, userId);
  if (!user) throw new NotFound('errors.userNotFound', 'USER_NOT_FOUND');
  await setMustChangePassword(db, userId, true);
  await recordAudit(db, {
    actorId: actor.id,
    entity: 'user',
    entityId: userId,
    action: 'require-password-change',
    before: { mustChangePassword: user.mustChangePassword },
    after: { mustChangePassword: true },
  });
}
