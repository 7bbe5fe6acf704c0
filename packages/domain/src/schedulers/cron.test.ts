import { describe, expect, it } from 'vitest';
import { describeCron, isValidCron, nextCronRun, parseCron } from './cron.ts';

/** Instants are written in UTC with the WIB wall-clock time beside them, so no test reads the machine's zone. */
function next(expression: string, after: string): string | undefined {
  return nextCronRun(expression, new Date(after))?.toISOString();
}

describe('isValidCron', () => {
  it.each([
    '* * * * *',
    '*/15 * * * *',
    '0 1 * * *',
    '0 8 * * 1-5',
    '5,10-20/5 8-18/2 1,15 * *',
    '0 0 1 jan,Jul *',
    '0 8 * JAN-MAR mon-FRI',
    '0 0 * * 0',
    '0 0 * * 7',
    '59 23 31 12 7',
    '0 0 29 2 *',
    '  0   1 * *\t* ',
  ])('accepts %j', (expression) => {
    expect(isValidCron(expression)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '* * * *',
    '0 * * * * *',
    '@daily',
    '0 0 L * *',
    '0 0 15W * *',
    '0 0 * * 1#2',
    '0 0 ? * *',
    '0 0 * * 5L',
    '60 * * * *',
    '0 24 * * *',
    '0 0 0 * *',
    '0 0 32 * *',
    '0 0 * 0 *',
    '0 0 * 13 *',
    '0 0 * * 8',
    '-1 * * * *',
    '5-1 * * * *',
    '0 0 * * FRI-MON',
    '*/0 * * * *',
    '0-30/0 * * * *',
    '5/15 * * * *',
    '*/ * * * *',
    '1,,2 * * * *',
    '1- * * * *',
    '1-2-3 * * * *',
    '*-5 * * * *',
    '1.5 * * * *',
    '0 0 * * MONDAY',
    '0 0 * MON *',
    '0 0 * * JAN',
  ])('rejects %j', (expression) => {
    expect(isValidCron(expression)).toBe(false);
  });

  it('rejects a day none of its months has, which would never come', () => {
    expect(isValidCron('0 0 31 2 *')).toBe(false);
    expect(isValidCron('0 0 30,31 2 *')).toBe(false);
    expect(isValidCron('0 0 31 4,6 *')).toBe(false);
    expect(isValidCron('0 0 31 2,3 *')).toBe(true);
  });
});

describe('parseCron', () => {
  it('reads each field into its sorted values', () => {
    expect(parseCron('*/20 9-17/4 15,1,1 jan-MAR mon-fri')).toEqual({
      minutes: [0, 20, 40],
      hours: [9, 13, 17],
      days: [1, 15],
      months: [1, 2, 3],
      weekdays: [1, 2, 3, 4, 5],
      dayRestricted: true,
      weekdayRestricted: true,
    });
  });

  it('reads Sunday as 0, whether written 0, 7 or SUN', () => {
    expect(parseCron('0 0 * * 0,7,sun')?.weekdays).toEqual([0]);
    expect(parseCron('0 0 * * 5-7')?.weekdays).toEqual([0, 5, 6]);
  });

  it('counts a field that allows every day as no restriction, as cron-parser does', () => {
    expect(parseCron('* * * * *')).toMatchObject({ dayRestricted: false, weekdayRestricted: false });
    expect(parseCron('* * 1-31 * 0-7')).toMatchObject({ dayRestricted: false, weekdayRestricted: false });
    expect(parseCron('* * */1 * */1')).toMatchObject({ dayRestricted: false, weekdayRestricted: false });
    expect(parseCron('* * */2 * 1-7')).toMatchObject({ dayRestricted: true, weekdayRestricted: false });
    // Without 7 a weekday list stays a restriction in cron-parser and Vixie cron alike.
    expect(parseCron('* * * * 0-6')).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      weekdayRestricted: true,
    });
  });

  it('returns null for what is not cron', () => {
    expect(parseCron('@hourly')).toBeNull();
    expect(parseCron('0 0 * * * 2026')).toBeNull();
    expect(parseCron('0 17-9 * * *')).toBeNull();
  });
});

describe('nextCronRun (WIB, UTC+7)', () => {
  it('crosses a month end', () => {
    // 20:00 UTC on 31 January is 03:00 WIB on 1 February: that month's run has passed.
    expect(next('0 2 1 * *', '2026-01-31T20:00:00Z')).toBe('2026-02-28T19:00:00.000Z');
    // 18:00 UTC is 01:00 WIB on 1 February: the run at 02:00 WIB is still to come.
    expect(next('0 2 1 * *', '2026-01-31T18:00:00Z')).toBe('2026-01-31T19:00:00.000Z');
  });

  it('crosses a year end', () => {
    expect(next('0 0 1 1 *', '2026-06-01T00:00:00Z')).toBe('2026-12-31T17:00:00.000Z');
    // 10:00 WIB on 31 December 2026 → 09:00 WIB on 1 January 2027.
    expect(next('0 9 * * *', '2026-12-31T03:00:00Z')).toBe('2027-01-01T02:00:00.000Z');
    // A minute after 23:30 WIB on 31 December: the next is a year on.
    expect(next('30 23 31 12 *', '2026-12-31T16:31:00Z')).toBe('2027-12-31T16:30:00.000Z');
  });

  it('runs on the WIB day when it differs from the UTC day', () => {
    // 17:30 UTC on 10 June is 00:30 WIB on 11 June; 01:00 WIB that day is 18:00 UTC on 10 June.
    expect(next('0 1 * * *', '2026-06-10T17:30:00Z')).toBe('2026-06-10T18:00:00.000Z');
  });

  it('gives the first minute strictly after the instant', () => {
    expect(next('0 1 * * *', '2026-06-10T18:00:00Z')).toBe('2026-06-11T18:00:00.000Z');
    expect(next('* * * * *', '2026-06-10T03:00:30Z')).toBe('2026-06-10T03:01:00.000Z');
    expect(next('* * * * *', '2026-06-10T03:00:00Z')).toBe('2026-06-10T03:01:00.000Z');
  });

  it('steps every 15 minutes, into the next hour', () => {
    expect(next('*/15 * * * *', '2026-03-02T02:07:00Z')).toBe('2026-03-02T02:15:00.000Z');
    expect(next('*/15 * * * *', '2026-03-02T02:45:00Z')).toBe('2026-03-02T03:00:00.000Z');
  });

  it('skips to the next working day and hour', () => {
    // Friday 6 March 2026, 17:30 WIB → Monday 9 March, 09:00 WIB.
    expect(next('0 9-17 * * 1-5', '2026-03-06T10:30:00Z')).toBe('2026-03-09T02:00:00.000Z');
  });

  it('runs on either day field when both are restricted, on both when one is not', () => {
    // 1 March 2026 is a Sunday: Friday 6 March comes before the 10th, a Tuesday.
    expect(next('0 0 10 * 5', '2026-03-01T00:00:00Z')).toBe('2026-03-05T17:00:00.000Z');
    expect(next('0 0 10 * 5', '2026-03-05T17:00:00Z')).toBe('2026-03-09T17:00:00.000Z');
    expect(next('0 0 10 * 5', '2026-03-09T17:00:00Z')).toBe('2026-03-12T17:00:00.000Z');
    expect(next('0 0 10 * *', '2026-03-01T00:00:00Z')).toBe('2026-03-09T17:00:00.000Z');
    expect(next('0 0 * * 5', '2026-03-01T00:00:00Z')).toBe('2026-03-05T17:00:00.000Z');
    expect(next('0 0 1-31 * 5', '2026-03-01T00:00:00Z')).toBe('2026-03-05T17:00:00.000Z');
    expect(next('0 0 10 * 0-7', '2026-03-01T00:00:00Z')).toBe('2026-03-09T17:00:00.000Z');
    expect(next('0 0 10 * 0-6', '2026-03-01T00:00:00Z')).toBe('2026-03-01T17:00:00.000Z');
  });

  it('reads Sunday as 0 and as 7', () => {
    // Sunday 8 March 2026, 08:00 WIB.
    for (const sunday of ['0', '7', 'SUN']) {
      expect(next(`0 8 * * ${sunday}`, '2026-03-02T00:00:00Z')).toBe('2026-03-08T01:00:00.000Z');
    }
  });

  it('finds 29 February in the next leap year', () => {
    expect(next('0 0 29 2 *', '2026-01-01T00:00:00Z')).toBe('2028-02-28T17:00:00.000Z');
  });

  it('skips to an allowed month', () => {
    // The first Monday of January 2027 is the 4th.
    expect(next('0 0 * 1 mon', '2026-02-01T00:00:00Z')).toBe('2027-01-03T17:00:00.000Z');
  });

  it('gives null for a date that never comes or an expression that is not cron', () => {
    expect(next('0 0 31 2 *', '2026-01-01T00:00:00Z')).toBeUndefined();
    expect(next('0 0 30 2 *', '2026-01-01T00:00:00Z')).toBeUndefined();
    expect(next('@daily', '2026-01-01T00:00:00Z')).toBeUndefined();
  });
});

describe('describeCron', () => {
  it.each([
    ['* * * * *', 'every minute', 'setiap menit'],
    ['*/15 * * * *', 'every 15 minutes', 'setiap 15 menit'],
    ['5 * * * *', 'every hour at minute 5', 'setiap jam pada menit ke-5'],
    ['0 */6 * * *', 'every 6 hours at minute 0', 'setiap 6 jam pada menit ke-0'],
    ['0 1 * * *', 'every day at 01:00 WIB', 'setiap hari pukul 01.00 WIB'],
    ['30 7 * * 1', 'every Monday at 07:30 WIB', 'setiap Senin pukul 07.30 WIB'],
    ['0 8 * * 1-5', 'every Monday to Friday at 08:00 WIB', 'setiap Senin sampai Jumat pukul 08.00 WIB'],
    [
      '0 8 * * 1,3,5',
      'every Monday, Wednesday and Friday at 08:00 WIB',
      'setiap Senin, Rabu, dan Jumat pukul 08.00 WIB',
    ],
    ['0 2 1 * *', 'on day 1 of every month at 02:00 WIB', 'setiap tanggal 1 pukul 02.00 WIB'],
    [
      '0 3 1 1,4,7,10 *',
      'on day 1 of January, April, July and October at 03:00 WIB',
      'setiap tanggal 1 bulan Januari, April, Juli, dan Oktober pukul 03.00 WIB',
    ],
    ['0 6,18 * * *', 'every day at 06:00 and 18:00 WIB', 'setiap hari pukul 06.00 dan 18.00 WIB'],
  ])('describes %j', (expression, english, indonesian) => {
    expect(describeCron(expression, 'en')).toBe(english);
    expect(describeCron(expression, 'id')).toBe(indonesian);
  });

  it.each([
    [
      '0 8-17 * * 1-5',
      'at minute 0 past hours 8 to 17 WIB, every Monday to Friday',
      'pada menit ke-0 pada jam 8 sampai 17 WIB, setiap Senin sampai Jumat',
    ],
    [
      '*/15 8-17 * * *',
      'every 15 minutes past hours 8 to 17 WIB',
      'setiap 15 menit pada jam 8 sampai 17 WIB',
    ],
    [
      '* */6 * * *',
      'every minute past hours 0, 6, 12 and 18 WIB',
      'setiap menit pada jam 0, 6, 12, dan 18 WIB',
    ],
    [
      '*/15 * * * 1-5',
      'every 15 minutes, every Monday to Friday',
      'setiap 15 menit, setiap Senin sampai Jumat',
    ],
    ['0,30 * * * *', 'every 30 minutes', 'setiap 30 menit'],
    [
      '*/20,5 * * * *',
      'every hour at minutes 0, 5, 20 and 40',
      'setiap jam pada menit ke-0, ke-5, ke-20, dan ke-40',
    ],
    ['0-29 4 * * *', 'at minutes 0 to 29 past hour 4 WIB', 'pada menit ke-0 sampai ke-29 pada jam 4 WIB'],
    [
      '0 */5 * * *',
      'every day at 00:00, 05:00, 10:00, 15:00 and 20:00 WIB',
      'setiap hari pukul 00.00, 05.00, 10.00, 15.00, dan 20.00 WIB',
    ],
    [
      '0 0 1,15 * *',
      'on days 1 and 15 of every month at 00:00 WIB',
      'setiap tanggal 1 dan 15 pukul 00.00 WIB',
    ],
    [
      '0 9 1-7 * 1',
      'on days 1 to 7 of every month and every Monday at 09:00 WIB',
      'setiap tanggal 1 sampai 7 dan setiap Senin pukul 09.00 WIB',
    ],
    [
      '0 9 * jan-mar sat,sun',
      'every Saturday and Sunday in January to March at 09:00 WIB',
      'setiap Sabtu dan Minggu di bulan Januari sampai Maret pukul 09.00 WIB',
    ],
    ['0 9 * 12 *', 'every day in December at 09:00 WIB', 'setiap hari di bulan Desember pukul 09.00 WIB'],
    ['0 12 * * 5-7', 'every Friday to Sunday at 12:00 WIB', 'setiap Jumat sampai Minggu pukul 12.00 WIB'],
    ['0 12 13 * 0-6', 'every day at 12:00 WIB', 'setiap hari pukul 12.00 WIB'],
  ])(
    'describes %j in other shapes, field by field where no short phrase fits',
    (expression, english, indonesian) => {
      expect(describeCron(expression, 'en')).toBe(english);
      expect(describeCron(expression, 'id')).toBe(indonesian);
    },
  );

  it('gives back an expression that is not cron as it is', () => {
    expect(describeCron('@daily', 'en')).toBe('@daily');
    expect(describeCron('0 0 * * MONDAY', 'id')).toBe('0 0 * * MONDAY');
  });
});
