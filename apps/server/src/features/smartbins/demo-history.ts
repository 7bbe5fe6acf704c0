import type { TelemetryReading } from '@sirkula/domain/smartbins/uplinks';
import type { Db } from '../../db/client.ts';
import { type Arrival, ingest } from './ingest.ts';
import type { LatestValues } from './queries.ts';

/** Hours of history before a demo bin's latest reading: a month. */
const HISTORY_HOURS = 30 * 24;
/** Readings go in as a sensor network would deliver them: in order, a few hours at a time. */
const HOURS_PER_BATCH = 6;
/** A bin at this fill level is emptied by the next pickup. */
const EMPTIED_ABOVE = 90;

/** How a demo bin behaved over the month, besides filling: its battery and past alarms. */
export interface DemoHistory {
  fillPerDay: number;
  batteryFrom?: number;
  /** Hours before the latest reading when an alarm started, how long it lasted, what it read. */
  episodes?: Array<{ hoursAgo: number; hours: number; values: Partial<TelemetryReading> }>;
}

export interface DemoSensorBin {
  id: string;
  heightCm: number;
  latestAt: Date;
  latest: Omit<LatestValues, 'measuredAt'>;
  history: DemoHistory;
}

/** The fill level `hoursAgo` before the latest: filling at its pace backwards, emptied at each pickup. */
function fillAt(latestFill: number, fillPerDay: number, hoursAgo: number): number {
  const span = EMPTIED_ABOVE - 3;
  const back = (fillPerDay * hoursAgo) / 24;
  const level = latestFill - back;
  return level >= 3 ? level : EMPTIED_ABOVE - ((3 - level) % span);
}

/** One bin's readings of the month, hourly, ending with its latest reading exactly as it stands. */
function monthOf(bin: DemoSensorBin): TelemetryReading[] {
  const { history, latest, heightCm } = bin;
  const latestFill = latest.distanceMm == null ? 0 : 100 - (latest.distanceMm / (heightCm * 10)) * 100;
  const readings: TelemetryReading[] = [];
  for (let hoursAgo = HISTORY_HOURS; hoursAgo >= 1; hoursAgo--) {
    const at = new Date(bin.latestAt.getTime() - hoursAgo * 3_600_000);
    const fill = fillAt(latestFill, history.fillPerDay, hoursAgo);
    const hourOfDay = (at.getUTCHours() + 7) % 24;
    const episode = history.episodes?.find(
      (item) => hoursAgo <= item.hoursAgo && hoursAgo > item.hoursAgo - item.hours,
    );
    readings.push({
      binId: bin.id,
      measuredAt: at.toISOString(),
      distanceMm: Math.round(heightCm * 10 * (1 - fill / 100)),
      temperatureC: Math.round(28 + 3 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI)),
      tiltDeg: hoursAgo % 5,
      ...(history.batteryFrom !== undefined && {
        batteryPercent: Math.round(
          (latest.batteryPercent ?? 0) +
            ((history.batteryFrom - (latest.batteryPercent ?? 0)) * hoursAgo) / HISTORY_HOURS,
        ),
      }),
      ...episode?.values,
    });
  }
  const { alarms, ...values } = latest;
  const nulls = Object.entries(values).filter(([, value]) => value != null);
  readings.push({
    binId: bin.id,
    measuredAt: bin.latestAt.toISOString(),
    ...Object.fromEntries(nulls),
    ...(alarms && { alarms }),
  });
  return readings;
}

/**
 * A month of hourly readings for the demo's sensor bins, through the same ingest as a network
 * server's, so their roll-ups, latest values and alerts (past ones closed, current ones open) are
 * what the product itself makes of them.
 */
export async function ingestDemoHistory(db: Db, bins: readonly DemoSensorBin[], now: Date): Promise<void> {
  const months = bins.map(monthOf);
  const batches = Math.ceil((HISTORY_HOURS + 1) / HOURS_PER_BATCH);
  for (let batch = 0; batch < batches; batch++) {
    const arrivals: Arrival[] = months.flatMap((readings) =>
      readings
        .slice(batch * HOURS_PER_BATCH, (batch + 1) * HOURS_PER_BATCH)
        .map((reading) => ({ kind: 'reading' as const, reading })),
    );
    if (arrivals.length > 0) await ingest(db, { keyId: 'demo', companyId: null }, arrivals, now);
  }
}
