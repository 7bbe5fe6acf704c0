import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDate, jakartaDateAndHour } from './dates.ts';

describe('business dates', () => {
  it('reads the Jakarta date and hour from an instant', () => {
    expect(jakartaDateAndHour(new Date('2026-11-22T16:59:59Z'))).toEqual({ date: '2026-11-22', hour: 23 });
    expect(jakartaDateAndHour(new Date('2026-11-22T17:00:00Z'))).toEqual({ date: '2026-11-23', hour: 0 });
  });

  it('adds days and months on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
    // A far year is a typing mistake, and a year on from it no longer has four digits.
    expect(isCalendarDate('9999-12-31')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(false);
    expect(isCalendarDate('2999-12-31')).toBe(true);
  });
});
