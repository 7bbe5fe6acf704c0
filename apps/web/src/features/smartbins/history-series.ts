import { formatDayMonth, formatTimeOfDay } from '@sirkula/domain/shared/format';
import type { Language } from '@sirkula/domain/shared/languages';
import type { BinHistory } from '@sirkula/domain/smartbins/answers';
import { OFFLINE_AFTER_INTERVALS } from '@sirkula/domain/smartbins/rules';

type Point = BinHistory['points'][number];
type Values = Array<number | null>;

/** uPlot's data: the times in seconds, then fill level, temperature and battery; null draws nothing. */
export type HistoryColumns = [number[], Values, Values, Values];

const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;

/**
 * How long a silence breaks the lines: as long as makes the bin offline, and never less than the
 * hour between two roll-ups.
 */
export function silenceBreaksAfterMs(
  resolution: BinHistory['resolution'],
  expectedIntervalMinutes: number,
): number {
  const offline = OFFLINE_AFTER_INTERVALS * expectedIntervalMinutes * 60_000;
  return resolution === 'hour' ? Math.max(offline, HOUR_MS) : offline;
}

/**
 * The points as uPlot's columns. A point with nothing is put in the middle of each silence longer
 * than `breakAfterMs`, so the lines stop where the sensor did rather than drawing across the gap.
 */
export function historyColumns(points: readonly Point[], breakAfterMs: number): HistoryColumns {
  const columns: HistoryColumns = [[], [], [], []];
  const [times, fill, temperature, battery] = columns;
  let previous: number | null = null;
  for (const point of points) {
    const at = Date.parse(point.at);
    if (previous !== null && at - previous > breakAfterMs) {
      times.push((previous + at) / 2000);
      fill.push(null);
      temperature.push(null);
      battery.push(null);
    }
    times.push(at / 1000);
    fill.push(point.fillPercent);
    temperature.push(point.temperatureC);
    battery.push(point.batteryPercent);
    previous = at;
  }
  return columns;
}

/** The values with nothing on either side, which a line cannot show: they are drawn as dots. */
export function loneIndexes(values: Values): number[] {
  return values.flatMap((value, index) =>
    value !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null
      ? [index]
      : [],
  );
}

/** A time axis label in Jakarta: the hour while ticks are less than a day apart, else the day. */
export function tickLabel(seconds: number, stepSeconds: number, language: Language): string {
  const at = seconds * 1000;
  return stepSeconds < DAY_SECONDS ? formatTimeOfDay(at, language) : formatDayMonth(at, language);
}

/** What the chart shows in words: the latest point, and the lowest and highest fill of the range. */
export function historySummary(points: readonly Point[]) {
  const fills = points.flatMap((point) => (point.fillPercent === null ? [] : [point.fillPercent]));
  return {
    latest: points.at(-1) ?? null,
    lowestFill: fills.length > 0 ? Math.min(...fills) : null,
    highestFill: fills.length > 0 ? Math.max(...fills) : null,
  };
}
