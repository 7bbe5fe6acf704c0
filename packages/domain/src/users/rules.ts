import { z } from 'zod';

import type { UserStatus } from './user-kinds.ts';

export {
  USER_ROLES,
  USER_STATUSES,
  USER_TYPES,
  type UserRole,
  type UserStatus,
  type UserType,
} from './user-kinds.ts';

/**
 * Only an active account may sign in; the others get the "contact the admin" notice. So do the users
 * of a company the provider has deactivated, suspended or deleted; a company still pending approval
 * lets its users in to complete its profile.
 */
export function canSignIn(status: UserStatus, companyStatus: UserStatus | null = null): boolean {
  const companyOpen = companyStatus === null || companyStatus === 'active' || companyStatus === 'pending';
  return status === 'active' && companyOpen;
}

/**
 * Indonesian numbers are written +62 812…, 62812… or 0812…; we keep +62 followed by the
 * national number so one person is one phone, whatever the spelling.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  let national: string;
  if (compact.startsWith('+62')) national = compact.slice(3);
  else if (compact.startsWith('62')) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  if (!/^[1-9]\d{7,12}$/.test(national)) return null;
  return `+62${national}`;
}

export const phoneField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return phone;
  });

/** A phone number that may be left empty (null); when given, it is normalised like any other. */
export const optionalPhoneField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return phone;
  });

export const nameField = z.string().trim().min(2, 'validation.nameTooShort').max(120, 'validation.tooLong');

export const emailField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .email('validation.emailInvalid')
  .transform((value) => value.toLowerCase());

export const updateProfileInput = z.object({ name: nameField, phone: phoneField });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
