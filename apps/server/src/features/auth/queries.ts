import { randomUUID } from 'node:crypto';
import { LOGIN_WINDOW_MS, type LoginThrottleState } from '@sirkula/domain/auth/login-throttle';
import type { SessionUser } from '@sirkula/domain/auth/session';
import type { UserStatus } from '@sirkula/domain/users/rules';
import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  accounts,
  companies,
  drivers,
  loginThrottle,
  sessions,
  users,
  verifications,
} from '../../db/schema.ts';

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

/** better-auth's shape for a reset token: a verification row `reset-password:<token>` holding the user id. */
const RESET_PREFIX = 'reset-password:';

/**
 * Makes `token` the account's only reset link (a forgotten-password or welcome link): issuing one
 * invalidates every other outstanding link of that account.
 */
export async function replaceResetTokens(db: Db, userId: string, token: string, expiresAt: Date) {
  await deleteResetTokens(db, userId);
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt,
  });
}

export async function deleteResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)));
}

/** Redeems a live reset token: deleting it is what makes it one-time, even for two requests at once. */
export async function takeResetToken(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, `${RESET_PREFIX}${token}`), gt(verifications.expiresAt, now)))
    .returning({ userId: verifications.value });
  return row?.userId;
}

export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? undefined;
}

export async function setPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Ends every session of the account but `keepToken` (the one that changed the password). */
export async function endOtherSessions(db: Db, userId: string, keepToken: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.token, keepToken) : undefined));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function createRegisteredCompany(db: Db, name: string, kind: 'customer' | 'partner') {
  const [company] = await db.insert(companies).values({ name, kind, status: 'pending' }).returning();
  if (!company) throw new Error('Company insert returned nothing');
  return company;
}

export async function setMustChangePassword(db: Db, userId: string, value: boolean): Promise<void> {
  await db
    .update(users)
    .set({ mustChangePassword: value, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The signed-in user as one query reads it: who they are, whether they may sign in, the session. */
export interface SessionUserRow extends SessionUser {
  companyName: string | null;
  status: UserStatus;
  companyStatus: UserStatus | null;
  sessionToken: string;
  expiresAt: Date;
  /** Set when this lookup pushed the session's expiry forward (at most once per `refreshAfter`). */
  renewedUntil: Date | null;
  /** The company's driver this account is linked to, if any. */
  driverId: string | null;
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
  const result = await executePrepared(
    db,
    'session_user',
    sql`
    with found as (
      select ${sessions.id} as session_id, ${sessions.expiresAt} as expires_at, ${users.id} as id,
        ${users.name} as name, ${users.email} as email, ${users.phone} as phone,
        ${users.userType} as user_type, ${users.role} as role, ${users.companyId} as company_id,
        ${companies.name} as company_name, ${users.status} as status,
        ${companies.status} as company_status, ${users.mustChangePassword} as must_change_password,
        (select ${drivers.id} from ${drivers}
          where ${drivers.userId} = ${users.id} and ${drivers.companyId} = ${users.companyId}) as driver_id
      from ${sessions}
      join ${users} on ${users.id} = ${sessions.userId}
      left join ${companies} on ${companies.id} = ${users.companyId}
      where ${sessions.token} = ${token} and ${sessions.expiresAt} > ${clock.now}
    ), renewed as (
      update ${sessions} set expires_at = ${clock.renewUntil}, updated_at = ${clock.now}
      where ${sessions.id} = (select session_id from found) and ${sessions.expiresAt} <= ${clock.refreshAfter}
      returning ${sessions.expiresAt} as expires_at
    )
    select found.*, (select expires_at from renewed) as renewed_until from found`,
  );
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
    sessionToken: token,
    expiresAt: date(row.renewed_until) ?? (date(row.expires_at) as Date),
    renewedUntil: date(row.renewed_until),
    driverId: (row.driver_id as string | null) ?? null,
  };
}

/**
 * The account's sign-in throttle, row-locked until the caller's transaction ends so attempts at once
 * are counted one after the other (an empty row is made first, so there is always a row to lock).
 */
export async function lockLoginThrottle(tx: Db, email: string, now: Date): Promise<LoginThrottleState> {
  await tx
    .insert(loginThrottle)
    .values({ email, attempts: 0, windowStartedAt: now, lockedUntil: null })
    .onConflictDoNothing();
  const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.email, email)).for('update');
  if (!row) throw new Error('Login throttle row vanished inside its transaction');
  return row;
}

export async function saveLoginThrottle(tx: Db, email: string, state: LoginThrottleState): Promise<void> {
  await tx.update(loginThrottle).set(state).where(eq(loginThrottle.email, email));
}

export async function clearLoginThrottle(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}

/**
 * Removes what sign-in leaves behind once it no longer counts: expired sessions, expired verification
 * and reset tokens, and throttle rows whose window and lock-out are both over.
 */
export async function deleteExpiredSignInData(db: Db, now: Date) {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    sessions: await count(
      db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} < ${at}::timestamptz`)
        .returning({ id: sessions.id }),
    ),
    tokens: await count(
      db
        .delete(verifications)
        .where(sql`${verifications.expiresAt} < ${at}::timestamptz`)
        .returning({ id: verifications.id }),
    ),
    throttles: await count(
      db
        .delete(loginThrottle)
        .where(
          sql`${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz
            and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${at}::timestamptz)`,
        )
        .returning({ email: loginThrottle.email }),
    ),
  };
}
