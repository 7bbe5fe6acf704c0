import { z } from 'zod';
import type { Answer } from '../shared/answers.ts';
import { USER_ROLES, USER_TYPES } from '../users/user-kinds.ts';

/** What the server says about the signed-in user; the browser copies part of it into storage. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  role: z.enum(USER_ROLES),
  companyId: z.string().nullable(),
  mustChangePassword: z.boolean(),
});
export type SessionUser = Answer<typeof sessionUserSchema>;

/** Who is signed in and until when (an ISO string, as the auth library gives it). */
export const sessionAnswer = z.object({ user: sessionUserSchema, expiresAt: z.string() });
export type SessionAnswer = Answer<typeof sessionAnswer>;
