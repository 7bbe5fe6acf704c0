import {
  countUsers,
  type DemoRows,
  findDemoMarker,
  findIdByEmail,
  findIdByName,
  saveDemoMarker,
} from '../features/demo/queries.ts';
import { FEATURES } from '../features/registry.ts';
import type { StorageDeps } from '../features/storage/service.ts';
import type { DemoContext, DemoSeed } from '../lib/feature.ts';

/** The demo accounts the start-up message lists, one of each kind. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.sirkula.id', label: 'internal admin' },
  { email: 'customer@demo.sirkula.id', label: 'customer company admin' },
  { email: 'staff@demo.sirkula.id', label: 'customer user (not an admin)' },
  { email: 'partner@demo.sirkula.id', label: 'partner company admin' },
  { email: 'newcustomer@demo.sirkula.id', label: 'admin of a customer with an incomplete profile' },
  { email: 'driver@demo.sirkula.id', label: "the partner's driver" },
  { email: 'receiver@demo.sirkula.id', label: "a processor's receiving clerk" },
] as const;

/** The seeds a demo install received before seeds were recorded by name. */
const SEEDS_BEFORE_NAMES = ['companies-and-accounts', 'contracts-and-waste'];

/** Every feature's demo data, in the registry's order. */
export const DEMO_SEEDS: readonly DemoSeed[] = FEATURES.flatMap((feature) =>
  feature.demo ? [feature.demo] : [],
);

function contextFor(storage: StorageDeps, now: Date): DemoContext {
  const companyId = async (name: string) => {
    const id = await findIdByName(storage.db, name);
    if (!id) throw new Error(`The demo company ${name} is missing`);
    return id;
  };
  return {
    storage,
    now,
    companyId,
    companyIds: async (names) => {
      const ids: string[] = [];
      for (const name of names) ids.push(await companyId(name));
      return ids;
    },
    userId: (email) => findIdByEmail(storage.db, email),
  };
}

/**
 * Applies the demo seeds this install has not had yet: all of them to a new database, and to a demo
 * install only those of features added since (an upgrade brings the new modules' demo data). An
 * install with its own users and no demo, or whose demo data was removed, gets nothing. Each seed is
 * recorded once applied, with the companies and accounts it made, so it can be found and removed.
 * Answers the names of the seeds applied now.
 */
export async function seedDemo(
  storage: StorageDeps,
  now = new Date(),
  seeds = DEMO_SEEDS,
): Promise<string[]> {
  const { db } = storage;
  const marker = await findDemoMarker(db);
  if (marker?.state === 'removed' || (!marker && (await countUsers(db)) > 0)) return [];

  let rows: DemoRows = marker ?? { companyIds: [], userIds: [] };
  const applied = new Set(marker ? (marker.seeds ?? SEEDS_BEFORE_NAMES) : []);
  const appliedNow: string[] = [];
  for (const seed of seeds.filter(({ name }) => !applied.has(name))) {
    // A seed and its record commit together: a seed cut short is applied again, not twice.
    rows = await db.transaction(async (tx) => {
      const created = await seed.apply(contextFor({ ...storage, db: tx }, now));
      const all = {
        companyIds: [...rows.companyIds, ...created.companyIds],
        userIds: [...rows.userIds, ...created.userIds],
      };
      await saveDemoMarker(tx, { state: 'seeded', ...all, seeds: [...applied, seed.name] });
      return all;
    });
    applied.add(seed.name);
    appliedNow.push(seed.name);
  }
  return appliedNow;
}
