import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { binAlerts, binReadings, smartBins } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { companyWithAdmin } from '../../test/people.ts';
import { createBin } from './factories.ts';
import { ingest } from './ingest.ts';
import { openOfflineAlerts } from './queries.ts';
import { maintainReadingPartitions, refreshForecasts, rollUpReadings } from './upkeep.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let companyId: string;
const provider = { keyId: 'test', companyId: null };

beforeAll(async () => {
  ctx = await startTestApp();
  companyId = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Pangan Lestari')).company.id;
});
afterAll(() => ctx.close());

/** Where PostgreSQL keeps each of the bin's readings: the partition's name by measured-at. */
async function partitionsOf(binId: string) {
  const answer = await ctx.db.execute(
    sql`select tableoid::regclass::text as partition, measured_at from ${binReadings}
      where bin_id = ${binId} order by measured_at`,
  );
  return rowsOf<{ partition: string; measured_at: Date | string }>(answer).map((row) => row.partition);
}

const readingsAt = (binId: string, moments: string[], fill = (index: number) => 10 + index) =>
  moments.map((measuredAt, index) => ({
    kind: 'reading' as const,
    reading: { binId, measuredAt, fillPercent: fill(index) },
  }));

describe('readings partitioned by month', () => {
  it('files a month’s readings in its partition, moving in those that waited in the default one', async () => {
    const bin = await createBin(ctx.db, { companyId });
    const now = new Date('2027-03-10T05:00:00Z');
    await ingest(ctx.db, provider, readingsAt(bin.id, ['2027-02-20T00:00:00Z', '2027-03-01T00:00:00Z']), now);
    expect(await partitionsOf(bin.id)).toEqual(['smart_bin_readings_default', 'smart_bin_readings_default']);

    const { made } = await maintainReadingPartitions(ctx.db, now, 13);
    expect(made).toEqual([
      'smart_bin_readings_2027_02',
      'smart_bin_readings_2027_03',
      'smart_bin_readings_2027_04',
      'smart_bin_readings_2027_05',
    ]);
    expect(await partitionsOf(bin.id)).toEqual(['smart_bin_readings_2027_02', 'smart_bin_readings_2027_03']);
    // Made once: the next run finds them.
    expect((await maintainReadingPartitions(ctx.db, now, 13)).made).toEqual([]);
    // A duplicate is still one reading, whichever partition holds the first.
    const again = await ingest(ctx.db, provider, readingsAt(bin.id, ['2027-03-01T00:00:00Z']), now);
    expect(again.outcomes.map((outcome) => outcome.status)).toEqual(['duplicate']);
  });

  it('drops whole months past the retention and keeps the rest', async () => {
    const bin = await createBin(ctx.db, { companyId });
    const then = new Date('2027-02-10T00:00:00Z');
    await maintainReadingPartitions(ctx.db, then, 13);
    await ingest(
      ctx.db,
      provider,
      readingsAt(bin.id, ['2027-01-15T00:00:00Z', '2027-02-05T00:00:00Z']),
      then,
    );
    const later = new Date('2027-04-20T00:00:00Z');
    const { dropped } = await maintainReadingPartitions(ctx.db, later, 2);
    expect(dropped).toContain('smart_bin_readings_2027_01');
    const left = await ctx.db
      .select({ at: binReadings.measuredAt })
      .from(binReadings)
      .where(eq(binReadings.binId, bin.id));
    expect(left.map((row) => row.at.toISOString())).toEqual(['2027-02-05T00:00:00.000Z']);
  });
});

describe('fill forecasts', () => {
  it('fits the hourly means since the last emptying and says when a bin will be full', async () => {
    const bin = await createBin(ctx.db, { companyId, fullPercent: 80 });
    const idle = await createBin(ctx.db, { companyId });
    const now = new Date('2027-03-10T12:00:00Z');
    const hours = Array.from({ length: 48 }, (_, hour) => new Date(now.getTime() - (47 - hour) * 3_600_000));
    // Full, emptied, then filling 1 point an hour from 10 %: 49 % now, 80 % in 31 hours.
    const filling = readingsAt(
      bin.id,
      hours.map((at) => at.toISOString()),
      (index) => (index < 8 ? 85 : 10 + (index - 8)),
    );
    await ingest(ctx.db, provider, filling, now);
    await ingest(
      ctx.db,
      provider,
      readingsAt(
        idle.id,
        hours.map((at) => at.toISOString()),
        () => 20,
      ),
      now,
    );
    await rollUpReadings(ctx.db, new Date(now.getTime() + 60_000));
    await refreshForecasts(ctx.db, now);
    const [row] = await ctx.db.select().from(smartBins).where(eq(smartBins.id, bin.id));
    expect(row?.forecastKind).toBe('filling');
    expect(row?.fillPointsPerDay).toBeCloseTo(24, 0);
    const hoursToFull = ((row?.forecastFullAt?.getTime() ?? 0) - now.getTime()) / 3_600_000;
    expect(hoursToFull).toBeGreaterThan(30);
    expect(hoursToFull).toBeLessThan(32);
    const [still] = await ctx.db.select().from(smartBins).where(eq(smartBins.id, idle.id));
    expect(still?.forecastKind).toBe('notFilling');
  });
});

describe('offline bins', () => {
  it('open one offline alert for a bin silent three intervals, and its next reading closes it', async () => {
    const silent = await createBin(ctx.db, { companyId, label: 'Gudang belakang' });
    const talking = await createBin(ctx.db, { companyId, label: 'Dapur' });
    const lastHeard = new Date('2027-05-01T02:00:00Z');
    await ingest(ctx.db, provider, readingsAt(silent.id, [lastHeard.toISOString()]), lastHeard);
    const now = new Date('2027-05-01T05:30:00Z');
    await ingest(ctx.db, provider, readingsAt(talking.id, ['2027-05-01T05:00:00Z']), now);
    const offlineOf = (binId: string) =>
      ctx.db
        .select()
        .from(binAlerts)
        .where(and(eq(binAlerts.binId, binId), eq(binAlerts.kind, 'offline')));

    await openOfflineAlerts(ctx.db, now);
    await openOfflineAlerts(ctx.db, new Date(now.getTime() + 15 * 60_000));
    const [alert, ...more] = await offlineOf(silent.id);
    expect(more).toEqual([]);
    // Three expected intervals (an hour each) after its last reading.
    expect(alert).toMatchObject({ openedAt: new Date('2027-05-01T05:00:00Z'), closedAt: null });
    expect(await offlineOf(talking.id)).toEqual([]);

    await ingest(
      ctx.db,
      provider,
      readingsAt(silent.id, ['2027-05-01T06:00:00Z']),
      new Date('2027-05-01T06:00:05Z'),
    );
    expect((await offlineOf(silent.id))[0]?.closedAt).toEqual(new Date('2027-05-01T06:00:00Z'));
  });
});
