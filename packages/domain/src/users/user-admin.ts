import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../auth/account-status.ts';
import { passwordField } from '../auth/rules.ts';
import { pageQuery, searchText, sortOrder } from '../shared/lists.ts';
import {
  emailField,
  nameField,
  optionalPhoneField,
  USER_ROLES,
  USER_TYPES,
  type UserRole,
  type UserStatus,
  type UserType,
} from './rules.ts';

const companyId = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.uuid('users.validation.company').nullable());

/** A customer or partner admin administers a company, so it must belong to one. */
function adminNeedsCompany(
  user: { userType: UserType; role: UserRole; companyId: string | null },
  ctx: z.RefinementCtx,
) {
  if (user.userType !== 'internal' && !user.companyId && user.role === 'admin') {
    ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'users.validation.adminNeedsCompany' });
  }
}

/**
 * An account made by an administrator. Without a password the welcome e-mail must go out, since
 * its one-time link is then the only way to choose one.
 */
export const createUserInput = z
  .object({
    name: nameField,
    email: emailField,
    phone: optionalPhoneField,
    userType: z.enum(USER_TYPES),
    role: z.enum(USER_ROLES),
    companyId,
    password: z
      .string()
      .nullish()
      .transform((value) => value || null)
      .pipe(passwordField.nullable()),
    forcePasswordChange: z.boolean().default(false),
    sendWelcomeEmail: z.boolean().default(true),
  })
  .superRefine((user, ctx) => {
    if (!user.password && !user.sendWelcomeEmail) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'users.validation.passwordOrWelcome' });
    }
    adminNeedsCompany(user, ctx);
  });
export type CreateUserInput = z.input<typeof createUserInput>;

export const updateUserInput = z
  .object({
    name: nameField,
    phone: optionalPhoneField,
    userType: z.enum(USER_TYPES),
    role: z.enum(USER_ROLES),
    companyId,
  })
  .superRefine(adminNeedsCompany);
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const USER_SORTS = ['name', 'email', 'createdAt', 'status'] as const;

export const listUsersQuery = pageQuery.extend({
  q: searchText,
  userType: z.enum(USER_TYPES).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  companyId: z.uuid().optional(),
  sort: z.enum(USER_SORTS).default('name'),
  order: sortOrder,
});
export type ListUsersQuery = z.input<typeof listUsersQuery>;
export type UserListFilter = z.output<typeof listUsersQuery>;

/** An account's place: its company (null for the provider's own staff), type, role and status. */
interface AdminSeat {
  companyId: string | null;
  userType: UserType;
  role: UserRole;
  status: UserStatus;
}

function holdsAdminSeat(user: AdminSeat): boolean {
  return user.role === 'admin' && user.status === 'active';
}

/** After the change the account still administers the same company (or the provider's staff). */
function keepsSeat(before: AdminSeat, after: AdminSeat): boolean {
  return holdsAdminSeat(after) && after.companyId === before.companyId && after.userType === before.userType;
}

/**
 * A company must keep one active admin: a change that takes the seat from its last holder is refused,
 * whether it demotes, suspends or deletes the admin or moves them to another company.
 * `activeAdmins` counts the old company's active admins before the change, the target included.
 */
export function removesLastAdmin(before: AdminSeat, after: AdminSeat, activeAdmins: number): boolean {
  return holdsAdminSeat(before) && !keepsSeat(before, after) && activeAdmins <= 1;
}

/** Nobody deletes, suspends or deactivates their own account; another admin must do it. */
/**
 * Internal accounts hold the keys to every company, so only internal admins create, change, suspend
 * or delete them.
 */
export function mayAdministerUserType(
  actor: { userType: UserType; role: UserRole },
  userType: UserType,
): boolean {
  return userType !== 'internal' || (actor.userType === 'internal' && actor.role === 'admin');
}

export function isSelfLockout(actorId: string, targetId: string, status: UserStatus): boolean {
  return actorId === targetId && status !== 'active';
}
