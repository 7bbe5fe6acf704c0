import { describe, expect, it } from 'vitest';
import { monthName, previousMonth, recentMonths } from './months.ts';

describe('billing months', () => {
  it('takes the month before today, across a new year', () => {
    expect(previousMonth('2026-11-23')).toBe('2026-10');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(previousMonth('2026-03-31')).toBe('2026-02');
  });

  it('offers this month and the ones before it, newest first', () => {
    expect(recentMonths('2026-02-28', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('names a month in the reader language', () => {
    expect(monthName('2026-10', 'en')).toBe('October 2026');
    expect(monthName('2026-10', 'id')).toBe('Oktober 2026');
  });
});
