import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { openTestDatabase } from '../../test/database.ts';
import { localFileStore } from '../storage/file-store.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { list, manifest } from './service.ts';

let dir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-manifest-demo-'));
  database = await openTestDatabase();
  await seedDemo({ db: database.db, store: localFileStore(dir), maxUploadBytes: 10 * MEGABYTE });
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const staff = {
  id: 'demo-test-staff',
  userType: 'internal',
  role: 'admin',
  companyId: null,
  mustChangePassword: false,
} as const;

describe("the demo's Festronik manifests", () => {
  it('are complete but one, and one sender’s waste left without a number for a reason staff gave', async () => {
    const page = await list(database.db, staff, { page: 1, pageSize: 100 });
    expect(page.items.length).toBeGreaterThan(3);
    // The one open journey carried before the fleet was recorded shows what an incomplete manifest says.
    const incomplete = page.items.filter((item) => item.gaps.length > 0);
    expect(incomplete.map((item) => item.gaps.map((gap) => gap.field))).toEqual([['vehiclePlate', 'driver']]);
    expect(incomplete[0]?.journey.status).toBe('active');
    const waiting = page.items.filter(
      (item) => item.festronikNumber === null && item.journey.status === 'active',
    );
    const shown = await Promise.all(
      waiting.map((item) => manifest(database.db, staff, item.journey.id, item.sender.id)),
    );
    // Every active manifest without a number either waits for a vehicle or was let go with a reason.
    expect(shown.some((answer) => answer.pickupOverride !== null)).toBe(true);
    const [first] = shown.filter((answer) => answer.pickupOverride !== null);
    expect(first?.transporter.transportRecommendationNumber).toBeTruthy();
    expect(first?.receiver.b3LicenceNumber).toBeTruthy();
  });
});
