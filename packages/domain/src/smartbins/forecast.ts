// When a bin will be full, from the readings since it was last emptied: a robust straight-line fit
// of fill level against time (Theil–Sen: the median of the slopes between pairs of readings), so a
// stray reading (a bag held under the sensor, a splash) does not move the forecast much.

export interface FillPoint {
  at: Date;
  fillPercent: number;
}

/** A fall of at least this many points between two readings is an emptying. */
export const EMPTYING_DROP_POINTS = 30;
/** Below this many readings since the emptying, nothing is forecast. */
export const MIN_FORECAST_POINTS = 3;
/** Slower than this (points a day), the bin is not filling. */
export const NOT_FILLING_PER_DAY = 0.5;
/** Pairs the fit looks at, at most: enough for a month of hourly readings, cheap to sort. */
const MAX_PAIRS = 20_000;

const DAY_MS = 86_400_000;

export const FORECAST_KINDS = ['unknown', 'notFilling', 'full', 'filling'] as const;
export type ForecastKind = (typeof FORECAST_KINDS)[number];

export type Forecast =
  | { kind: 'unknown' }
  | { kind: 'notFilling' }
  | { kind: 'full' }
  | { kind: 'filling'; pointsPerDay: number; fullAt: Date };

/** The readings since the last emptying (the last big fall in fill level), oldest first. */
export function sinceLastEmptying(points: readonly FillPoint[]): FillPoint[] {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  let start = 0;
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous && current && previous.fillPercent - current.fillPercent >= EMPTYING_DROP_POINTS)
      start = index;
  }
  return sorted.slice(start);
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The Theil–Sen slope in points a day; pairs spread evenly over the series when there are many. */
function slopePerDay(points: readonly FillPoint[]): number | null {
  const slopes: number[] = [];
  const pairs = (points.length * (points.length - 1)) / 2;
  const step = Math.max(1, Math.ceil(pairs / MAX_PAIRS));
  let pair = 0;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++, pair++) {
      const a = points[i];
      const b = points[j];
      if (pair % step !== 0 || !a || !b) continue;
      const days = (b.at.getTime() - a.at.getTime()) / DAY_MS;
      if (days > 0) slopes.push((b.fillPercent - a.fillPercent) / days);
    }
  }
  return slopes.length === 0 ? null : median(slopes);
}

/**
 * When the bin reaches `fullPercent`, from the readings since its last emptying; the line goes through
 * the median of the residuals, so it starts where the bin really is rather than at its last reading.
 */
export function forecastFull(points: readonly FillPoint[], fullPercent: number): Forecast {
  const since = sinceLastEmptying(points);
  const last = since.at(-1);
  if (!last || since.length < MIN_FORECAST_POINTS) return { kind: 'unknown' };
  const slope = slopePerDay(since);
  if (slope === null) return { kind: 'unknown' };
  const origin = last.at.getTime();
  const level = median(
    since.map((point) => point.fillPercent - (slope * (point.at.getTime() - origin)) / DAY_MS),
  );
  if (level >= fullPercent) return { kind: 'full' };
  if (slope < NOT_FILLING_PER_DAY) return { kind: 'notFilling' };
  const days = (fullPercent - level) / slope;
  return { kind: 'filling', pointsPerDay: slope, fullAt: new Date(origin + days * DAY_MS) };
}
