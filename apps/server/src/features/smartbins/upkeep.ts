import { type FillPoint, forecastFull } from '@sirkula/domain/smartbins/forecast';
import { effectiveThresholds } from '@sirkula/domain/smartbins/rules';
import type { Db } from '../../db/client.ts';
import { getBinSettings } from '../settings/public.ts';
import { defaultThresholds } from './defaults.ts';
import {
  binsToForecast,
  dropReadingPartition,
  hourlyFillSince,
  makeReadingPartition,
  readingPartitions,
  rollUpMark,
  rollUpReceived,
  saveForecasts,
} from './queries.ts';

/** The forecast fits the hourly means of this many days at most. */
const FORECAST_DAYS = 30;
/** Bins forecast per query. */
const FORECAST_CHUNK = 500;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The months (UTC) from `from` months before `now`'s to `ahead` months after it. */
function monthsAround(now: Date, from: number, ahead: number) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: from + ahead + 1 }, (_, index) => {
    const start = monthStart(year, month - from + index);
    return { start, end: monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1) };
  });
}

export function partitionName(start: Date): string {
  return `smart_bin_readings_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Keeps the readings' monthly partitions: last month's to two months ahead exist (readings of a month
 * without one wait in the default partition and move in when it is made), and months wholly past the
 * retention (settings, unless `keepMonths` says) are dropped, a month at a time rather than row by row.
 */
export async function maintainReadingPartitions(
  db: Db,
  now: Date,
  keepMonths?: number,
): Promise<{ made: string[]; dropped: string[] }> {
  const months = keepMonths ?? (await getBinSettings(db)).readingMonths;
  const existing = new Set(await readingPartitions(db));
  const made: string[] = [];
  for (const month of monthsAround(now, 1, 2)) {
    const name = partitionName(month.start);
    if (existing.has(name)) continue;
    await db.transaction((tx) => makeReadingPartition(tx, name, month));
    made.push(name);
  }
  const cutoff = monthStart(now.getUTCFullYear(), now.getUTCMonth() - months);
  const dropped: string[] = [];
  for (const name of existing) {
    const match = /_(\d{4})_(\d{2})$/.exec(name);
    if (!match) continue;
    const end = monthStart(Number(match[1]), Number(match[2]));
    if (end > cutoff) continue;
    await dropReadingPartition(db, name, cutoff);
    dropped.push(name);
  }
  return { made, dropped };
}

/** Readings received this close to now wait for the next run: their transactions may still be open. */
const SETTLE_MS = 10_000;

/**
 * Brings the hourly roll-ups up to the readings received until a few seconds ago: ingest stores the
 * readings alone (a batch touches a hundred hours at most), and this recomputes each touched hour
 * from its readings, once a minute, so a late or resent reading is counted exactly once.
 */
export async function rollUpReadings(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() - SETTLE_MS);
  const since = (await rollUpMark(db)) ?? new Date(0);
  return until > since ? rollUpReceived(db, since, until) : 0;
}

/**
 * Refits every sensor bin's fill forecast from its hourly means since it was last emptied, so lists
 * sort by time to full and the planning view finds the bins due soon without fitting anything.
 */
export async function refreshForecasts(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FORECAST_DAYS * 86_400_000);
  const defaults = await defaultThresholds(db);
  let after = '';
  let refreshed = 0;
  for (;;) {
    const bins = await binsToForecast(db, after, FORECAST_CHUNK);
    const last = bins.at(-1);
    if (!last) return refreshed;
    const hours = await hourlyFillSince(
      db,
      bins.map((bin) => bin.id),
      since,
    );
    const pointsOf = new Map<string, FillPoint[]>();
    for (const hour of hours) {
      const points = pointsOf.get(hour.binId) ?? [];
      points.push({ at: hour.hour, fillPercent: hour.fillPercent });
      pointsOf.set(hour.binId, points);
    }
    await saveForecasts(
      db,
      bins.map((bin) => {
        const thresholds = effectiveThresholds(bin, defaults);
        return { binId: bin.id, forecast: forecastFull(pointsOf.get(bin.id) ?? [], thresholds.fullPercent) };
      }),
    );
    refreshed += bins.length;
    after = last.id;
  }
}
