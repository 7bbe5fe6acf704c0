import { describe, expect, it } from 'vitest';
import {
  historyColumns,
  historySummary,
  loneIndexes,
  silenceBreaksAfterMs,
  tickLabel,
} from './history-series.ts';

const point = (at: string, fillPercent: number | null, temperatureC: number | null = 30) => ({
  at,
  fillPercent,
  temperatureC,
  batteryPercent: 80,
});

describe('historyColumns', () => {
  it('gives uPlot times in seconds and the three values, null where nothing was read', () => {
    const columns = historyColumns(
      [point('2026-11-27T01:00:00.000Z', 40), point('2026-11-27T02:00:00.000Z', null, null)],
      3 * 3_600_000,
    );
    expect(columns).toEqual([
      [Date.parse('2026-11-27T01:00:00Z') / 1000, Date.parse('2026-11-27T02:00:00Z') / 1000],
      [40, null],
      [30, null],
      [80, 80],
    ]);
  });

  it('breaks the lines where the sensor was silent longer than it may be', () => {
    const [times, fill, temperature, battery] = historyColumns(
      [point('2026-11-27T00:00:00.000Z', 10), point('2026-11-27T04:00:00.000Z', 20)],
      3 * 3_600_000,
    );
    expect(times).toEqual([
      Date.parse('2026-11-27T00:00:00Z') / 1000,
      Date.parse('2026-11-27T02:00:00Z') / 1000,
      Date.parse('2026-11-27T04:00:00Z') / 1000,
    ]);
    expect(fill).toEqual([10, null, 20]);
    expect(temperature).toEqual([30, null, 30]);
    expect(battery).toEqual([80, null, 80]);
  });
});

describe('silenceBreaksAfterMs', () => {
  it('is the silence that makes a bin offline, never less than an hour between roll-ups', () => {
    expect(silenceBreaksAfterMs('reading', 60)).toBe(3 * 3_600_000);
    expect(silenceBreaksAfterMs('reading', 10)).toBe(30 * 60_000);
    expect(silenceBreaksAfterMs('hour', 10)).toBe(3_600_000);
  });
});

describe('loneIndexes', () => {
  it('finds the values no line can reach', () => {
    expect(loneIndexes([5, null, 7, 8, null, 9])).toEqual([0, 5]);
    expect(loneIndexes([null, null])).toEqual([]);
  });
});

describe('tickLabel', () => {
  it('marks hours, or days once ticks are a day apart, in Jakarta time', () => {
    const seconds = Date.parse('2026-11-26T18:00:00Z') / 1000;
    expect(tickLabel(seconds, 6 * 3_600, 'en')).toBe('01:00');
    expect(tickLabel(seconds, 86_400, 'id')).toBe('27 Nov');
  });
});

describe('historySummary', () => {
  it('names the latest point and the lowest and highest fill, skipping readings without one', () => {
    const points = [
      point('2026-11-27T01:00:00.000Z', 40),
      point('2026-11-27T02:00:00.000Z', 12),
      point('2026-11-27T03:00:00.000Z', null),
    ];
    expect(historySummary(points)).toEqual({ latest: points[2], lowestFill: 12, highestFill: 40 });
    expect(historySummary([])).toEqual({ latest: null, lowestFill: null, highestFill: null });
  });
});
