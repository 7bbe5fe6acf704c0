import { describe, expect, it } from 'vitest';
import { formatSize, isCurrentPeriod, periodsOffered, quarterParts } from './periods.ts';

describe('the periods a report may cover', () => {
  it('are months, newest first, from this month back two years', () => {
    const months = periodsOffered('monthlyWaste', '2026-03-15');
    expect(months.slice(0, 3)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toBe('2024-04');
  });

  it('are quarters for the B3 summary, across the turn of a year', () => {
    expect(periodsOffered('quarterlyB3', '2026-02-10').slice(0, 3)).toEqual([
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
    ]);
    expect(periodsOffered('quarterlyB3', '2026-12-31')[0]).toBe('2026-Q4');
  });

  it('know the one today falls in', () => {
    expect(isCurrentPeriod('monthlyWaste', '2026-03', '2026-03-01')).toBe(true);
    expect(isCurrentPeriod('monthlyWaste', '2026-02', '2026-03-01')).toBe(false);
    expect(isCurrentPeriod('quarterlyB3', '2026-Q1', '2026-03-31')).toBe(true);
    expect(isCurrentPeriod('quarterlyB3', '2026-Q1', '2026-04-01')).toBe(false);
  });

  it('name a quarter by its months in either language', () => {
    expect(quarterParts('2026-Q3', 'en')).toEqual({ quarter: 3, year: 2026, months: 'Jul–Sept' });
    expect(quarterParts('2026-Q4', 'id')).toEqual({ quarter: 4, year: 2026, months: 'Okt–Des' });
  });
});

describe('a file size', () => {
  it('reads in bytes, kilobytes or megabytes', () => {
    expect(formatSize(840, 'en')).toBe('840 B');
    expect(formatSize(12 * 1024 + 100, 'en')).toBe('12 KB');
    expect(formatSize(1.4 * 1024 * 1024, 'en')).toBe('1.4 MB');
    expect(formatSize(1.4 * 1024 * 1024, 'id')).toBe('1,4 MB');
  });
});
