import type { UserRole, UserStatus, UserType } from '@sirkula/domain/users';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

export interface SessionUserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  userType: UserType;
  role: UserRole;
  companyId: string | null;
  companyName: string | null;
  status: UserStatus;
  companyStatus: UserStatus | null;
  mustChangePassword: boolean;
  expiresAt: Date;
  /** Set when this lookup pushed the session's expiry forward (at most once per `refreshAfter`). */
  renewedUntil: Date | null;
}

/**
 * A live session with its user and company in one round trip. A session older than `refreshAfter`
 * gets its expiry moved to `renewUntil` in the same statement, so an active user stays signed in
 * without a second query; the update touches no row on every other request.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  clock: { now: Date; renewUntil: Date; refreshAfter: Date },
): Promise<SessionUserRow | undefined> {
  const result = await db.execute(sql`
    with found as (
      select ${sessions.id} as session_id, ${sessions.expiresAt} as expires_at, ${users.id} as id,
        ${users.name} as name, ${users.email} as email, ${users.phone} as phone,
        ${users.userType} as user_type, ${users.role} as role, ${users.companyId} as company_id,
        ${companies.name} as company_name, ${users.status} as status,
        ${companies.status} as company_status, ${users.mustChangePassword} as must_change_password
      from ${sessions}
      join ${users} on ${users.id} = ${sessions.userId}
      left join ${companies} on ${companies.id} = ${users.companyId}
      where ${sessions.token} = ${token} and ${sessions.expiresAt} > ${clock.now}
    ), renewed as (
      update ${sessions} set expires_at = ${clock.renewUntil}, updated_at = ${clock.now}
      where ${sessions.id} = (select session_id from found) and ${sessions.expiresAt} <= ${clock.refreshAfter}
      returning ${sessions.expiresAt} as expires_at
    )
    select found.*, (select expires_at from renewed) as renewed_until from found`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return undefined;
  const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    userType: row.user_type as SessionUserRow['userType'],
    role: row.role as SessionUserRow['role'],
    companyId: (row.company_id as string | null) ?? null,
    companyName: (row.company_name as string | null) ?? null,
    status: row.status as UserStatus,
    companyStatus: (row.company_status as UserStatus | null) ?? null,
    mustChangePassword: Boolean(row.must_change_password),
    expiresAt: date(row.renewed_until) ?? (date(row.expires_at) as Date),
    renewedUntil: date(row.renewed_until),
  };
}
