import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REQUESTS_PER_MINUTE } from '@sirkula/domain/integrations/rules';
import type { KeyScope } from '@sirkula/domain/shared/contract';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import { earliestPickupDate, type WasteStatus } from '@sirkula/domain/waste/rules';
import { hashPassword } from 'better-auth/crypto';
import { accounts, users } from '../../db/schema.ts';
import { findUserByEmail } from '../../features/auth/queries.ts';
import { type CompanyRow, createCompany } from '../../features/companies/factories.ts';
import { createDriver } from '../../features/fleet/factories.ts';
import { createKey } from '../../features/integrations/factories.ts';
import { localFileStore } from '../../features/storage/file-store.ts';
import type { StoredFile } from '../../features/storage/queries.ts';
import { type StorageDeps, saveUpload } from '../../features/storage/service.ts';
import { pdfFile } from '../../features/storage/test-files.ts';
import { DOCUMENT_KINDS, MEGABYTE } from '../../features/storage/uploads.ts';
import { nameColumns } from '../../features/users/queries.ts';
import {
  type ContractRow,
  createContract,
  createWasteRecord,
  type WasteRow,
} from '../../features/waste/factories.ts';
import { backgroundWorkDone } from '../../lib/http.ts';
import { latestLink, login, solvedCaptcha, startTestApp, type TestApp } from '../app.ts';
import { companyWithAdmin, completeCustomer, PASSWORD } from '../people.ts';

/** The people of the matrix; what each may do is written in the features' `authorisation.ts`. */
export const PEOPLE = [
  'anonymous',
  'customerAAdmin',
  'customerAMember',
  'customerBAdmin',
  'partnerAdmin',
  /** A member of partner P linked to one of P's drivers: the phone of the journeys assigned to it. */
  'partnerDriver',
  'internalMember',
  'internalAdmin',
] as const;
export type Person = (typeof PEOPLE)[number];

/**
 * API keys as callers: customer A's key holding every scope a customer's key may (but the sensors'),
 * and one of the provider's. Their rules are not written per route: a key reaches what the person it
 * acts as (`KEY_ACTS_AS`) may, on the routes naming one of its scopes, and nothing else.
 */
export const KEY_PERSONAS = ['customerAKey', 'providerKey'] as const;
export type KeyPersona = (typeof KEY_PERSONAS)[number];
export const KEY_ACTS_AS: Record<KeyPersona, Person> = {
  customerAKey: 'customerAMember',
  providerKey: 'internalMember',
};
export const KEY_PERSONA_SCOPES: Record<KeyPersona, KeyScope[]> = {
  customerAKey: ['waste:read', 'pickups:write', 'journeys:read', 'invoices:read'],
  providerKey: ['waste:read', 'pickups:write', 'journeys:read', 'invoices:read'],
};

export const PERSONAS = [...PEOPLE, ...KEY_PERSONAS] as const;
export type Persona = (typeof PERSONAS)[number];

export type User = typeof users.$inferSelect;
type Placement = Pick<User, 'userType' | 'role' | 'companyId'>;

/** A company with its people and one record of each kind, to be named in calls. */
export interface Cast {
  company: CompanyRow;
  admin: User;
  member: User;
  /** Active; a customer's takes pickups. */
  contract: ContractRow;
  /** A waiting pickup; partners have none (their records come with journeys). */
  waste: WasteRow | null;
  /** A stored file of the company's, with its bytes, referenced by nothing that could replace it. */
  file: StoredFile;
}

export interface PersonaCast {
  /** Who the call acts as: the person, or for a key the person who made it. */
  user: User | null;
  cookie: string | null;
  /** A key persona's `Authorization` header. */
  authorization?: string;
  /** The persona's company; null for staff and anonymous. */
  home: Cast | null;
  /**
   * Companies whose records the persona must not reach (staff: may reach); the first is the one named
   * when a call is not about a company's records.
   */
  others: [Cast, ...Cast[]];
  placement: Placement;
}

const today = () => jakartaToday(new Date());
/** A pickup date the 12:00 WIB rule accepts now. */
export const pickupDate = () => addDays(earliestPickupDate(new Date()), 1);

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 6)}@matriks.example.co.id`;
}

export type Fresh = ReturnType<typeof freshFactories>;

/**
 * Records made for one call, so a call that may change them (and a hole that does) leaves the cast
 * as it was for the next one.
 */
function freshFactories(app: TestApp, db: TestDb, passwordHash: string) {
  const user = async ({ userType, role, companyId }: Placement): Promise<User> => {
    const id = randomUUID();
    const [row] = await db
      .insert(users)
      .values({
        id,
        ...nameColumns('Pengguna Matriks'),
        email: uniqueEmail(userType),
        emailVerified: true,
        status: 'active',
        userType,
        role,
        companyId,
      })
      .returning();
    if (!row) throw new Error('User insert returned nothing');
    // One hash shared by every fresh account: hashing costs a tenth of a second each.
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    return row;
  };
  return {
    user,
    signIn: (account: User) => login(app, account.email, PASSWORD),
    member: (cast: Cast) => user({ userType: cast.company.kind, role: 'member', companyId: cast.company.id }),
    internal: (role: User['role']) => user({ userType: 'internal', role, companyId: null }),
    company: (kind: CompanyRow['kind']) =>
      createCompany(db, { name: `PT Matriks Segar ${randomUUID().slice(0, 8)}`, kind, status: 'pending' }),
    contract: (cast: Cast, status: ContractRow['status']) => matrixContract(db, cast.company, status),
    waste: (cast: Cast, status: WasteStatus) =>
      createWasteRecord(db, {
        contract: cast.contract,
        status,
        transactionDate: today(),
        requestedPickupDate: pickupDate(),
      }),
    captcha: () => solvedCaptcha(app),
    /** A verification link's token, from a registration as the form makes one, and whose it is. */
    verificationToken: async () => {
      const email = uniqueEmail('daftar');
      const payload = await registration(app, email);
      await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      const owner = await findUserByEmail(db, email);
      if (!owner) throw new Error(`Registration of ${email} failed`);
      return { token: tokenOf(await latestLink({ app, db }, email)), owner };
    },
    /** A password-reset link's token for a fresh account, and whose it is. */
    resetToken: async () => {
      const owner = await user({ userType: 'customer', role: 'member', companyId: null });
      const payload = { email: owner.email };
      await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload });
      return { token: tokenOf(await latestLink({ app, db }, owner.email)), owner };
    },
  };
}

function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}

export async function registration(app: TestApp, email: string) {
  return {
    name: 'Pendaftar Matriks',
    email,
    confirmEmail: email,
    phone: '0812 3456 7890',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    accountType: 'customer',
    companyName: `PT Matriks Daftar ${randomUUID().slice(0, 8)}`,
    acceptTerms: true,
    captcha: await solvedCaptcha(app),
  };
}

type TestDb = Awaited<ReturnType<typeof startTestApp>>['db'];

function matrixContract(db: TestDb, company: CompanyRow, status: ContractRow['status']) {
  return createContract(db, {
    companyId: company.id,
    kind: company.kind,
    status,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), 335),
    frequency: 'yearly',
    maxQuantityPerFrequency: 10_000_000,
    createdOn: today(),
  });
}

async function makeCast(
  db: TestDb,
  storage: StorageDeps,
  people: { company: CompanyRow; admin: User },
  member: User,
): Promise<Cast> {
  const { company, admin } = people;
  const contract = await matrixContract(db, company, 'active');
  const waste =
    company.kind === 'customer'
      ? await createWasteRecord(db, { contract, transactionDate: today(), requestedPickupDate: pickupDate() })
      : null;
  const file = await saveUpload(storage, {
    actorId: admin.id,
    companyId: company.id,
    purpose: 'matrix',
    fileName: 'izin-lingkungan.pdf',
    data: pdfFile(),
    accept: DOCUMENT_KINDS,
  });
  return { company, admin, member, contract, waste, file };
}

async function matrixKey(db: TestDb, persona: KeyPersona, companyId: string | null, createdBy: string) {
  const { key } = await createKey(db, {
    name: `Matriks ${persona}`,
    companyId,
    createdBy,
    scopes: KEY_PERSONA_SCOPES[persona],
    requestsPerMinute: MAX_REQUESTS_PER_MINUTE,
  });
  return `Bearer ${key}`;
}

/** The cast of the company with this id, if it is one of A, B and P. */
export function castOf(world: World, companyId: string | null | undefined): Cast | undefined {
  return Object.values(world.casts).find((cast) => cast.company.id === companyId);
}

/** Customers A and B (complete profiles), partner P, two staff members, and anonymous. */
export async function startWorld() {
  const dir = await mkdtemp(join(tmpdir(), 'sirkula-matrix-'));
  const context = await startTestApp({
    storage: { store: localFileStore(dir), maxUploadBytes: 10 * MEGABYTE },
  });
  const { app, db } = context;
  const storage: StorageDeps = { db, store: localFileStore(dir), maxUploadBytes: 10 * MEGABYTE };
  const fresh = freshFactories(app, db, await hashPassword(PASSWORD));

  const a = await completeCustomer(app, db, 'PT Matriks Alfa');
  const b = await completeCustomer(app, db, 'PT Matriks Beta');
  const p = await companyWithAdmin(app, db, 'partner', 'PT Matriks Pengangkut');
  const member = (company: CompanyRow) =>
    fresh.user({ userType: company.kind, role: 'member', companyId: company.id });
  const casts = {
    A: await makeCast(db, storage, a, await member(a.company)),
    B: await makeCast(db, storage, b, await member(b.company)),
    P: await makeCast(db, storage, p, await member(p.company)),
  };
  const driverAccount = await member(p.company);
  await createDriver(db, { companyId: p.company.id, name: 'Sopir Matriks', userId: driverAccount.id });
  const internalMember = await fresh.internal('member');
  const internalAdmin = await fresh.internal('admin');
  const signedIn = async (user: User, home: Cast | null, other: Cast): Promise<PersonaCast> => ({
    user,
    cookie: await fresh.signIn(user),
    home,
    others: [other],
    placement: user,
  });
  const personas: Record<Persona, PersonaCast> = {
    anonymous: {
      user: null,
      cookie: null,
      home: null,
      others: [casts.A],
      // Who a call that needs an account acts for when nobody is signed in (e.g. a sign-in).
      placement: { userType: 'customer', role: 'member', companyId: casts.A.company.id },
    },
    customerAAdmin: {
      user: casts.A.admin,
      cookie: a.cookie,
      home: casts.A,
      // Also the partner's records: a customer must not reach those either.
      others: [casts.B, casts.P],
      placement: casts.A.admin,
    },
    customerAMember: await signedIn(casts.A.member, casts.A, casts.B),
    customerBAdmin: {
      user: casts.B.admin,
      cookie: b.cookie,
      home: casts.B,
      others: [casts.A],
      placement: casts.B.admin,
    },
    partnerAdmin: {
      user: casts.P.admin,
      cookie: p.cookie,
      home: casts.P,
      others: [casts.A],
      placement: casts.P.admin,
    },
    partnerDriver: await signedIn(driverAccount, casts.P, casts.A),
    internalMember: await signedIn(internalMember, null, casts.B),
    internalAdmin: await signedIn(internalAdmin, null, casts.B),
    customerAKey: {
      user: casts.A.admin,
      cookie: null,
      authorization: await matrixKey(db, 'customerAKey', casts.A.company.id, casts.A.admin.id),
      home: casts.A,
      others: [casts.B, casts.P],
      placement: casts.A.member,
    },
    providerKey: {
      user: internalMember,
      cookie: null,
      authorization: await matrixKey(db, 'providerKey', null, internalMember.id),
      home: null,
      others: [casts.B],
      placement: internalMember,
    },
  };
  // A reset link in the outbox, which only internal admins may read.
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: casts.B.member.email },
  });
  await backgroundWorkDone(app);

  return {
    app,
    db,
    storage,
    casts,
    personas,
    fresh,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type World = Awaited<ReturnType<typeof startWorld>>;
