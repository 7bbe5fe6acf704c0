import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
import type { SensorState } from '@sirkula/domain/smartbins/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smartBins } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createBin } from './factories.ts';

const now = new Date('2026-11-27T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let otherCustomer: Awaited<ReturnType<typeof companyWithAdmin>>;
let partner: Awaited<ReturnType<typeof companyWithAdmin>>;

/** A bin that reported 20 minutes ago (so not offline), with these values on its row. */
async function readBin(companyId: string, label: string, values: Partial<typeof smartBins.$inferInsert>) {
  const { id } = await createBin(ctx.db, { companyId, label });
  await ctx.db
    .update(smartBins)
    .set({ lastReadingAt: minutesAgo(20), lastBatteryPercent: 90, ...values })
    .where(eq(smartBins.id, id));
  return id;
}

const mapOf = async (cookie: string, query = '') => {
  const answer = await call('GET', `/smartbins/map${query}`, cookie);
  expect(answer.statusCode).toBe(200);
  return answer.json() as BinMapPoint[];
};

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pangan Lestari');
  otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tekstil Nusantara');
  partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Bersih');
});
afterAll(() => ctx.close());

describe('the map of bins', () => {
  it('shows a customer its own bins only, whatever company it asks for; staff every one', async () => {
    const own = await readBin(customer.company.id, 'Gudang bahan baku', { lastFillPercent: 40 });
    const foreign = await readBin(otherCustomer.company.id, 'Ruang produksi', { lastFillPercent: 10 });

    const mine = await mapOf(customer.cookie, `?companyId=${otherCustomer.company.id}`);
    expect(mine).toEqual([
      {
        id: own,
        label: 'Gudang bahan baku',
        companyName: 'PT Pangan Lestari',
        latitude: -6.2297,
        longitude: 106.8236,
        state: 'normal',
        fillPercent: 40,
      },
    ]);
    const everyone = (await mapOf(staff)).map((bin) => bin.id);
    expect(everyone).toEqual(expect.arrayContaining([own, foreign]));
    const chosen = await mapOf(staff, `?companyId=${otherCustomer.company.id}`);
    expect(chosen.map((bin) => bin.id)).toEqual([foreign]);
  });

  it('refuses partners, who have no bins', async () => {
    expect((await call('GET', '/smartbins/map', partner.cookie)).statusCode).toBe(403);
  });

  it('leaves out bins without a position and deleted bins', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tanpa Titik')).company.id;
    const placed = await createBin(ctx.db, { companyId: site, label: 'Di peta' });
    await createBin(ctx.db, { companyId: site, label: 'Belum dipetakan', latitude: null, longitude: null });
    const deleted = await createBin(ctx.db, { companyId: site, label: 'Dibongkar' });
    await ctx.db
      .update(smartBins)
      .set({ deletedAt: minutesAgo(5) })
      .where(eq(smartBins.id, deleted.id));
    expect((await mapOf(staff, `?companyId=${site}`)).map((bin) => bin.id)).toEqual([placed.id]);
  });

  it('gives each bin its worst state, as the list judges its states', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sensor Peta')).company.id;
    const latest = {
      quiet: { lastFillPercent: 30, lastTemperatureC: 31 },
      full: { lastFillPercent: 85 },
      hot: { lastFillPercent: 10, lastTemperatureC: 72 },
      fireAndFull: { lastFillPercent: 95, alarmFire: true },
      tipped: { lastTiltDeg: -70, lastBatteryPercent: 5 },
      silentAndFull: { lastReadingAt: minutesAgo(200), lastFillPercent: 90 },
      neverRead: { lastReadingAt: null },
      weak: { lastBatteryPercent: 12 },
    } as const;
    for (const [label, values] of Object.entries(latest)) await readBin(site, label, values);
    await createBin(ctx.db, { companyId: site, label: 'noSensor', hasSensor: false });

    const map = await mapOf(staff, `?companyId=${site}`);
    const stateOf = Object.fromEntries(map.map((bin) => [bin.label, bin.state]));
    expect(stateOf).toEqual({
      quiet: 'normal',
      full: 'full',
      hot: 'fire',
      fireAndFull: 'fire',
      tipped: 'fall',
      silentAndFull: 'full',
      neverRead: 'offline',
      weak: 'lowBattery',
      noSensor: 'noSensor',
    });
    // The SQL judges as the domain's `binStates` does: the list's first state, for every bin.
    const list = await call('GET', `/smartbins?companyId=${site}&pageSize=100`, staff);
    for (const bin of list.json().items as Array<{
      label: string;
      states: SensorState[];
      hasSensor: boolean;
    }>) {
      const worst = bin.hasSensor ? (bin.states[0] ?? 'normal') : 'noSensor';
      expect(stateOf[bin.label], bin.label).toBe(worst);
    }

    const labelsIn = async (state: string) =>
      (await mapOf(staff, `?companyId=${site}&state=${state}`)).map((bin) => bin.label).sort();
    // A state keeps every bin in it, as the list's filter does; the marker shows the worst.
    expect(await labelsIn('full')).toEqual(['fireAndFull', 'full', 'silentAndFull']);
    expect(await labelsIn('fire')).toEqual(['fireAndFull', 'hot']);
    expect(await labelsIn('normal')).toEqual(['quiet']);
    expect(await labelsIn('noSensor')).toEqual(['noSensor']);
  });
});
