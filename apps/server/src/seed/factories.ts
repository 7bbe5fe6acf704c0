import { randomUUID } from 'node:crypto';
import type { UserRole, UserStatus, UserType } from '@sirkula/domain/users';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/client.ts';
import { accounts, companies, users } from '../db/schema.ts';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface CompanyFactoryInput {
  name: string;
  kind: 'customer' | 'partner';
  status?: UserStatus;
}

export async function createCompany(db: Db, input: CompanyFactoryInput): Promise<CompanyRow> {
  const [company] = await db
    .insert(companies)
    .values({ name: input.name, kind: input.kind, status: input.status ?? 'active' })
    .returning();
  if (!company) throw new Error('Company insert returned nothing');
  return company;
}

export interface UserFactoryInput {
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
}

/**
 * Creates an account with a password, the way better-auth stores one (a `credential` account row),
 * for the demo seed, the admin command and tests.
 */
export async function createUser(db: Db, input: UserFactoryInput): Promise<UserRow> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        name: input.name,
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
      password: await hashPassword(input.password),
    });
    return user;
  });
}
