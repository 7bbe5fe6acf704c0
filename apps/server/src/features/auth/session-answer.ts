import type { SessionAnswer, SessionUser } from '@sirkula/domain/auth/session';
import type { users } from '../../db/schema.ts';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'userType' | 'role' | 'companyId' | 'mustChangePassword'
>;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    role: user.role,
    companyId: user.companyId,
    mustChangePassword: user.mustChangePassword,
  };
}

export function toSessionAnswer(user: UserRow, expiresAt: Date): SessionAnswer {
  return { user: toSessionUser(user), expiresAt: expiresAt.toISOString() };
}
