import { describe, expect, it } from 'vitest';
import { nextOpening, officeStatus } from './office-hours.ts';

/** An instant given as WIB wall-clock time. */
const wib = (local: string) => new Date(`${local}+07:00`);
const HOLIDAYS = [{ date: '2026-12-25', name: 'Hari Raya Natal' }];

describe('office hours (Mon–Fri 09:00–17:00 WIB)', () => {
  // 2026-11-30 is a Monday.
  it.each([
    ['2026-11-30T08:59', false],
    ['2026-11-30T09:00', true],
    ['2026-11-30T16:59', true],
    ['2026-11-30T17:00', false],
    ['2026-12-04T12:00', true],
    ['2026-12-05T12:00', false],
    ['2026-12-06T12:00', false],
  ])('at %s WIB the office is open: %s', (local, open) => {
    expect(officeStatus(wib(local), HOLIDAYS).open).toBe(open);
  });

  it('closes at 17:00 WIB the same day while open', () => {
    expect(officeStatus(wib('2026-11-30T10:00'), []).until).toEqual(wib('2026-11-30T17:00'));
  });

  it('opens later the same morning before 09:00, and the next working day after 17:00', () => {
    expect(nextOpening(wib('2026-11-30T08:59'), [])).toEqual(wib('2026-11-30T09:00'));
    expect(nextOpening(wib('2026-11-30T17:00'), [])).toEqual(wib('2026-12-01T09:00'));
  });

  it('opens on Monday after a Friday evening or a weekend', () => {
    expect(nextOpening(wib('2026-12-04T17:00'), [])).toEqual(wib('2026-12-07T09:00'));
    expect(nextOpening(wib('2026-12-06T23:59'), [])).toEqual(wib('2026-12-07T09:00'));
  });

  it('is closed all day on a holiday, naming it, and opens the next working day', () => {
    const status = officeStatus(wib('2026-12-25T10:00'), HOLIDAYS);
    expect(status.open).toBe(false);
    expect(status.holiday?.name).toBe('Hari Raya Natal');
    // Friday the 25th is a holiday: next opening is Monday the 28th.
    expect(status.until).toEqual(wib('2026-12-28T09:00'));
    expect(nextOpening(wib('2026-12-24T17:30'), HOLIDAYS)).toEqual(wib('2026-12-28T09:00'));
  });

  it('judges in WIB, not in the zone of the machine: 02:00 UTC is 09:00 WIB', () => {
    // The same instant written in New York time (UTC−5): Sunday 21:00 there, Monday 09:00 in Jakarta.
    const instant = new Date('2026-11-29T21:00:00-05:00');
    expect(officeStatus(instant, []).open).toBe(true);
    expect(officeStatus(new Date('2026-11-30T01:59:00Z'), []).open).toBe(false);
    expect(officeStatus(new Date('2026-11-30T10:00:00Z'), []).open).toBe(false);
  });
});
