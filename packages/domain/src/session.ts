import { z } from 'zod';
import type { UserRole, UserType } from './user-kinds.ts';
import { USER_ROLES, USER_TYPES } from './user-kinds.ts';

/** What the server says about the signed-in user; the browser copies part of it into storage. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  userType: UserType;
  role: UserRole;
  companyId: string | null;
  mustChangePassword: boolean;
}

/** The same shape as a schema, for the API's answers and its OpenAPI description. */
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

export interface SessionAnswer {
  user: SessionUser;
  expiresAt: string;
}
