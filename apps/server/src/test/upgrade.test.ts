import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { type Db, openPglite, openPostgres, pgliteDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_PASSWORD } from '../features/companies/demo-people.ts';
import { findDemoMarker } from '../features/demo/queries.ts';
import { localFileStore } from '../features/storage/file-store.ts';
import { MEGABYTE } from '../features/storage/uploads.ts';
import { DEMO_SEEDS, seedDemo } from '../seed/demo.ts';
import { apiCaller, login, startTestApp } from './app.ts';
import {
  onPostgresServer,
  openPostgresCopy,
  openTestDatabase,
  postgresDatabaseUrl,
  type TestDatabase,
} from './database.ts';

/**
 * An install of an earlier commit, upgraded to this one (docs/decisions/032-upgrades.md). The fixture
 * is that commit's embedded demo install: its schema and demo data as SQL (fixtures/README.md), so
 * the test needs neither git history nor the old code.
 */
const FIXTURE = new URL('./fixtures/upgrade-from-b639142.sql.gz', import.meta.url);
/** The migrations that commit shipped (0000_init … 0016_manifest_b3_codes). */
const OLD_MIGRATIONS = 17;
/** The demo seeds that commit had, as its demo marker records them. */
const OLD_SEEDS = [
  'companies-and-accounts',
  'contracts-and-waste',
  'fleet',
  'journeys',
  'manifests',
  'tracking',
  'invoice-block',
  'billing',
];
/** Tables of features added since, each of which a demo install receives rows in. */
const NEW_DEMO_TABLES = [
  'smart_bins',
  'integration_keys',
  'scheduler_runs',
  'leads',
  'reports',
  'webhook_subscriptions',
];

let fixture: string;
let storeDir: string;

/**
 * The old install, not migrated yet, on the run's PostgreSQL server when it has one, else on PGlite;
 * `keep` closes it and answers a way to open copies of it as it was left.
 */
async function openOldInstall(): Promise<{ database: TestDatabase; keep: () => Promise<Copies> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create();
    await client.exec(fixture);
    // The dump empties the search path for its own session; the app expects the default one.
    await client.exec('RESET ALL');
    const keep = async () => {
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      return { open: () => openPglite(undefined, dump), remove: async () => {} };
    };
    return { database: pgliteDatabase(client), keep };
  }
  const name = `sirkula_upgrade_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const loader = new pg.Client({ connectionString: postgresDatabaseUrl(serverUrl, name) });
  await loader.connect();
  try {
    await loader.query(fixture);
  } finally {
    await loader.end();
  }
  const database = await openPostgres(postgresDatabaseUrl(serverUrl, name));
  const keep = async () => {
    // A database is copied only while nobody is connected to it.
    await database.close();
    return {
      open: () => openPostgresCopy(serverUrl, name),
      remove: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
    };
  };
  return { database, keep };
}

interface Copies {
  open: () => Promise<TestDatabase>;
  remove: () => Promise<void>;
}

async function rows<T extends z.ZodRawShape>(db: Db, shape: T, query: string) {
  // node-postgres and PGlite both answer `{ rows }` but are typed apart.
  const answer = z.object({ rows: z.array(z.object(shape)) }).parse(await db.execute(sql.raw(query)));
  return answer.rows;
}

/** Each table's columns, as they are now. */
async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const found = await rows(
    db,
    { table: z.string(), column: z.string() },
    `select c.table_name as "table", c.column_name as "column"
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table, column } of found) columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

/**
 * Each of the given tables' row count and a sum of hashes of its rows over the given columns: an
 * upgrade that deletes, adds or rewrites a row of those columns changes it.
 */
async function checksums(db: Db, tables: Map<string, string[]>): Promise<Record<string, string>> {
  const parts = [...tables].map(([table, columns]) => {
    const row = columns.map((column) => `t."${column}"`).join(', ');
    return `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtext(row(${row})::text)::bigint), 0) as sum from "${table}" t`;
  });
  const found = await rows(db, { name: z.string(), sum: z.string() }, parts.join(' union all '));
  return Object.fromEntries(found.map((row) => [row.name, row.sum]));
}

/** The tables, columns, indexes, constraints and functions, as comparable text. */
async function schemaOf(db: Db) {
  const text = { line: z.string() };
  const lines = async (query: string) => (await rows(db, text, query)).map((row) => row.line);
  return {
    columns: await lines(
      `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
         coalesce(column_default, '') || ' ' || coalesce(character_maximum_length::text, '') || ' ' ||
         coalesce(numeric_precision::text, '') || ',' || coalesce(numeric_scale::text, '') as line
       from information_schema.columns where table_schema in ('public', 'drizzle') order by 1`,
    ),
    indexes: await lines(`select indexdef as line from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await lines(
      `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
       from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
    ),
    functions: await lines(
      `select proname || ' ' || md5(prosrc) as line from pg_proc
       where pronamespace = 'public'::regnamespace order by 1`,
    ),
    triggers: await lines(
      `select tgrelid::regclass::text || ' ' || tgname as line from pg_trigger where not tgisinternal order by 1`,
    ),
  };
}

async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const parts = tables.map((table) => `select '${table}' as name, count(*)::int as n from "${table}"`);
  const found = await rows(db, { name: z.string(), n: z.number() }, parts.join(' union all '));
  return Object.fromEntries(found.map((row) => [row.name, row.n]));
}

/** A few of the old demo's values, read straight from its tables. */
async function knownValues(db: Db) {
  const [invoice] = await rows(
    db,
    { number: z.string(), subtotal: z.coerce.number(), vat: z.coerce.number(), total: z.coerce.number() },
    `select number, subtotal, vat_sen as vat, grand_total as total from invoices where number = 'INV/2026/000001'`,
  );
  const [record] = await rows(
    db,
    { status: z.string(), journey: z.string(), journeyStatus: z.string(), stage: z.string() },
    `select w.status, j.number as journey, j.status as "journeyStatus", j.stage
     from waste_records w
     join journey_records jr on jr.waste_record_id = w.id
     join journeys j on j.id = jr.journey_id
     where w.transaction_number = 'WST-2026-000009'`,
  );
  return { invoice, record };
}

const KNOWN_VALUES = {
  invoice: { number: 'INV/2026/000001', subtotal: 3_377_250, vat: 37_149_750, total: 3_748_747 },
  record: {
    status: 'partiallyDelivered',
    journey: 'JRN-2026-000008',
    journeyStatus: 'active',
    stage: 'pickup',
  },
};

/** What main.ts does on start before serving: migrate, then the demo seeds its configuration asks for. */
async function startUp(database: TestDatabase, env: Record<string, string>) {
  await migrate(database);
  const storage = { store: localFileStore(storeDir), maxUploadBytes: 10 * MEGABYTE };
  const seeded = loadConfig(env).seedDemo ? await seedDemo({ db: database.db, ...storage }) : [];
  return { seeded, storage };
}

const AUTH_SECRET = 'upgrade-test-secret-long-enough-for-the-config';
/** Seconds alone, but well past the default 30 s beside the browser tests in `npm test` (as demo.test.ts). */
const STARTS_AN_APP = { timeout: 120_000 };

/** What the old install held, and what it holds once the current code has started on it. */
interface Upgrade {
  migrationsBefore: number;
  seeded: string[];
  before: { checksums: Record<string, string>; known: Awaited<ReturnType<typeof knownValues>> };
  after: {
    checksums: Record<string, string>;
    known: Awaited<ReturnType<typeof knownValues>>;
    derived: Record<string, number>;
  };
  schema: { upgraded: Awaited<ReturnType<typeof schemaOf>>; fresh: Awaited<ReturnType<typeof schemaOf>> };
}
let upgrade: Upgrade;
/** Copies of the upgraded install, for the tests that change it. */
let upgraded: Copies;

// Loading the fixture and migrating it costs seconds: done once, each test after the first on a copy.
beforeAll(async () => {
  fixture = gunzipSync(await readFile(FIXTURE)).toString('utf8');
  storeDir = await mkdtemp(join(tmpdir(), 'sirkula-upgrade-test-'));
  const old = await openOldInstall();
  const fresh = await openTestDatabase();
  try {
    const { db } = old.database;
    const [migrations] = await rows(
      db,
      { n: z.number() },
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const oldColumns = await tableColumns(db);
    const before = { checksums: await checksums(db, oldColumns), known: await knownValues(db) };
    // As on PostgreSQL, where the demo is never seeded.
    const { seeded } = await startUp(old.database, {
      DATABASE_URL: 'postgres://db.example/sirkula',
      AUTH_SECRET,
    });
    upgrade = {
      migrationsBefore: migrations?.n ?? 0,
      seeded,
      before,
      after: {
        checksums: await checksums(db, oldColumns),
        known: await knownValues(db),
        derived: await countRows(db, ['documents', 'stored_file_totals']),
      },
      schema: { upgraded: await schemaOf(db), fresh: await schemaOf(fresh.db) },
    };
  } finally {
    await fresh.close();
    upgraded = await old.keep();
  }
}, 120_000);
afterAll(async () => {
  await upgraded?.remove();
  await rm(storeDir, { recursive: true, force: true });
});

describe('an install of the commit that closed issue 12 (b639142), upgraded', () => {
  it('applies only the newer migrations, keeps every old row and column, and ends with a fresh install’s schema', () => {
    expect(upgrade.migrationsBefore).toBe(OLD_MIGRATIONS);
    expect(upgrade.before.known).toEqual(KNOWN_VALUES);
    expect(upgrade.seeded).toEqual([]);
    expect(upgrade.before.checksums).toMatchObject({
      invoices: expect.stringMatching(/^11:/),
      waste_records: expect.stringMatching(/^29:/),
    });
    expect(upgrade.after.checksums).toEqual(upgrade.before.checksums);
    expect(upgrade.after.known).toEqual(KNOWN_VALUES);
    expect(upgrade.schema.fresh.columns.length).toBeGreaterThan(300);
    expect(upgrade.schema.upgraded).toEqual(upgrade.schema.fresh);
    // What migrations derive from old rows: the invoices' PDFs in the document library, the stored
    // files' totals by purpose.
    expect(upgrade.after.derived).toEqual({ documents: 6, stored_file_totals: 6 });
  });

  it(
    'starts and serves the old demo; without demo seeding no new feature gets demo data',
    STARTS_AN_APP,
    async () => {
      const old = await upgraded.open();
      // The embedded mode with SEED_DEMO=0 starts as PostgreSQL does.
      const { seeded, storage } = await startUp(old, { DATA_DIR: storeDir, SEED_DEMO: '0', AUTH_SECRET });
      expect(seeded).toEqual([]);
      const ctx = await startTestApp({ storage }, old);
      try {
        const call = apiCaller(ctx.app);
        const customer = await login(ctx.app, 'customer@demo.sirkula.id', DEMO_PASSWORD);
        const waste = await call('GET', '/waste?pageSize=100', customer);
        expect(waste.statusCode).toBe(200);
        expect(waste.json().items).toContainEqual(
          expect.objectContaining({ transactionNumber: 'WST-2026-000009', status: 'partiallyDelivered' }),
        );
        const invoices = await call('GET', '/billing/invoices?pageSize=100', customer);
        expect(invoices.statusCode).toBe(200);
        expect(invoices.json().items).toContainEqual(
          expect.objectContaining({ number: 'INV/2026/000001', grandTotal: 3_748_747, vatSen: 37_149_750 }),
        );
        const [tracked] = await rows(
          ctx.db,
          { number: z.string() },
          `select registration_number as number from waste_records where transaction_number = 'WST-2026-000009'`,
        );
        const track = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/track/${tracked?.number}` });
        expect(track.json()).toMatchObject({ status: 'partiallyDelivered', stage: 'pickup' });

        expect(await countRows(ctx.db, NEW_DEMO_TABLES)).toEqual(
          Object.fromEntries(NEW_DEMO_TABLES.map((table) => [table, 0])),
        );
        expect(await findDemoMarker(ctx.db)).toMatchObject({ state: 'seeded', seeds: OLD_SEEDS });
      } finally {
        await ctx.close();
      }
    },
  );

  it('brings the new features’ demo data to the embedded demo install, once', STARTS_AN_APP, async () => {
    const old = await upgraded.open();
    const { seeded, storage } = await startUp(old, { DATA_DIR: storeDir, AUTH_SECRET });
    const newSeeds = DEMO_SEEDS.map((seed) => seed.name).filter((name) => !OLD_SEEDS.includes(name));
    expect(newSeeds).toEqual(expect.arrayContaining(['smart-bins', 'scheduler-runs', 'webhooks']));
    expect(seeded).toEqual(newSeeds);
    const ctx = await startTestApp({ storage }, old);
    try {
      const counts = await countRows(ctx.db, NEW_DEMO_TABLES);
      expect(NEW_DEMO_TABLES.filter((table) => !counts[table])).toEqual([]);
      expect(await knownValues(ctx.db)).toEqual(KNOWN_VALUES);
      expect(await seedDemo({ db: ctx.db, ...storage })).toEqual([]);

      const customer = await login(ctx.app, 'customer@demo.sirkula.id', DEMO_PASSWORD);
      const bins = await apiCaller(ctx.app)('GET', '/smartbins?pageSize=100', customer);
      expect(bins.statusCode).toBe(200);
      expect(bins.json().items.length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });
});
