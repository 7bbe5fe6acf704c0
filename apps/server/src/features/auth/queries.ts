import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, sessions, users, verifications } from '../../db/schema.ts';

export async function activatePendingUser(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 'pending')));
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The account with its company's status, which also decides whether it may sign in. */
export async function findUserById(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, companyStatus: companies.status })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row && { ...row.user, companyStatus: row.companyStatus };
}

/** better-auth keeps a reset token as a verification row `reset-password:<token>` holding the user id. */
export async function userIdForResetToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return row?.userId;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function createRegisteredCompany(db: Db, name: string, kind: 'customer' | 'partner') {
  const [company] = await db.insert(companies).values({ name, kind, status: 'pending' }).returning();
  if (!company) throw new Error('Company insert returned nothing');
  return company;
}

export async function deleteCompany(db: Db, id: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

export async function setMustChangePassword(db: Db, userId: string, value: boolean): Promise<void> {
  await db
    .update(users)
    .set({ mustChangePassword: value, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
