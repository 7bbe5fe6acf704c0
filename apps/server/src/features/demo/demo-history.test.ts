import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  drivers,
  journeyEvents,
  journeys,
  users,
  vehicles,
  wasteRecords,
} from '../../db/schema.ts';
import { DEMO_SEEDS, seedDemo } from '../../seed/demo.ts';
import { startTestApp } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { PASSWORD } from '../../test/people.ts';
import { createUser } from '../companies/factories.ts';
import { FEATURES } from '../registry.ts';
import { localFileStore } from '../storage/file-store.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { removeDemo } from './service.ts';

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

// What the demo seeds make of an install; demo.test.ts checks its removal. Two files, so that they
// run side by side.
describe('demo data of features added later', SEEDS_THE_DEMO, () => {
  it('reaches a demo install once, and never an install of its own', async () => {
    const other = await openTestDatabase();
    const otherStorage = { ...storage, db: other.db };
    try {
      // An install from before the waste module: only the accounts seed has run.
      const accounts = DEMO_SEEDS.filter((seed) => seed.name === 'companies-and-accounts');
      expect(await seedDemo(otherStorage, new Date(), accounts)).toEqual(['companies-and-accounts']);
      expect(await other.db.select({ id: wasteRecords.id }).from(wasteRecords)).toEqual([]);

      expect(await seedDemo(otherStorage)).toEqual([
        'storage-orphan',
        'integration-keys',
        'contracts-and-waste',
        'smart-bins',
        'fleet',
        'journeys',
        'manifests',
        'tracking',
        'invoice-block',
        'billing',
        'documents',
        'reports',
        'scheduler-runs',
        'contact-leads',
        'webhooks',
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
        companies: 14,
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
