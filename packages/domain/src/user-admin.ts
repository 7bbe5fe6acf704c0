import { z } from 'zod';
import { ACCOUNT_STATUSES } from './account-status.ts';
import { passwordField } from './auth.ts';
import { pageQuery, searchText, sortOrder } from './lists.ts';
import {
  emailField,
  nameField,
  optionalPhoneField,
  USER_ROLES,
  USER_TYPES,
  type UserRole,
  type UserStatus,
} from './users.ts';

const companyId = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.uuid('users.validation.company').nullable());

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
    if (user.userType !== 'internal' && !user.companyId && user.role === 'admin') {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'users.validation.adminNeedsCompany' });
    }
  });
export type CreateUserInput = z.input<typeof createUserInput>;

export const updateUserInput = z.object({
  name: nameField,
  phone: optionalPhoneField,
  userType: z.enum(USER_TYPES),
  role: z.enum(USER_ROLES),
  companyId,
});
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

export interface AdminSeat {
  role: UserRole;
  status: UserStatus;
}

function holdsAdminSeat(user: AdminSeat): boolean {
  return user.role === 'admin' && user.status === 'active';
}

/**
 * A company must keep one active admin: a change that takes the seat from its last holder is refused.
 * `activeAdmins` counts the company's active admins before the change, the target included.
 */
export function removesLastAdmin(before: AdminSeat, after: AdminSeat, activeAdmins: number): boolean {
  return holdsAdminSeat(before) && !holdsAdminSeat(after) && activeAdmins <= 1;
}

/** Nobody deletes, suspends or deactivates their own account; another admin must do it. */
export function isSelfLockout(actorId: string, targetId: string, status: UserStatus): boolean {
  return actorId === targetId && status !== 'active';
}
