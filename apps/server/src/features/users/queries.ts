import { randomUUID } from 'node:crypto';
import { type AccountStatus, LIVE_STATUSES } from '@sirkula/domain/auth/account-status';
import { SORTABLE_NAME_VERSION, sortableName } from '@sirkula/domain/shared/names';
import type { UserRole, UserStatus, UserType } from '@sirkula/domain/users/rules';
import type { UserListFilter } from '@sirkula/domain/users/user-admin';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { accounts, companies, sessions, settings, users, verifications } from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import { containsPattern } from '../../db/search.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteMailTo } from '../mail/public.ts';

/** Every write of a name goes through here, so the list sorts it ignoring titles ("dr. Andi" under A). */
export function nameColumns(name: string) {
  return { name, sortName: sortableName(name) };
}

function withSortName<T extends { name?: string }>(changes: T) {
  return changes.name === undefined ? changes : { ...changes, ...nameColumns(changes.name) };
}

const SORT_NAME_VERSION_KEY = 'usersSortNameVersion';

/**
 * Re-derives the stored sort keys that differ from `sortableName(name)` (those migration 0005 only
 * approximated), once per version of the rule: a start with the keys up to date reads one setting.
 */
export async function refreshSortNames(db: Db): Promise<void> {
  const [stored] = await db.select().from(settings).where(eq(settings.key, SORT_NAME_VERSION_KEY));
  if (stored?.value === SORTABLE_NAME_VERSION) return;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: users.id, name: users.name, sortName: users.sortName }).from(users);
    for (const row of rows) {
      const sortName = sortableName(row.name);
      if (sortName !== row.sortName) await tx.update(users).set({ sortName }).where(eq(users.id, row.id));
    }
    await tx
      .insert(settings)
      .values({ key: SORT_NAME_VERSION_KEY, value: SORTABLE_NAME_VERSION })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: SORTABLE_NAME_VERSION, updatedAt: new Date() },
      });
  });
}

export async function updateNameAndPhone(db: Db, userId: string, changes: { name: string; phone: string }) {
  await db
    .update(users)
    .set({ ...withSortName(changes), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  role: users.role,
  status: users.status,
  companyId: users.companyId,
  companyName: companies.name,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

export async function findUserSummary(db: Db, userId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
export type UserSummaryRow = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;

const SORT_COLUMNS = {
  name: users.sortName,
  email: users.email,
  createdAt: users.createdAt,
  status: users.status,
} as const;

/** A company admin's scope lists their company's accounts; staff may narrow by type and company. */
export async function listUsers(db: Db, filter: UserListFilter, scope: CompanyScope) {
  const conditions: Array<SQL | undefined> = [
    filter.status ? eq(users.status, filter.status) : inArray(users.status, LIVE_STATUSES),
    filter.role ? eq(users.role, filter.role) : undefined,
  ];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  conditions.push(withinScope(users.companyId, scope, filter.companyId));
  if (scope.kind === 'every' && filter.userType) conditions.push(eq(users.userType, filter.userType));
  const where = and(...conditions);
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select(summaryColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(users).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/**
 * Active admins of a company, or of the provider's own staff when `companyId` is null, their rows
 * locked (`for update`) until the transaction ends: a second change to the same company's admins
 * waits, then counts what the first one left.
 */
export async function lockActiveAdmins(db: Db, group: { companyId: string | null; userType: UserType }) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.status, 'active'),
        eq(users.userType, group.userType),
        group.companyId ? eq(users.companyId, group.companyId) : isNull(users.companyId),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<{
    name: string;
    phone: string | null;
    userType: UserType;
    role: UserRole;
    companyId: string | null;
    status: AccountStatus;
  }>,
) {
  await db
    .update(users)
    .set({ ...withSortName(changes), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** An account that can no longer sign in loses its open sessions at once. */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function companyKind(db: Db, companyId: string) {
  const [row] = await db
    .select({ kind: companies.kind, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, companyId), ne(companies.status, 'deleted')));
  return row;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  userType: UserType;
  role?: UserRole;
  phone?: string | null;
  companyId?: string | null;
  status?: UserStatus;
  emailVerified?: boolean;
  mustChangePassword?: boolean;
  /** `password` already hashed, for factories that give many accounts one known password. */
  passwordHash?: string;
}

/**
 * Creates an account with a password, the way better-auth stores one (a `credential` account row):
 * for the admin screens, the demo seed, the admin command and tests.
 */
export async function insertAccount(db: Db, input: NewAccount) {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        ...nameColumns(input.name),
        email: input.email.toLowerCase(),
        emailVerified: input.emailVerified ?? true,
        phone: input.phone ?? null,
        userType: input.userType,
        role: input.role ?? 'member',
        companyId: input.companyId ?? null,
        status: input.status ?? 'active',
        mustChangePassword: input.mustChangePassword ?? false,
      })
      .returning();
    if (!user) throw new Error('User insert returned nothing');
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: input.passwordHash ?? (await hashPassword(input.password)),
    });
    return user;
  });
}

/**
 * Demo removal: the demo staff accounts and the demo companies' users, with their sessions and
 * password accounts (on delete cascade), pending verifications, e-mails and audit entries. Entries a
 * demo account wrote about other data stay: they are that data's history.
 */
export async function deleteDemoPeople(db: Db, demo: DemoRows): Promise<DemoRemoved> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(inArray(users.id, demo.userIds), inArray(users.companyId, demo.companyIds)));
  const userIds = people.map((person) => person.id);
  const auditEntries = await deleteAuditEntriesAbout(db, userIds);
  const emails = await deleteMailTo(
    db,
    people.map((person) => person.email),
  );
  const sessionRows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.userId, userIds));
  await db.delete(users).where(inArray(users.id, userIds));
  await db.delete(verifications).where(inArray(verifications.value, userIds));
  return { users: userIds.length, sessions: sessionRows.length, emails, auditEntries };
}

const recipientColumns = { name: users.name, email: users.email, phone: users.phone };
const activeAdmin = and(eq(users.role, 'admin'), eq(users.status, 'active'));

/** The active admins of a company: who hears of its invoices and contracts. */
export async function companyAdmins(db: Db, companyId: string) {
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), activeAdmin));
}

/** The provider's active internal admins. */
export async function internalAdmins(db: Db) {
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.userType, 'internal'), activeAdmin));
}
