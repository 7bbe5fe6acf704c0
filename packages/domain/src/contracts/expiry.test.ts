import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, jakartaToday } from '../shared/dates.ts';
import { endDatesToNotify, endingNotice } from './expiry.ts';
import type { ContractStatus } from './rules.ts';

const ending = (endDate: CalendarDate, status: ContractStatus = 'active') => ({ status, endDate });

describe('endingNotice', () => {
  it('sends the 30-day notice 30 days before the end, and nothing 31 days before', () => {
    expect(endingNotice(ending('2026-12-31'), '2026-12-01')).toBe('ends-30d');
    expect(endingNotice(ending('2026-12-31'), '2026-11-30')).toBeNull();
  });

  it('sends the 7-day notice 7 days before the end; 8 days before is still the 30-day window', () => {
    expect(endingNotice(ending('2026-12-31'), '2026-12-24')).toBe('ends-7d');
    expect(endingNotice(ending('2026-12-31'), '2026-12-23')).toBe('ends-30d');
  });

  it('after a missed day sends the notice of the window reached, never both on one day', () => {
    // The run on 1 December (30 days before) did not happen: 2 December still sends the 30-day one.
    expect(endingNotice(ending('2026-12-31'), '2026-12-02')).toBe('ends-30d');
    // The run on 24 December did not happen: 25 December still sends the 7-day one.
    expect(endingNotice(ending('2026-12-31'), '2026-12-25')).toBe('ends-7d');
    // A contract made with 5 days left gets the 7-day notice only.
    expect(endingNotice(ending('2026-12-31'), '2026-12-26')).toBe('ends-7d');
  });

  it('tells of a contract on its last day, and never of one that has ended', () => {
    expect(endingNotice(ending('2026-12-31'), '2026-12-31')).toBe('ends-7d');
    expect(endingNotice(ending('2026-12-31'), '2027-01-01')).toBeNull();
  });

  it('only tells of active contracts', () => {
    expect(endingNotice(ending('2026-12-31', 'draft'), '2026-12-24')).toBeNull();
    expect(endingNotice(ending('2026-12-31', 'cancelled'), '2026-12-24')).toBeNull();
  });

  it('counts days across month ends and a leap day', () => {
    // 31 January to 2 March 2026 is 30 days (February has 28).
    expect(endingNotice(ending('2026-03-02'), '2026-01-31')).toBe('ends-30d');
    // In 2028 February has 29 days: 31 January to 2 March is 31 days.
    expect(endingNotice(ending('2028-03-02'), '2028-01-31')).toBeNull();
    expect(endingNotice(ending('2028-03-01'), '2028-02-23')).toBe('ends-7d');
    expect(endingNotice(ending('2028-03-01'), '2028-02-22')).toBe('ends-30d');
  });

  it('reads the day in WIB: 17:00 UTC is already the next day in Jakarta', () => {
    const contract = ending('2026-12-31');
    expect(endingNotice(contract, jakartaToday(new Date('2026-11-30T16:59:59Z')))).toBeNull();
    expect(endingNotice(contract, jakartaToday(new Date('2026-11-30T17:00:00Z')))).toBe('ends-30d');
    expect(endingNotice(contract, jakartaToday(new Date('2026-12-31T16:59:59Z')))).toBe('ends-7d');
    expect(endingNotice(contract, jakartaToday(new Date('2026-12-31T17:00:00Z')))).toBeNull();
  });

  it('puts each day in one window at most: 23 days of the 30-day one, then 8 of the 7-day one', () => {
    const end = '2026-12-31';
    const days = Array.from({ length: 45 }, (_, index) => addDays(end, index - 40));
    const sequence = days.map((day) => endingNotice(ending(end), day)).filter((notice) => notice !== null);
    expect(sequence.filter((notice) => notice === 'ends-30d')).toHaveLength(23);
    expect(sequence.filter((notice) => notice === 'ends-7d')).toHaveLength(8);
    expect(sequence.indexOf('ends-7d')).toBe(sequence.lastIndexOf('ends-30d') + 1);
  });
});

describe('endDatesToNotify', () => {
  it('covers every contract a notice can be about, so the job reads none ending outside it', () => {
    const day = fc.integer({ min: 0, max: 3_650 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), (today, offset) => {
        const endDate = addDays(today, offset);
        const window = endDatesToNotify(today);
        const inside = endDate >= window.from && endDate <= window.to;
        expect(endingNotice(ending(endDate), today) !== null).toBe(inside);
      }),
    );
  });
});
