import type { Db } from '../db/client.ts';
import { createCompany, createUser } from '../seed/factories.ts';
import { login, type TestApp } from './app.ts';

export const PASSWORD = 'Sampah#2026';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.co.id`;
}

/** A company with one active admin, signed in: the usual cast of an authorisation test. */
export async function companyWithAdmin(app: TestApp, db: Db, kind: 'customer' | 'partner', name: string) {
  const company = await createCompany(db, {
    name,
    kind,
    partnerRoles: kind === 'partner' ? ['transporter'] : [],
  });
  const admin = await createUser(db, {
    name: `Admin ${name}`,
    email: unique('admin'),
    password: PASSWORD,
    userType: kind,
    role: 'admin',
    companyId: company.id,
  });
  return { company, admin, cookie: await login(app, admin.email, PASSWORD) };
}

export async function signedInUser(
  app: TestApp,
  db: Db,
  input: { userType: 'internal' | 'customer' | 'partner'; role: 'admin' | 'member'; companyId?: string },
) {
  const user = await createUser(db, {
    name: 'Pengguna Uji',
    email: unique(input.userType),
    password: PASSWORD,
    ...input,
  });
  return { user, cookie: await login(app, user.email, PASSWORD) };
}
