import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDING } from '@sirkula/domain/settings/rules';
import { hashPassword } from 'better-auth/crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  auditLog,
  companies,
  contracts,
  drivers,
  files,
  invoices,
  journeyEvents,
  journeys,
  sessions,
  settings,
  users,
  vehicles,
  wasteRecords,
  wasteStatusHistory,
} from '../../db/schema.ts';
import { DEMO_SEEDS, seedDemo } from '../../seed/demo.ts';
import { apiCaller, login, startTestApp } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { PASSWORD } from '../../test/people.ts';
import { recordAudit } from '../audit/queries.ts';
import { DEMO_PASSWORD } from '../companies/demo-people.ts';
import { createCompany, createUser } from '../companies/factories.ts';
import { FEATURES } from '../registry.ts';
import { DEMO_INVOICING } from '../settings/demo.ts';
import { getInvoicing } from '../settings/queries.ts';
import { localFileStore } from '../storage/file-store.ts';
import { saveUpload } from '../storage/service.ts';
import { pdfFile } from '../storage/test-files.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { createContract, createWasteRecord } from '../waste/factories.ts';
import { findSeededDemo, refuseDemoPasswordWhenReachable, removeDemo } from './service.ts';

/**
 * Each test seeds the whole demo, which every feature adds to: seconds alone, but well past the
 * default 30 s while the browser tests share the cores (scripts/test.mjs runs them side by side).
 */
const SEEDS_THE_DEMO = { timeout: 120_000 };

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let storage: Parameters<typeof seedDemo>[0];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-demo-test-'));
  const store = localFileStore(dir);
  ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE } });
  storage = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const REACHABLE = { host: '0.0.0.0', publicUrl: 'http://localhost:3000' };

async function idsOf(
  db: Db,
  table: typeof companies | typeof contracts | typeof wasteRecords | typeof files,
) {
  return (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
}

async function storedObjects(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The provider's own data, added to an install that started with the demo. */
async function ownData(db: Db, demoAdminId: string) {
  const company = await createCompany(db, { name: 'PT Sumber Makmur', kind: 'customer' });
  const admin = await createUser(db, {
    name: 'Dewi Lestari',
    email: 'dewi@sumbermakmur.co.id',
    password: PASSWORD,
    userType: 'internal',
    role: 'admin',
  });
  const contract = await createContract(db, { companyId: company.id });
  const waste = await createWasteRecord(db, { contract });
  const file = await saveUpload(storage, {
    actorId: admin.id,
    companyId: company.id,
    purpose: 'environmentalDocument',
    fileName: 'amdal.pdf',
    data: pdfFile(),
    accept: ['pdf'],
  });
  // Written by a demo account about the provider's own company: that company's history, kept.
  await recordAudit(db, { actorId: demoAdminId, entity: 'company', entityId: company.id, action: 'update' });
  return { company, admin, contract, waste, file };
}

describe('removing the demo data', SEEDS_THE_DEMO, () => {
  it('removes every demo row and stored file and leaves the provider’s own data', async () => {
    expect(await seedDemo(storage)).toEqual([
      'companies-and-accounts',
      'contracts-and-waste',
      'fleet',
      'journeys',
      'manifests',
      'tracking',
      'invoice-block',
      'billing',
    ]);
    expect(await getInvoicing(ctx.db)).toMatchObject({ ...DEMO_INVOICING, logoFileId: expect.any(String) });
    const call = apiCaller(ctx.app);
    const demoAdmin = await login(ctx.app, 'admin@demo.sirkula.id', DEMO_PASSWORD);
    const demoCustomer = await login(ctx.app, 'customer@demo.sirkula.id', DEMO_PASSWORD);
    // Through the API, so the audit trail holds entries about demo rows.
    const demoCompany = (await call('GET', '/company', demoCustomer)).json();
    const suspended = await call('POST', `/companies/${demoCompany.id}/status`, demoAdmin, {
      status: 'suspended',
    });
    expect(suspended.statusCode).toBe(200);
    const [demoAdminRow] = await ctx.db.select().from(users).where(eq(users.email, 'admin@demo.sirkula.id'));
    const own = await ownData(ctx.db, demoAdminRow?.id ?? '');
    const ownCookie = await login(ctx.app, own.admin.email, PASSWORD);
    await expect(refuseDemoPasswordWhenReachable(ctx.db, REACHABLE)).rejects.toThrow(
      /other computers can reach it \(HOST is 0\.0\.0\.0\) and the demo account admin@demo\.sirkula\.id/,
    );

    const removed = await removeDemo({ ...storage, features: FEATURES });
    // The files: the companies' documents, the journeys' photos and the invoice logo and signature.
    // The contracts: the customers' and the demo transporter's partner contract.
    expect(removed).toMatchObject({ companies: 13, users: 16, contracts: 9, wasteRecords: 29, files: 38 });
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    expect(removed.auditEntries).toBeGreaterThanOrEqual(1);

    expect(await idsOf(ctx.db, companies)).toEqual([own.company.id]);
    expect((await ctx.db.select({ id: users.id }).from(users)).map((row) => row.id)).toEqual([own.admin.id]);
    expect(await idsOf(ctx.db, contracts)).toEqual([own.contract.id]);
    expect(await idsOf(ctx.db, wasteRecords)).toEqual([own.waste.id]);
    expect(await ctx.db.select().from(invoices)).toEqual([]);
    const history = await ctx.db.select().from(wasteStatusHistory);
    expect(history.every((entry) => entry.wasteRecordId === own.waste.id)).toBe(true);
    expect(await idsOf(ctx.db, files)).toEqual([own.file.id]);
    expect(await storedObjects()).toEqual([join(dir, own.file.storageKey)]);
    const sessionOwners = await ctx.db.selectDistinct({ userId: sessions.userId }).from(sessions);
    expect(sessionOwners).toEqual([{ userId: own.admin.id }]);
    const audit = await ctx.db.select().from(auditLog);
    expect(audit.map((entry) => entry.entityId)).toEqual([own.company.id]);

    // Demo sign-ins are gone, the provider's own work as before, and the demo branding is no more.
    expect((await call('GET', '/auth/session', demoAdmin)).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.sirkula.id', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await call('GET', `/companies/${own.company.id}`, ownCookie)).statusCode).toBe(200);
    expect((await call('GET', '/settings/branding', ownCookie)).json()).toEqual(DEFAULT_BRANDING);
    expect((await call('GET', '/settings/invoicing', ownCookie)).json()).toMatchObject({
      invoicing: null,
      logo: null,
      signature: null,
    });
    await refuseDemoPasswordWhenReachable(ctx.db, REACHABLE);

    const again = await removeDemo({ ...storage, features: FEATURES });
    expect(again).toMatchObject({ companies: 0, users: 0, contracts: 0, wasteRecords: 0, files: 0 });
    expect(await idsOf(ctx.db, companies)).toEqual([own.company.id]);
  });

  it('finds demo data seeded before the seed recorded it, and never seeds it again', async () => {
    const other = await openTestDatabase();
    const otherStorage = { ...storage, db: other.db };
    try {
      await seedDemo(otherStorage);
      await other.db.delete(settings).where(eq(settings.key, 'demoData'));
      const seeded = await findSeededDemo(other.db);
      expect(seeded.companyIds).toHaveLength(13);
      expect(seeded.userIds).toHaveLength(16);

      // Passwords of their own for every demo account let the server face the network; one left does not.
      const [ops] = await other.db
        .select({ userId: accounts.userId, hash: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, 'ops@demo.sirkula.id'));
      const changed = await hashPassword('Lain#2026');
      await other.db
        .update(accounts)
        .set({ password: changed })
        .where(inArray(accounts.userId, seeded.userIds));
      await refuseDemoPasswordWhenReachable(other.db, REACHABLE);
      await other.db
        .update(accounts)
        .set({ password: ops?.hash ?? null })
        .where(eq(accounts.userId, ops?.userId ?? ''));
      await expect(refuseDemoPasswordWhenReachable(other.db, REACHABLE)).rejects.toThrow(
        'the demo account ops@demo.sirkula.id',
      );

      expect(await removeDemo({ ...otherStorage, features: FEATURES })).toMatchObject({
        companies: 13,
        users: 16,
      });
      expect(await other.db.select().from(users)).toEqual([]);
      expect(await other.db.select().from(companies)).toEqual([]);
      // An empty database, but the demo was removed from it: it stays empty.
      expect(await seedDemo(otherStorage)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('demo data of features added later', SEEDS_THE_DEMO, () => {
  it('reaches a demo install once, and never an install of its own', async () => {
    const other = await openTestDatabase();
    const otherStorage = { ...storage, db: other.db };
    try {
      // An install from before the waste module: only the accounts seed has run.
      expect(await seedDemo(otherStorage, new Date(), DEMO_SEEDS.slice(0, 1))).toEqual([
        'companies-and-accounts',
      ]);
      expect(await other.db.select({ id: wasteRecords.id }).from(wasteRecords)).toEqual([]);

      expect(await seedDemo(otherStorage)).toEqual([
        'contracts-and-waste',
        'fleet',
        'journeys',
        'manifests',
        'tracking',
        'invoice-block',
        'billing',
      ]);
      const records = await other.db.select({ id: wasteRecords.id }).from(wasteRecords);
      expect(records.length).toBeGreaterThan(0);
      expect(await seedDemo(otherStorage)).toEqual([]);
      expect(await other.db.select({ id: wasteRecords.id }).from(wasteRecords)).toHaveLength(records.length);

      // The fleet's seed made the driver's account, which signs in and drives for the partner.
      const driverSignIn = await other.db
        .select()
        .from(users)
        .where(eq(users.email, 'driver@demo.sirkula.id'));
      expect(driverSignIn).toMatchObject([{ userType: 'partner', status: 'active' }]);
      const [linked] = await other.db
        .select()
        .from(drivers)
        .where(eq(drivers.userId, driverSignIn[0]?.id ?? ''));
      expect(linked?.name).toBe('Dedi Kurniawan');

      // What the later seeds made is removed with the rest.
      expect(await removeDemo({ ...otherStorage, features: FEATURES })).toMatchObject({
        companies: 13,
        users: 16,
        wasteRecords: 29,
      });
      expect(await other.db.select().from(vehicles)).toEqual([]);
    } finally {
      await other.close();
    }
    const own = await openTestDatabase();
    try {
      await createUser(own.db, {
        name: 'Rina Wijaya',
        email: 'rina@sumbermakmur.co.id',
        password: PASSWORD,
        userType: 'internal',
        role: 'admin',
      });
      expect(await seedDemo({ ...storage, db: own.db })).toEqual([]);
      expect(await own.db.select({ id: companies.id }).from(companies)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe("the demo's change history", SEEDS_THE_DEMO, () => {
  /** The journeys seed's records in the order it makes them (seed/demo-journeys.ts), and their customer. */
  const JOURNEY_RECORDS = [
    ['delivered', 'maju'],
    ['delivered', 'sehat'],
    ['delivered', 'maju'],
    ['delivered', 'sehat'],
    ['waiting', 'maju'],
    ['partiallyDelivered', 'maju'],
    ['partiallyDelivered', 'sehat'],
    ['delivered', 'maju'],
    ['onProgress', 'maju'],
    ['onProgress', 'maju'],
    ['journeyAssigned', 'sehat'],
    ['journeyAssigned', 'maju'],
    ['journeyAssigned', 'sehat'],
    ['journeyAssigned', 'maju'],
  ] as const;

  it('has each waste record requested by the customer and confirmed or moved by staff, as in real use', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemo({ ...storage, db: other.db });
      const entries = await other.db
        .select({
          recordId: wasteRecords.id,
          status: wasteRecords.status,
          action: auditLog.action,
          actor: users.email,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .innerJoin(wasteRecords, eq(sql`${wasteRecords.id}::text`, auditLog.entityId))
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(asc(wasteRecords.transactionNumber), asc(auditLog.createdAt));
      const trails = new Map<string, string[]>();
      for (const entry of entries) {
        const trail = trails.get(entry.recordId) ?? [`${entry.status}:`];
        trails.set(entry.recordId, [...trail, `${entry.action} by ${entry.actor}`]);
      }
      const customer = 'customer@demo.sirkula.id';
      const staff = 'ops@demo.sirkula.id';
      const requested = (status: string) => [`${status}:`, `create by ${customer}`];
      const confirmed = (status: string) => [...requested(status), `confirm by ${staff}`];
      // Oldest request first, as HISTORY in seed/demo-waste.ts lists them.
      expect([...trails.values()]).toEqual([
        ...[1, 2, 3].map(() => confirmed('delivered')),
        [...requested('cancelled'), `cancel by ${customer}`],
        ...[1, 2, 3, 4].map(() => confirmed('delivered')),
        confirmed('partiallyDelivered'),
        confirmed('delivered'),
        confirmed('journeyAssigned'),
        [...requested('waiting'), `reschedule by ${staff}`],
        confirmed('onProgress'),
        requested('waiting'),
        requested('drafted'),
        // Then the records the journeys seed carried, each requested at its customer and confirmed.
        ...JOURNEY_RECORDS.map(([status, whose]) => [
          `${status}:`,
          `create by ${whose === 'maju' ? customer : 'ratna@sehatmedika.co.id'}`,
          `confirm by ${staff}`,
        ]),
      ]);
      // The request holds the day the customer asked for; staff's move names it and says why.
      const moved = entries.find((entry) => entry.action === 'reschedule');
      const asked = entries.find((entry) => entry.recordId === moved?.recordId && entry.action === 'create');
      const askedFor = (asked?.after as { requestedPickupDate?: string } | null)?.requestedPickupDate;
      expect(askedFor).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(moved?.before).toMatchObject({ requestedPickupDate: askedFor });
      expect(moved?.after).toMatchObject({ message: expect.stringContaining('Armada kami penuh') });
      expect(moved?.after).not.toMatchObject({ requestedPickupDate: askedFor });

      expect(await removeDemo({ ...storage, db: other.db, features: FEATURES })).toMatchObject({
        wasteRecords: 29,
      });
      expect(await other.db.select().from(auditLog)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe("the demo's journeys", SEEDS_THE_DEMO, () => {
  it('carries every record past waiting on a journey, with journeys in every stage and status', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemo({ ...storage, db: other.db });
      const carried = await other.db
        .select({
          id: wasteRecords.id,
          onJourney: sql<boolean>`exists (select 1 from journey_records jr where jr.waste_record_id = waste_records.id)`,
        })
        .from(wasteRecords)
        .where(
          inArray(wasteRecords.status, ['journeyAssigned', 'onProgress', 'partiallyDelivered', 'delivered']),
        );
      expect(carried.length).toBeGreaterThan(0);
      expect(carried.filter((record) => !record.onJourney)).toEqual([]);
      const rows = await other.db
        .select({
          status: journeys.status,
          stage: journeys.stage,
          discrepancyAt: journeys.discrepancyAt,
          hub: journeys.transitHubId,
        })
        .from(journeys);
      expect(new Set(rows.map((row) => row.stage))).toEqual(
        new Set(['scheduled', 'pickup', 'transitHub', 'processed', 'completed']),
      );
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['active', 'completed', 'cancelled']));
      expect(rows.some((row) => row.discrepancyAt !== null)).toBe(true);
      expect(rows.some((row) => row.hub !== null && row.status === 'completed')).toBe(true);
      // The handover taken without signal reached the server 40 minutes after it was made.
      const late = await other.db
        .select({ kind: journeyEvents.kind })
        .from(journeyEvents)
        .where(sql`${journeyEvents.recordedAt} - ${journeyEvents.occurredAt} >= interval '30 minutes'`);
      expect(late.map((event) => event.kind)).toContain('pickedUp');
    } finally {
      await other.close();
    }
  });
});
