import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  auditLog,
  billingClaims,
  companies,
  contracts,
  drivers,
  emailOutbox,
  files,
  invoicePayments,
  invoices,
  journeyEventPhotos,
  journeyEvents,
  journeyPositions,
  journeyRecords,
  journeys,
  manifests,
  sessions,
  settings,
  users,
  vehicles,
  verifications,
  wasteRecords,
  wasteStatusHistory,
} from '../../db/schema.ts';

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

/** Ids as text, the way the audit log names any entity. */
function asText(column: PgColumn) {
  return { id: sql<string>`${column}::text` };
}

/** What picks the demo rows in each table: the demo companies' rows, and their users besides the demo staff. */
function demoScope(db: Db, rows: DemoRows) {
  const { companyIds } = rows;
  const contractsOf = inArray(contracts.companyId, companyIds);
  const wasteOf = or(
    inArray(wasteRecords.companyId, companyIds),
    inArray(wasteRecords.contractId, db.select({ id: contracts.id }).from(contracts).where(contractsOf)),
  );
  const usersOf = or(inArray(users.id, rows.userIds), inArray(users.companyId, companyIds));
  return {
    users: usersOf,
    contracts: contractsOf,
    waste: wasteOf,
    history: inArray(
      wasteStatusHistory.wasteRecordId,
      db.select({ id: wasteRecords.id }).from(wasteRecords).where(wasteOf),
    ),
    files: inArray(files.companyId, companyIds),
    audit: or(
      inArray(auditLog.entityId, companyIds),
      inArray(auditLog.entityId, db.select({ id: users.id }).from(users).where(usersOf)),
      inArray(auditLog.entityId, db.select(asText(contracts.id)).from(contracts).where(contractsOf)),
      inArray(auditLog.entityId, db.select(asText(wasteRecords.id)).from(wasteRecords).where(wasteOf)),
      inArray(
        auditLog.entityId,
        db.select(asText(files.id)).from(files).where(inArray(files.companyId, companyIds)),
      ),
      inArray(
        auditLog.entityId,
        db.select(asText(vehicles.id)).from(vehicles).where(inArray(vehicles.companyId, companyIds)),
      ),
      inArray(
        auditLog.entityId,
        db.select(asText(drivers.id)).from(drivers).where(inArray(drivers.companyId, companyIds)),
      ),
    ),
  };
}

/**
 * The journeys the demo companies carried, received or had records on, with their timelines and audit
 * entries: they point at the companies, records, vehicles and files that go next.
 */
async function deleteDemoJourneys(db: Db, companyIds: string[]) {
  const carrying = db
    .select({ id: journeyRecords.journeyId })
    .from(journeyRecords)
    .where(inArray(journeyRecords.customerId, companyIds));
  const found = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(
      or(
        inArray(journeys.transporterId, companyIds),
        inArray(journeys.receiverId, companyIds),
        inArray(journeys.id, carrying),
      ),
    );
  const ids = found.map((row) => row.id);
  // Their Festronik manifests (and any manifest naming a demo company as sender), with their audit trail.
  const manifestIds = db
    .select({ id: sql<string>`${manifests.id}::text` })
    .from(manifests)
    .where(or(inArray(manifests.journeyId, ids), inArray(manifests.senderId, companyIds)));
  await db
    .delete(auditLog)
    .where(and(eq(auditLog.entity, 'manifest'), inArray(auditLog.entityId, manifestIds)));
  await db
    .delete(manifests)
    .where(or(inArray(manifests.journeyId, ids), inArray(manifests.senderId, companyIds)));
  if (ids.length === 0) return;
  const events = db
    .select({ id: journeyEvents.id })
    .from(journeyEvents)
    .where(inArray(journeyEvents.journeyId, ids));
  await db.delete(auditLog).where(inArray(auditLog.entityId, ids));
  await db.delete(journeyEventPhotos).where(inArray(journeyEventPhotos.eventId, events));
  await db.delete(journeyEvents).where(inArray(journeyEvents.journeyId, ids));
  await db.delete(journeyRecords).where(inArray(journeyRecords.journeyId, ids));
  await db.delete(journeyPositions).where(inArray(journeyPositions.journeyId, ids));
  await db.delete(journeys).where(inArray(journeys.id, ids));
}

/**
 * The invoices addressed to the demo companies, with their lines, claims, payments and e-mails, what
 * any invoice claimed under a demo contract, and the invoices' audit trail.
 */
async function deleteDemoInvoices(db: Db, companyIds: string[]) {
  const ofCompanies = inArray(invoices.companyId, companyIds);
  const ids = db.select({ id: invoices.id }).from(invoices).where(ofCompanies);
  await db
    .delete(auditLog)
    .where(inArray(auditLog.entityId, db.select(asText(invoices.id)).from(invoices).where(ofCompanies)));
  await db
    .delete(billingClaims)
    .where(
      or(
        inArray(billingClaims.invoiceId, ids),
        inArray(
          billingClaims.contractId,
          db.select({ id: contracts.id }).from(contracts).where(inArray(contracts.companyId, companyIds)),
        ),
      ),
    );
  await db.delete(invoicePayments).where(inArray(invoicePayments.invoiceId, ids));
  await db.delete(invoices).where(ofCompanies);
}

/**
 * Deletes the demo companies with everything that belongs to them (their users, contracts, waste
 * records and their history, files), the demo staff accounts with their sessions, and the audit
 * entries and e-mails about any of it. Run it in a transaction. Audit entries a demo account wrote
 * about other data stay: they are that data's history.
 */
export async function deleteDemoRows(db: Db, rows: DemoRows): Promise<RemovedDemo> {
  const scope = demoScope(db, rows);
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(scope.users);
  const userIds = people.map((person) => person.id);
  // Entries about the rows go first, while the rows they name can still be found.
  const audit = await db.delete(auditLog).where(scope.audit).returning({ id: auditLog.id });
  const emails = await db
    .delete(emailOutbox)
    .where(
      inArray(
        emailOutbox.recipient,
        people.map((person) => person.email),
      ),
    )
    .returning({ id: emailOutbox.id });
  await deleteDemoInvoices(db, rows.companyIds);
  await deleteDemoJourneys(db, rows.companyIds);
  await db.delete(wasteStatusHistory).where(scope.history);
  const waste = await db.delete(wasteRecords).where(scope.waste).returning({ id: wasteRecords.id });
  const contractRows = await db.delete(contracts).where(scope.contracts).returning({ id: contracts.id });
  // The fleet points at its companies and at the drivers' accounts, so it goes before either.
  await db.delete(vehicles).where(inArray(vehicles.companyId, rows.companyIds));
  await db.delete(drivers).where(inArray(drivers.companyId, rows.companyIds));
  // The companies point at their documents and the documents at the companies: unlink first.
  await db
    .update(companies)
    .set({ environmentalDocumentFileId: null, registrationFormFileId: null })
    .where(inArray(companies.id, rows.companyIds));
  const fileRows = await db.delete(files).where(scope.files).returning({ storageKey: files.storageKey });
  const sessionRows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.userId, userIds));
  // Sessions and password accounts go with their user (on delete cascade).
  await db.delete(users).where(inArray(users.id, userIds));
  await db.delete(verifications).where(inArray(verifications.value, userIds));
  const companyRows = await db
    .delete(companies)
    .where(inArray(companies.id, rows.companyIds))
    .returning({ id: companies.id });
  return {
    companies: companyRows.length,
    users: userIds.length,
    contracts: contractRows.length,
    wasteRecords: waste.length,
    files: fileRows.length,
    sessions: sessionRows.length,
    auditEntries: audit.length,
    emails: emails.length,
    storageKeys: fileRows.map((file) => file.storageKey),
  };
}

/** Back to the default branding, for when the demo's is still in place. */
export async function forgetBranding(db: Db): Promise<void> {
  await db.delete(settings).where(eq(settings.key, 'branding'));
}
