import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binHourlyReadings, binReadings } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createBin } from './factories.ts';

const now = new Date('2026-11-27T02:20:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let otherCustomer: Awaited<ReturnType<typeof companyWithAdmin>>;
let binId: string;

/** A reading as a sensor would have sent it, with the values the chart shows. */
function reading(id: string, measuredAt: Date, fillPercent: number | null, temperatureC = 31) {
  return {
    binId: id,
    measuredAt,
    receivedAt: measuredAt,
    fillPercent,
    temperatureC,
    batteryPercent: 88,
    alarmFull: false,
    alarmFire: false,
    alarmTilt: false,
    alarmLowBattery: false,
  };
}

beforeAll(async () => {
  ctx = await startTestApp({ clock: () => now });
  call = apiCaller(ctx.app);
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pangan Lestari');
  otherCustomer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Tekstil Nusantara');
  binId = (await createBin(ctx.db, { companyId: customer.company.id })).id;
  const neighbour = (await createBin(ctx.db, { companyId: otherCustomer.company.id })).id;
  // Inserted out of order, with one a day and a half old and one of another bin at the same time.
  await ctx.db
    .insert(binReadings)
    .values([
      reading(binId, hoursAgo(2), 64),
      reading(binId, hoursAgo(36), 12),
      reading(binId, hoursAgo(20), 40, 29.5),
      reading(binId, hoursAgo(10), null),
      reading(neighbour, hoursAgo(2), 99),
    ]);
  await ctx.db.insert(binHourlyReadings).values([
    {
      binId,
      hour: new Date('2026-11-20T05:00:00Z'),
      readings: 3,
      fillSum: 100,
      fillCount: 3,
      temperatureMax: 33.5,
      batteryMin: 90,
    },
    // An hour whose readings carried no fill level.
    {
      binId,
      hour: new Date('2026-11-10T11:00:00Z'),
      readings: 1,
      fillSum: 0,
      fillCount: 0,
      temperatureMax: 30,
      batteryMin: 91,
    },
    // Older than thirty days.
    {
      binId,
      hour: new Date('2026-10-20T00:00:00Z'),
      readings: 1,
      fillSum: 50,
      fillCount: 1,
      temperatureMax: 30,
      batteryMin: 95,
    },
    {
      binId: neighbour,
      hour: new Date('2026-11-20T05:00:00Z'),
      readings: 1,
      fillSum: 10,
      fillCount: 1,
      temperatureMax: 28,
      batteryMin: 70,
    },
  ]);
});
afterAll(() => ctx.close());

describe("a bin's history", () => {
  it('answers the last day as raw readings, oldest first, and nothing older', async () => {
    const answer = await call('GET', `/smartbins/${binId}/history?range=24h`, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      range: '24h',
      from: hoursAgo(24).toISOString(),
      to: now.toISOString(),
      resolution: 'reading',
      points: [
        { at: hoursAgo(20).toISOString(), fillPercent: 40, temperatureC: 29.5, batteryPercent: 88 },
        { at: hoursAgo(10).toISOString(), fillPercent: null, temperatureC: 31, batteryPercent: 88 },
        { at: hoursAgo(2).toISOString(), fillPercent: 64, temperatureC: 31, batteryPercent: 88 },
      ],
    });
  });

  it('answers a month as hourly points with the mean fill, from a whole hour', async () => {
    const answer = await call('GET', `/smartbins/${binId}/history?range=30d`, staff);
    expect(answer.json()).toEqual({
      range: '30d',
      from: '2026-10-28T02:00:00.000Z',
      to: now.toISOString(),
      resolution: 'hour',
      points: [
        { at: '2026-11-10T11:00:00.000Z', fillPercent: null, temperatureC: 30, batteryPercent: 91 },
        { at: '2026-11-20T05:00:00.000Z', fillPercent: 33, temperatureC: 33.5, batteryPercent: 90 },
      ],
    });
  });

  it("answers another company's bin as a missing one, and a customer its own bin's history", async () => {
    const foreign = await call('GET', `/smartbins/${binId}/history`, otherCustomer.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Smart Bin not found');
    const own = await call('GET', `/smartbins/${binId}/history?range=7d`, customer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().points).toEqual([
      { at: '2026-11-20T05:00:00.000Z', fillPercent: 33, temperatureC: 33.5, batteryPercent: 90 },
    ]);
  });
});
