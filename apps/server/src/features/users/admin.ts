import { changedFields } from '@sirkula/domain/audit/rules';
import { type AccountStatus, canChangeStatus } from '@sirkula/domain/auth/account-status';
import { translate } from '@sirkula/domain/shared/i18n';
import type { createUserInput, UserListFilter, updateUserInput } from '@sirkula/domain/users/user-admin';
import { isSelfLockout, removesLastAdmin } from '@sirkula/domain/users/user-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/public.ts';
import type { SendMail } from '../mail/public.ts';
import {
  canAdministerAccount,
  canChangeRoles,
  canManageUsers,
  canReachUser,
  canRequirePasswordChange,
  ownCompanyPlacement,
  raisesOwnPrivileges,
} from './policy.ts';
import {
  companyKind,
  emailTaken,
  endSessions,
  findUserSummary,
  listUsers,
  lockActiveAdmins,
  type UserSummaryRow,
  updateUser,
} from './queries.ts';
import { createAccount, sendWelcome } from './welcome.ts';

export interface UserAdminDeps {
  db: Db;
  sendMail: SendMail;
  publicUrl: string;
}

type NewUser = z.output<typeof createUserInput>;
type UserChanges = z.output<typeof updateUserInput>;

const userNotFound = () => new NotFound('errors.userNotFound', 'USER_NOT_FOUND');

function present(actor: Actor, user: UserSummaryRow) {
  const self = actor.id === user.id;
  const live = user.status !== 'deleted' && canAdministerAccount(actor, user);
  return {
    ...user,
    can: {
      edit: live,
      changeRole: live && canChangeRoles(actor) && !self,
      delete: live && !self,
      changeStatus: live && !self,
      requirePasswordChange: live && canRequirePasswordChange(actor, user),
    },
  };
}
export type UserSummary = ReturnType<typeof present>;

async function reachable(db: Db, actor: Actor, userId: string): Promise<UserSummaryRow> {
  if (!canManageUsers(actor)) throw new Forbidden();
  const user = await findUserSummary(db, userId);
  if (!user || !canReachUser(actor, user)) throw userNotFound();
  return user;
}

/** A reachable account the actor may also change: internal accounts only for internal admins. */
async function administrable(db: Db, actor: Actor, userId: string): Promise<UserSummaryRow> {
  const user = await reachable(db, actor, userId);
  if (!canAdministerAccount(actor, user)) throw internalAdminOnly();
  return user;
}

const internalAdminOnly = () => new Forbidden('users.errors.internalNotAllowed', 'INTERNAL_NOT_ALLOWED');

export async function list(db: Db, actor: Actor, filter: UserListFilter) {
  if (!canManageUsers(actor)) throw new Forbidden();
  const { items, ...total } = await listUsers(db, filter, companyScope(actor));
  return {
    items: items.map((user) => present(actor, user)),
    ...total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function get(db: Db, actor: Actor, userId: string): Promise<UserSummary> {
  return present(actor, await reachable(db, actor, userId));
}

/**
 * Company admins create accounts only in their own company, of their own type; only internal staff
 * create internal staff or place an account in another company.
 */
async function placement(db: Db, actor: Actor, wanted: Pick<NewUser, 'userType' | 'companyId'>) {
  const own = ownCompanyPlacement(actor);
  if (own) {
    if (wanted.userType === 'internal')
      throw new Forbidden('users.errors.internalNotAllowed', 'INTERNAL_NOT_ALLOWED');
    return own;
  }
  if (wanted.userType === 'internal') {
    if (!canAdministerAccount(actor, wanted)) throw internalAdminOnly();
    return { userType: wanted.userType, companyId: null };
  }
  if (wanted.companyId) {
    const company = await companyKind(db, wanted.companyId);
    if (!company)
      throw new Invalid('users.errors.companyNotFound', { companyId: 'users.errors.companyNotFound' });
    if (company.kind !== wanted.userType) {
      throw new Invalid('users.errors.companyKind', { companyId: 'users.errors.companyKind' });
    }
  }
  return { userType: wanted.userType, companyId: wanted.companyId };
}

/** A new account, its welcome e-mail when asked for, and what to tell the admin who made it. */
export async function create(deps: UserAdminDeps, actor: Actor, input: NewUser, language: 'en' | 'id') {
  if (!canManageUsers(actor)) throw new Forbidden();
  const { userType, companyId } = await placement(deps.db, actor, input);
  if (await emailTaken(deps.db, input.email)) {
    throw new Conflict('auth.register.emailInUse', { email: 'auth.register.emailInUse' }, 'EMAIL_IN_USE');
  }
  const { user, link } = await deps.db.transaction(async (tx) => {
    const created = await createAccount(tx, { ...input, userType, companyId }, deps.publicUrl);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'user',
      entityId: created.user.id,
      action: 'create',
      after: {
        name: input.name,
        email: input.email,
        userType,
        role: input.role,
        companyId,
        mustChangePassword: input.forcePasswordChange,
        welcomeEmail: input.sendWelcomeEmail,
      },
    });
    return created;
  });
  if (input.sendWelcomeEmail) await sendWelcome(deps, input, link, language);
  const message = input.sendWelcomeEmail ? 'users.messages.createdWithWelcome' : 'users.messages.created';
  return { user: await get(deps.db, actor, user.id), message: translate(language, message) };
}

type Seat = Pick<UserSummaryRow, 'companyId' | 'userType' | 'role' | 'status'>;

/**
 * Refuses a change that takes the last active admin seat of the user's company (or of the provider's
 * staff), counted inside the caller's transaction with those admins' rows locked, so two changes at
 * once cannot both pass on a count of two.
 */
async function assertKeepsAdmin(tx: Db, before: Seat, after: Seat, message = 'users.errors.lastAdmin') {
  const admins = await lockActiveAdmins(tx, before);
  if (removesLastAdmin(before, after, admins)) throw new Conflict(message, {}, 'LAST_ADMIN');
}

export async function update(db: Db, actor: Actor, userId: string, input: UserChanges): Promise<UserSummary> {
  const before = await administrable(db, actor, userId);
  if (before.status === 'deleted') throw userNotFound();
  const placed = await placement(db, actor, input);
  const changes = { name: input.name, phone: input.phone, role: input.role, ...placed };
  assertMayChangeRole(actor, before, changes);
  const change = changedFields(before, changes);
  if (change) {
    await db.transaction(async (tx) => {
      await assertKeepsAdmin(tx, before, { ...before, ...changes });
      await updateUser(tx, userId, changes);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: 'user',
        entityId: userId,
        action: 'update',
        ...change,
      });
    });
  }
  return get(db, actor, userId);
}

function assertMayChangeRole(actor: Actor, before: UserSummaryRow, changes: Pick<Seat, 'role' | 'userType'>) {
  const moved = changes.role !== before.role || changes.userType !== before.userType;
  if (!moved) return;
  if (!canChangeRoles(actor) || raisesOwnPrivileges(actor, before, changes)) {
    throw new Forbidden('users.errors.roleChangeNotAllowed', 'ROLE_CHANGE_NOT_ALLOWED');
  }
}

export async function changeStatus(db: Db, actor: Actor, userId: string, status: AccountStatus) {
  const before = await administrable(db, actor, userId);
  if (isSelfLockout(actor.id, userId, status))
    throw new Conflict('users.errors.selfLockout', {}, 'SELF_LOCKOUT');
  await writeStatus(db, actor, before, status);
  return get(db, actor, userId);
}

async function writeStatus(
  db: Db,
  actor: Actor,
  before: UserSummaryRow,
  status: AccountStatus,
  lastAdminMessage?: string,
) {
  if (!canChangeStatus(before.status, status))
    throw new Conflict('users.errors.statusChange', {}, 'STATUS_CHANGE_REFUSED');
  await db.transaction(async (tx) => {
    await assertKeepsAdmin(tx, before, { ...before, status }, lastAdminMessage);
    await updateUser(tx, before.id, { status });
    if (status !== 'active') await endSessions(tx, before.id);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'user',
      entityId: before.id,
      action: status === 'deleted' ? 'delete' : 'change-status',
      before: { status: before.status },
      after: { status },
    });
  });
}

/** Soft delete: the account and its history stay, sign-in is refused. */
export async function remove(db: Db, actor: Actor, userId: string): Promise<void> {
  const before = await administrable(db, actor, userId);
  if (before.status === 'deleted') throw userNotFound();
  if (actor.id === userId) throw new Conflict('users.errors.deleteSelf', {}, 'SELF_LOCKOUT');
  await writeStatus(db, actor, before, 'deleted', 'users.errors.deleteLastAdmin');
}
