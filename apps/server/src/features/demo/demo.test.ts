import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONTACT } from '@sirkula/domain/settings/contact';
import { DEFAULT_BRANDING } from '@sirkula/domain/settings/rules';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  auditLog,
  companies,
  contracts,
  files,
  integrationKeys,
  invoices,
  leads,
  mailNotices,
  reportSubscriptions,
  reports,
  sessions,
  settings,
  smartBins,
  users,
  wasteRecords,
  wasteStatusHistory,
} from '../../db/schema.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiCaller, login, startTestApp } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { PASSWORD } from '../../test/people.ts';
import { recordAudit } from '../audit/queries.ts';
import { DEMO_PASSWORD } from '../companies/demo-people.ts';
import { createCompany, createUser } from '../companies/factories.ts';
import { claimNotice } from '../mail/public.ts';
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
      'storage-orphan',
      'companies-and-accounts',
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

    // Notices the reminder jobs sent about demo invoices and contracts, and one about the provider's own.
    const [demoInvoice] = await ctx.db.select({ id: invoices.id }).from(invoices).limit(1);
    const [demoContract] = await ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.companyId, demoCompany.id))
      .limit(1);
    const noticeAt = new Date();
    expect(await claimNotice(ctx.db, `invoice:${demoInvoice?.id}`, 'dueSoon', noticeAt)).toBe(true);
    expect(await claimNotice(ctx.db, `contract:${demoContract?.id}`, 'ends30', noticeAt)).toBe(true);
    expect(await claimNotice(ctx.db, `contract:${own.contract.id}`, 'ends30', noticeAt)).toBe(true);

    const removed = await removeDemo({ ...storage, features: FEATURES });
    // The files: the companies' documents, the journeys' photos, the invoice logo and signature, and
    // the document library's (10), the reports (6).
    // The contracts: the customers' and the demo transporter's partner contract.
    expect(removed).toMatchObject({ companies: 14, users: 16, contracts: 10, wasteRecords: 29, files: 54 });
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    expect(removed.auditEntries).toBeGreaterThanOrEqual(1);

    expect(await idsOf(ctx.db, companies)).toEqual([own.company.id]);
    expect((await ctx.db.select({ id: users.id }).from(users)).map((row) => row.id)).toEqual([own.admin.id]);
    expect(await idsOf(ctx.db, contracts)).toEqual([own.contract.id]);
    expect(await idsOf(ctx.db, wasteRecords)).toEqual([own.waste.id]);
    expect(await ctx.db.select().from(invoices)).toEqual([]);
    expect(await ctx.db.select().from(smartBins)).toEqual([]);
    expect(await ctx.db.select().from(integrationKeys)).toEqual([]);
    expect(await ctx.db.select().from(reports)).toEqual([]);
    expect(await ctx.db.select().from(reportSubscriptions)).toEqual([]);
    expect(await ctx.db.select().from(leads)).toEqual([]);
    const history = await ctx.db.select().from(wasteStatusHistory);
    expect(history.every((entry) => entry.wasteRecordId === own.waste.id)).toBe(true);
    expect(await idsOf(ctx.db, files)).toEqual([own.file.id]);
    expect(await storedObjects()).toEqual([join(dir, own.file.storageKey)]);
    const sessionOwners = await ctx.db.selectDistinct({ userId: sessions.userId }).from(sessions);
    expect(sessionOwners).toEqual([{ userId: own.admin.id }]);
    const audit = await ctx.db.select().from(auditLog);
    expect(audit.map((entry) => entry.entityId)).toEqual([own.company.id]);
    const notices = await ctx.db.select({ about: mailNotices.about }).from(mailNotices);
    expect(notices).toEqual([{ about: `contract:${own.contract.id}` }]);

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
    expect((await call('GET', '/settings/contact', ownCookie)).json()).toEqual(DEFAULT_CONTACT);
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
      expect(seeded.companyIds).toHaveLength(14);
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
      // The published telemetry key is refused the same way, until it is revoked.
      await expect(refuseDemoPasswordWhenReachable(other.db, REACHABLE)).rejects.toThrow(
        'the demo integration key',
      );
      await other.db.update(integrationKeys).set({ revokedAt: new Date() });
      await refuseDemoPasswordWhenReachable(other.db, REACHABLE);
      await other.db
        .update(accounts)
        .set({ password: ops?.hash ?? null })
        .where(eq(accounts.userId, ops?.userId ?? ''));
      await expect(refuseDemoPasswordWhenReachable(other.db, REACHABLE)).rejects.toThrow(
        'the demo account ops@demo.sirkula.id',
      );

      expect(await removeDemo({ ...otherStorage, features: FEATURES })).toMatchObject({
        companies: 14,
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
