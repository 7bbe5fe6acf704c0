import { verifyPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.ts';
import { reachableFromOutside } from '../../lib/exposure.ts';
import type { ServerFeature } from '../../lib/feature.ts';
import { DEMO_PASSWORD, DEMO_SIGNATURE } from '../companies/public.ts';
import { demoKeyWorks } from '../integrations/public.ts';
import type { FileStore } from '../storage/public.ts';
import { lockActiveAdmins } from '../users/public.ts';
import {
  type DemoRemoved,
  type DemoRows,
  existingRows,
  findDemoMarker,
  passwordHashes,
  type RemovedDemo,
  rowsBySignature,
  saveDemoMarker,
} from './queries.ts';

/**
 * The companies and accounts the demo seed created that are still here: as recorded by the seed, or
 * by the seed's names for a database seeded before it recorded them; none once removed.
 */
export async function findSeededDemo(db: Db): Promise<DemoRows> {
  const marker = await findDemoMarker(db);
  if (marker?.state === 'removed') return { companyIds: [], userIds: [] };
  if (marker) return existingRows(db, marker);
  return rowsBySignature(db, DEMO_SIGNATURE);
}

/**
 * The first demo account that still signs in with the published demo password. Only the seeded
 * accounts are checked (a scrypt hash takes a fifth of a second): nobody can give any account that
 * password later, since the domain's password rule refuses it.
 */
export async function accountWithDemoPassword(db: Db): Promise<string | undefined> {
  const { userIds } = await findSeededDemo(db);
  for (const { email, hash } of await passwordHashes(db, userIds)) {
    if (hash && (await verifyPassword({ hash, password: DEMO_PASSWORD }))) return email;
  }
  return undefined;
}

export function demoPasswordRefusal(reason: string, email: string): string {
  return [
    `Sirkula will not start: other computers can reach it (${reason}) and the demo account ${email}`,
    'still has the demo password published in the README. Do one of these:',
    '  - keep it on this computer: leave HOST unset (or 127.0.0.1) and PUBLIC_URL on http://localhost;',
    '  - remove the demo data: npm run demo:remove (then npm run admin:create for your own admin);',
    '  - give every demo account a password of its own.',
    'A new data directory started with SEED_DEMO=0 gets no demo data.',
  ].join('\n');
}

function demoKeyRefusal(reason: string): string {
  return [
    `Sirkula will not start: other computers can reach it (${reason}) and the demo integration key`,
    'published in the README still sends sensor readings. Do one of these:',
    '  - keep it on this computer: leave HOST unset (or 127.0.0.1) and PUBLIC_URL on http://localhost;',
    '  - remove the demo data: npm run demo:remove;',
    '  - revoke the key "Demo: simulator and test gateway" under Integration keys.',
  ].join('\n');
}

/**
 * Refuses to serve a known password or the published demo key to the network; costs nothing when only
 * this computer can connect.
 */
export async function refuseDemoPasswordWhenReachable(
  db: Db,
  listening: { host: string; publicUrl: string },
): Promise<void> {
  const reason = reachableFromOutside(listening);
  if (!reason) return;
  const email = await accountWithDemoPassword(db);
  if (email) throw new Error(demoPasswordRefusal(reason, email));
  if (await demoKeyWorks(db)) throw new Error(demoKeyRefusal(reason));
}

const NOTHING_REMOVED: RemovedDemo = {
  companies: 0,
  users: 0,
  contracts: 0,
  wasteRecords: 0,
  files: 0,
  sessions: 0,
  auditEntries: 0,
  emails: 0,
  storageKeys: [],
};

function addUp(total: RemovedDemo, part: DemoRemoved): RemovedDemo {
  const sum = { ...total, storageKeys: [...total.storageKeys, ...(part.storageKeys ?? [])] };
  for (const count of [
    'companies',
    'users',
    'contracts',
    'wasteRecords',
    'files',
    'sessions',
    'auditEntries',
    'emails',
  ] as const)
    sum[count] += part[count] ?? 0;
  return sum;
}

/**
 * Removes the demo data in one transaction, each feature its own rows (its registry entry's
 * removeDemo), last registered first, and records that it is gone, so the seed never brings it back
 * and a second run finds nothing. The stored files are deleted after the commit: a file store is no
 * transaction, and a file left behind by a crash is only unused bytes.
 */
export async function removeDemo(deps: {
  db: Db;
  store: FileStore;
  features: readonly ServerFeature[];
}): Promise<RemovedDemo & { internalAdminsLeft: number }> {
  const removed = await deps.db.transaction(async (tx) => {
    const demo = await findSeededDemo(tx);
    let total = NOTHING_REMOVED;
    for (const feature of deps.features.toReversed()) {
      if (feature.removeDemo) total = addUp(total, await feature.removeDemo(tx, demo));
    }
    await saveDemoMarker(tx, { state: 'removed', removedAt: new Date().toISOString() });
    const internalAdminsLeft = await lockActiveAdmins(tx, { companyId: null, userType: 'internal' });
    return { ...total, internalAdminsLeft };
  });
  for (const key of removed.storageKeys) await deps.store.delete(key);
  return removed;
}
