import { ACCOUNT_STATUSES } from '@sirkula/domain/account-status';
import { USER_ROLES, USER_TYPES } from '@sirkula/domain/users';
import { z } from 'zod';

export const userSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  mustChangePassword: z.boolean(),
  createdAt: z.date(),
  can: z.object({
    edit: z.boolean(),
    changeRole: z.boolean(),
    delete: z.boolean(),
    changeStatus: z.boolean(),
    requirePasswordChange: z.boolean(),
  }),
});
