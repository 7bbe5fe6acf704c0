import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../auth/account-status.ts';
import { sessionUserSchema } from '../auth/session.ts';
import { type Answer, messageAnswer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { USER_ROLES, USER_TYPES } from './user-kinds.ts';

/** One user as the user list and the user page show it, with what the signed-in actor may do with it. */
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
  createdAt: timestamp,
  can: z.object({
    edit: z.boolean(),
    changeRole: z.boolean(),
    delete: z.boolean(),
    changeStatus: z.boolean(),
    requirePasswordChange: z.boolean(),
  }),
});
export type UserSummary = Answer<typeof userSummary>;

export const userPage = pageSchema(userSummary);

/** A new user and what to tell the admin (whether a welcome e-mail went out). */
export const createdUser = messageAnswer.extend({ user: userSummary });
export type CreatedUser = Answer<typeof createdUser>;

/** The signed-in user's own details: the profile page edits them, the home page greets with them. */
export const profile = sessionUserSchema
  .omit({ mustChangePassword: true })
  .extend({ companyName: z.string().nullable() });
export type Profile = Answer<typeof profile>;
