import { DEFAULT_THRESHOLDS, type SensorState } from '@sirkula/domain/smartbins/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, smartBins } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createContract } from '../waste/factories.ts';
import { binBody, createBin } from './factories.ts';

const now = new Date('2026-11-27T02:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let otherCustomer: Awaited<ReturnType<typeof companyWithAdmin>>;
let partner: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pangan Lestari');
  otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tekstil Nusantara');
  partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Bersih');
});
afterAll(() => ctx.close());

describe('placing and changing bins', () => {
  it('places a sensor bin at a customer’s site, audited, offline until it reports', async () => {
    const body = {
      ...binBody(customer.company.id, 'Kantin karyawan'),
      hasSensor: true,
      deviceModel: 'dingtek-df702',
      devEui: '70-b3-d5-7e-d0-05-1a-2f',
      fullPercent: 75,
    };
    const created = await call('POST', '/smartbins', staff, body);
    expect(created.statusCode).toBe(201);
    const bin = created.json();
    expect(bin).toMatchObject({
      label: 'Kantin karyawan',
      companyName: 'PT Pangan Lestari',
      devEui: '70B3D57ED0051A2F',
      ownThresholds: { fullPercent: 75, fireC: null },
      thresholds: { ...DEFAULT_THRESHOLDS, fullPercent: 75 },
      latest: null,
      states: ['offline'],
    });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'smartBin'), eq(auditLog.entityId, bin.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });

  it('explains each wrong field in the reader’s language and keeps nothing', async () => {
    const before = await ctx.db.select().from(smartBins);
    const bad = {
      ...binBody(customer.company.id),
      capacityLitres: 0,
      hasSensor: true,
      imei: '490154203237519',
    };
    const answer = await call('POST', '/smartbins', staff, bad, 'id');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      capacityLitres: 'Masukkan kapasitas dalam liter, bilangan bulat dari 1 sampai 100.000',
      imei: 'Masukkan 15 digit IMEI; digit terakhir adalah digit pemeriksa',
    });
    const noIdentity = await call('POST', '/smartbins', staff, {
      ...binBody(customer.company.id),
      hasSensor: true,
    });
    expect(noIdentity.json().fields).toEqual({
      devEui: 'A sensor bin needs its device EUI or its IMEI, so that its readings find it',
    });
    expect(await ctx.db.select().from(smartBins)).toHaveLength(before.length);
  });

  it('stands only at a customer’s site, on one of that customer’s contracts', async () => {
    const atPartner = await call('POST', '/smartbins', staff, binBody(partner.company.id));
    expect(atPartner.statusCode).toBe(400);
    expect(atPartner.json().fields).toEqual({ companyId: 'Choose an active customer company.' });
    const foreign = await createContract(ctx.db, { companyId: otherCustomer.company.id });
    const onForeign = await call('POST', '/smartbins', staff, {
      ...binBody(customer.company.id),
      contractId: foreign.id,
    });
    expect(onForeign.json().fields).toEqual({ contractId: "Choose one of this customer's contracts." });
  });

  it('gives a sensor to one live bin: taken while the bin stands, free once it is deleted', async () => {
    const sensor = { hasSensor: true, deviceModel: 'milesight-em310-udl', imei: '490154203237518' };
    const first = await call('POST', '/smartbins', staff, { ...binBody(customer.company.id), ...sensor });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/smartbins', staff, { ...binBody(customer.company.id), ...sensor });
    expect(second.statusCode).toBe(409);
    expect(second.json().fields).toEqual({ imei: 'This sensor already belongs to another bin.' });

    const deleted = await call('DELETE', `/smartbins/${first.json().id}`, staff);
    expect(deleted.json()).toEqual({ message: 'Smart bin deleted' });
    expect((await call('GET', `/smartbins/${first.json().id}`, staff)).json().message).toBe(
      'Smart Bin not found',
    );
    expect(
      (await call('POST', '/smartbins', staff, { ...binBody(customer.company.id), ...sensor })).statusCode,
    ).toBe(201);
  });

  it('says there is nothing to update for a bin that is not there', async () => {
    const missing = await call(
      'PATCH',
      '/smartbins/7d1f3a52-93b5-4f43-9d0e-1b6f0a2c4e11',
      staff,
      binBody(customer.company.id),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No smart bin record to update');
  });
});

describe('who reads which bins', () => {
  it('shows a customer its own bins only, whatever company it asks for; partners none', async () => {
    const own = await createBin(ctx.db, { companyId: customer.company.id, label: 'Gudang bahan baku' });
    const foreign = await createBin(ctx.db, { companyId: otherCustomer.company.id, label: 'Ruang produksi' });
    const listed = await call(
      'GET',
      `/smartbins?companyId=${otherCustomer.company.id}&pageSize=100`,
      customer.cookie,
    );
    const companies = new Set(listed.json().items.map((bin: { companyId: string }) => bin.companyId));
    expect([...companies]).toEqual([customer.company.id]);
    expect((await call('GET', `/smartbins/${own.id}`, customer.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/smartbins/${foreign.id}`, customer.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/smartbins', partner.cookie)).statusCode).toBe(403);
  });
});

describe('states', () => {
  it('filters by state exactly as the domain judges each bin', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Sensor Uji')).company.id;
    const latest = {
      quiet: {
        lastReadingAt: minutesAgo(20),
        lastFillPercent: 30,
        lastTemperatureC: 31,
        lastBatteryPercent: 90,
      },
      full: { lastReadingAt: minutesAgo(20), lastFillPercent: 85, lastBatteryPercent: 90 },
      ownThreshold: { lastReadingAt: minutesAgo(20), lastFillPercent: 65, lastBatteryPercent: 90 },
      hot: { lastReadingAt: minutesAgo(20), lastFillPercent: 10, lastTemperatureC: 72 },
      fireAlarm: { lastReadingAt: minutesAgo(20), lastFillPercent: 10, alarmFire: true },
      tipped: { lastReadingAt: minutesAgo(20), lastTiltDeg: -70 },
      silent: { lastReadingAt: minutesAgo(200), lastFillPercent: 40 },
      neverRead: {},
      weak: { lastReadingAt: minutesAgo(20), lastBatteryPercent: 12 },
      noSensor: {},
    } as const;
    for (const [label, values] of Object.entries(latest)) {
      const { id } = await createBin(ctx.db, {
        companyId: site,
        label,
        fullPercent: label === 'ownThreshold' ? 60 : null,
        hasSensor: label !== 'noSensor',
      });
      if (Object.keys(values).length > 0)
        await ctx.db.update(smartBins).set(values).where(eq(smartBins.id, id));
    }
    const all = await call('GET', `/smartbins?companyId=${site}&pageSize=100`, staff);
    const statesOf = new Map<string, SensorState[]>(
      all.json().items.map((bin: { label: string; states: SensorState[] }) => [bin.label, bin.states]),
    );
    expect(Object.fromEntries(statesOf)).toEqual({
      quiet: [],
      full: ['full'],
      ownThreshold: ['full'],
      hot: ['fire'],
      fireAlarm: ['fire'],
      tipped: ['fall'],
      silent: ['offline'],
      neverRead: ['offline'],
      weak: ['lowBattery'],
      noSensor: [],
    });
    for (const state of ['fire', 'fall', 'full', 'offline', 'lowBattery', 'normal'] as const) {
      const filtered = await call('GET', `/smartbins?companyId=${site}&state=${state}&pageSize=100`, staff);
      const labels = filtered
        .json()
        .items.map((bin: { label: string }) => bin.label)
        .sort();
      const expected = [...statesOf]
        // A bin without a sensor is in no state, not even normal.
        .filter(([label]) => label !== 'noSensor')
        .filter(([, states]) => (state === 'normal' ? states.length === 0 : states.includes(state)))
        .map(([label]) => label)
        .sort();
      expect(labels, state).toEqual(expected);
    }
  });

  it('filters by brand whatever its case, and by a battery below a level', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Merek Uji')).company.id;
    for (const [label, brand, battery] of [
      ['a', 'Rotoplas', 12],
      ['b', 'SULO', 40],
      ['c', 'Sulo', 9],
    ] as const) {
      const { id } = await createBin(ctx.db, { companyId: site, label, brand });
      await ctx.db
        .update(smartBins)
        .set({ lastBatteryPercent: battery, lastReadingAt: minutesAgo(5) })
        .where(eq(smartBins.id, id));
    }
    const labels = async (query: string) =>
      (await call('GET', `/smartbins?companyId=${site}&${query}`, staff))
        .json()
        .items.map((bin: { label: string }) => bin.label);
    expect(await labels('brand=sulo')).toEqual(['b', 'c']);
    expect(await labels('batteryBelow=15')).toEqual(['a', 'c']);
    expect(await labels('brand=Sulo&batteryBelow=15')).toEqual(['c']);
  });

  it('sorts by fill level with bins never read last', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Urut Uji')).company.id;
    for (const [label, fill] of [
      ['a', 20],
      ['b', null],
      ['c', 90],
      ['d', 55],
    ] as const) {
      const { id } = await createBin(ctx.db, { companyId: site, label });
      if (fill !== null)
        await ctx.db
          .update(smartBins)
          .set({ lastFillPercent: fill, lastReadingAt: minutesAgo(5) })
          .where(eq(smartBins.id, id));
    }
    const sorted = await call('GET', `/smartbins?companyId=${site}&sort=fillPercent&order=desc`, staff);
    expect(sorted.json().items.map((bin: { label: string }) => bin.label)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('sorts by when bins will be full, those full now first and those without a forecast last', async () => {
    const site = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Urut Ramalan')).company.id;
    for (const [label, kind, hours] of [
      ['later', 'filling', 30],
      ['unknown', 'unknown', null],
      ['now', 'full', null],
      ['soon', 'filling', 5],
    ] as const) {
      const { id } = await createBin(ctx.db, { companyId: site, label });
      const fullAt = hours === null ? null : new Date(Date.now() + hours * 3_600_000);
      await ctx.db
        .update(smartBins)
        .set({ forecastKind: kind, forecastFullAt: fullAt })
        .where(eq(smartBins.id, id));
    }
    const labels = async (order: string) =>
      (await call('GET', `/smartbins?companyId=${site}&sort=forecastFullAt&order=${order}`, staff))
        .json()
        .items.map((bin: { label: string }) => bin.label);
    expect(await labels('asc')).toEqual(['now', 'soon', 'later', 'unknown']);
    expect(await labels('desc')).toEqual(['later', 'soon', 'now', 'unknown']);
  });
});
