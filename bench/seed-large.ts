// npm run seed:large [-- --companies 200 --contracts 2000 --records 1000000 --journeys 100000 --seed 1 --force]
// Fills the database the app would use (DATABASE_URL, else PGlite in DATA_DIR) with generated companies,
// contracts, waste records and the journeys carrying them, to try the lists with production-sized data.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { wasteRecords } from '../apps/server/src/db/schema.ts';
import { withConfiguredDatabase } from '../apps/server/src/db/with-database.ts';
import { seedLarge } from './large-data.ts';
import { seedJourneys } from './large-journeys.ts';

const ALREADY_LARGE = 100_000;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

async function main() {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      contracts: { type: 'string' },
      records: { type: 'string' },
      journeys: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const companies = positive('companies', values.companies, 200);
  const contracts = positive('contracts', values.contracts, 2_000);
  const records = positive('records', values.records, 1_000_000);
  const journeys = positive('journeys', values.journeys, Math.max(1, Math.round(records / 10)));
  const seed = positive('seed', values.seed, 20_260_101);

  // The seed signs nothing, so a PostgreSQL install need not hand it AUTH_SECRET.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  await withConfiguredDatabase(config, async (database) => {
    const [existing] = await database.db.select({ value: count() }).from(wasteRecords);
    const present = existing?.value ?? 0;
    if (present > ALREADY_LARGE && !values.force) {
      throw new Error(
        `The database already holds ${present} waste records; add --force to add ${records} more.`,
      );
    }
    const where =
      database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
    console.log(
      `Seeding ${companies} companies, ${contracts} contracts, ${records} waste records and ${journeys} journeys into ${where}`,
    );
    const started = performance.now();
    const now = new Date();
    const onProgress = (message: string) =>
      console.log(`  ${((performance.now() - started) / 1_000).toFixed(1).padStart(6)} s  ${message}`);
    await seedLarge(database.db, { companies, contracts, wasteRecords: records, now, seed, onProgress });
    await seedJourneys(database.db, { journeys, now, onProgress });
    console.log(`Done in ${((performance.now() - started) / 1_000).toFixed(1)} s.`);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
