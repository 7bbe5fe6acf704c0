import { describe, expect, it } from 'vitest';
import { type FillPoint, forecastFull, sinceLastEmptying } from './forecast.ts';

const START = new Date('2026-11-20T00:00:00+07:00').getTime();
const HOUR = 3_600_000;

/** Hourly readings filling at `perDay` points a day from `from` %, for `hours`. */
function filling(from: number, perDay: number, hours: number, startHour = 0): FillPoint[] {
  return Array.from({ length: hours }, (_, index) => ({
    at: new Date(START + (startHour + index) * HOUR),
    fillPercent: from + (perDay * index) / 24,
  }));
}

describe('time to full', () => {
  it('finds the fill rate of a steadily filling bin and when it reaches the threshold', () => {
    const forecast = forecastFull(filling(10, 20, 48), 80);
    expect(forecast.kind).toBe('filling');
    if (forecast.kind !== 'filling') return;
    expect(forecast.pointsPerDay).toBeCloseTo(20, 5);
    // 10 % at the start, 20 points a day: 80 % after 3.5 days.
    expect(forecast.fullAt.getTime()).toBeCloseTo(START + 3.5 * 24 * HOUR, -3);
  });

  it('is barely moved by stray readings', () => {
    const points = filling(10, 20, 48);
    for (const index of [5, 17, 30]) {
      const point = points[index];
      if (point) point.fillPercent = 95;
    }
    const forecast = forecastFull(points, 80);
    expect(forecast.kind).toBe('filling');
    if (forecast.kind === 'filling') expect(forecast.pointsPerDay).toBeGreaterThan(18);
  });

  it('counts only the readings since the bin was last emptied', () => {
    const before = filling(20, 30, 48);
    const after = filling(5, 10, 24, 48);
    expect(sinceLastEmptying([...after, ...before])).toHaveLength(24);
    const forecast = forecastFull([...before, ...after], 80);
    expect(forecast.kind === 'filling' && forecast.pointsPerDay).toBeCloseTo(10, 5);
  });

  it('says so of a bin that is not filling, one already full, and one with too few readings', () => {
    expect(forecastFull(filling(30, 0, 48), 80)).toEqual({ kind: 'notFilling' });
    expect(forecastFull(filling(85, 2, 12), 80)).toEqual({ kind: 'full' });
    expect(forecastFull(filling(10, 20, 2), 80)).toEqual({ kind: 'unknown' });
  });
});
