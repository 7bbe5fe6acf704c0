import { describe, expect, it } from 'vitest';
import { hasBegun, isPeriodOf, lastWholePeriod, reportPeriod, reportRequest, typesDueOn } from './rules.ts';

describe('report periods', () => {
  it('compares a month with the one before and the same month a year earlier, across a year end', () => {
    expect(reportPeriod('monthlyWaste', '2026-01')).toEqual({
      current: { from: '2026-01-01', to: '2026-01-31' },
      previous: { from: '2025-12-01', to: '2025-12-31' },
      lastYear: { from: '2025-01-01', to: '2025-01-31' },
    });
  });

  it('ends February on its last day, in leap years too', () => {
    expect(reportPeriod('finance', '2028-02').current).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(reportPeriod('finance', '2026-03').previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('makes a quarter three months and compares it with the quarter before', () => {
    expect(reportPeriod('quarterlyB3', '2026-Q1')).toEqual({
      current: { from: '2026-01-01', to: '2026-03-31' },
      previous: { from: '2025-10-01', to: '2025-12-31' },
      lastYear: { from: '2025-01-01', to: '2025-03-31' },
    });
    expect(reportPeriod('quarterlyB3', '2026-Q3').current).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('takes the last whole month or quarter in Jakarta time', () => {
    // 1 Jan 2027 00:30 WIB is still 31 Dec in UTC.
    const newYearInJakarta = new Date('2026-12-31T17:30:00Z');
    expect(lastWholePeriod('monthlyWaste', newYearInJakarta)).toBe('2026-12');
    expect(lastWholePeriod('quarterlyB3', newYearInJakarta)).toBe('2026-Q4');
    expect(lastWholePeriod('quarterlyB3', new Date('2026-08-10T05:00:00Z'))).toBe('2026-Q2');
  });

  it('refuses periods not of the report’s kind and knows which have begun', () => {
    expect(isPeriodOf('monthlyWaste', '2026-13')).toBe(false);
    expect(isPeriodOf('monthlyWaste', '2026-Q1')).toBe(false);
    expect(isPeriodOf('quarterlyB3', '2026-Q5')).toBe(false);
    expect(hasBegun('monthlyWaste', '2026-12', new Date('2026-11-30T17:00:00Z'))).toBe(true);
    expect(hasBegun('monthlyWaste', '2026-12', new Date('2026-11-30T16:59:00Z'))).toBe(false);
  });

  it('says which field is wrong in a request', () => {
    const result = reportRequest.safeParse({
      type: 'quarterlyB3',
      period: '2026-09',
      format: 'xlsx',
      language: 'id',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['period', 'reports.validation.period'],
    ]);
  });

  it('schedules monthly reports on every 1st and quarterly ones on a quarter’s 1st', () => {
    expect(typesDueOn('2026-11-01')).toEqual(['monthlyWaste', 'operations', 'finance']);
    expect(typesDueOn('2026-10-01')).toEqual(['monthlyWaste', 'quarterlyB3', 'operations', 'finance']);
    expect(typesDueOn('2026-10-02')).toEqual([]);
  });
});
