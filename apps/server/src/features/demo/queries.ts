import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, companies, settings, users } from '../../db/schema.ts';

const MARKER_KEY = 'demoData';

/** What the seed created, so it can be found and removed even after renames; or that it was removed. */
const demoMarker = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('seeded'),
    companyIds: z.array(z.string()),
    userIds: z.array(z.string()),
    /** The demo seeds applied, by name; absent in installs seeded before seeds had names. */
    seeds: z.array(z.string()).optional(),
  }),
  z.object({ state: z.literal('removed'), removedAt: z.string() }),
]);
export type DemoMarker = z.infer<typeof demoMarker>;

export async function findDemoMarker(db: Db): Promise<DemoMarker | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, MARKER_KEY));
  const parsed = demoMarker.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

export async function saveDemoMarker(db: Db, value: DemoMarker): Promise<void> {
  await db
    .insert(settings)
    .values({ key: MARKER_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function findIdByName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row?.id;
}

export async function findIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export interface DemoRows {
  companyIds: string[];
  userIds: string[];
}

/** Of the given rows, those still in the database. */
export async function existingRows(db: Db, rows: DemoRows): Promise<DemoRows> {
  const [companyRows, userRows] = await Promise.all([
    db.select({ id: companies.id }).from(companies).where(inArray(companies.id, rows.companyIds)),
    db.select({ id: users.id }).from(users).where(inArray(users.id, rows.userIds)),
  ]);
  return { companyIds: companyRows.map((row) => row.id), userIds: userRows.map((row) => row.id) };
}

/** The rows carrying the seed's e-mail addresses and company names. */
export async function rowsBySignature(
  db: Db,
  signature: { emails: string[]; companyNames: string[] },
): Promise<DemoRows> {
  const [companyRows, userRows] = await Promise.all([
    db.select({ id: companies.id }).from(companies).where(inArray(companies.name, signature.companyNames)),
    db.select({ id: users.id }).from(users).where(inArray(users.email, signature.emails)),
  ]);
  return { companyIds: companyRows.map((row) => row.id), userIds: userRows.map((row) => row.id) };
}

/** The stored password hashes (better-auth's credential accounts) of the given users. */
export function passwordHashes(db: Db, userIds: string[]) {
  return db
    .select({ email: users.email, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        inArray(accounts.userId, userIds),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    )
    .orderBy(users.createdAt);
}

/** What demo:remove took away, counted for its report; each feature's removal gives its part. */
export interface RemovedDemo {
  companies: number;
  users: number;
  contracts: number;
  wasteRecords: number;
  files: number;
  sessions: number;
  auditEntries: number;
  emails: number;
  /** Keys of the removed files in the file store; their bytes are deleted once the rows are gone. */
  storageKeys: string[];
}
export type DemoRemoved = Partial<RemovedDemo>;
