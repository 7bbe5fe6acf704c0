import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, jakartaToday } from '../shared/dates.ts';
import {
  amountOwed,
  DUE_SOON_DAYS,
  lastDueDateToRemind,
  paymentReminder,
  type RemindedInvoice,
} from './reminders.ts';

const owed = (dueDate: CalendarDate | null, changes: Partial<RemindedInvoice> = {}): RemindedInvoice => ({
  direction: 'receivable',
  type: 'issued',
  cancelled: false,
  paymentStatus: 'unpaid',
  dueDate,
  ...changes,
});

describe('paymentReminder', () => {
  it('reminds three days before the due date, and not four', () => {
    expect(paymentReminder(owed('2026-03-12'), '2026-03-09')).toEqual({ stage: 'dueSoon', notice: 'due-3d' });
    expect(paymentReminder(owed('2026-03-13'), '2026-03-09')).toBeNull();
  });

  it('still sends the reminder before the due date when the run three days before was missed', () => {
    expect(paymentReminder(owed('2026-03-12'), '2026-03-10')?.notice).toBe('due-3d');
    expect(paymentReminder(owed('2026-03-12'), '2026-03-11')?.notice).toBe('due-3d');
  });

  it('says nothing on the due date itself', () => {
    expect(paymentReminder(owed('2026-03-12'), '2026-03-12')).toBeNull();
  });

  it('counts the three days across a month end and a leap day', () => {
    expect(paymentReminder(owed('2026-03-02'), '2026-02-27')?.notice).toBe('due-3d');
    expect(paymentReminder(owed('2028-03-02'), '2028-02-27')).toBeNull();
    expect(paymentReminder(owed('2028-03-01'), '2028-02-27')?.notice).toBe('due-3d');
    expect(paymentReminder(owed('2027-01-02'), '2026-12-30')?.notice).toBe('due-3d');
  });

  it('reminds the first day past due, then every seven days while unpaid', () => {
    const due = '2026-01-30';
    const noticeOn = (daysOverdue: number) => paymentReminder(owed(due), addDays(due, daysOverdue));
    expect(noticeOn(1)).toEqual({ stage: 'overdue', notice: 'overdue-1', daysOverdue: 1 });
    expect(noticeOn(7)?.notice).toBe('overdue-1');
    expect(noticeOn(8)).toEqual({ stage: 'overdue', notice: 'overdue-8', daysOverdue: 8 });
    expect(noticeOn(14)?.notice).toBe('overdue-8');
    expect(noticeOn(15)?.notice).toBe('overdue-15');
    expect(noticeOn(365)?.notice).toBe('overdue-365');
    // 30 January + 1 day is 31 January; + 8 days crosses into February.
    expect(paymentReminder(owed(due), '2026-02-07')?.notice).toBe('overdue-8');
  });

  it('names the step reached, so a missed day sends it late, and each step is one notice', () => {
    const due = '2026-01-30';
    const days = Array.from({ length: 60 }, (_, index) => index + 1);
    const notices = new Set(days.map((day) => paymentReminder(owed(due), addDays(due, day))?.notice));
    expect([...notices]).toEqual([
      'overdue-1',
      'overdue-8',
      'overdue-15',
      'overdue-22',
      'overdue-29',
      'overdue-36',
      'overdue-43',
      'overdue-50',
      'overdue-57',
    ]);
    // Missed the 8th day: the 9th still sends overdue-8.
    expect(paymentReminder(owed(due), addDays(due, 9))?.notice).toBe('overdue-8');
  });

  it('reminds of a partly paid invoice, but never of a paid, cancelled, proforma or payable one', () => {
    const today = '2026-03-09';
    const dueSoon = '2026-03-12';
    expect(paymentReminder(owed(dueSoon, { paymentStatus: 'partial' }), today)?.notice).toBe('due-3d');
    expect(paymentReminder(owed(dueSoon, { paymentStatus: 'paid' }), today)).toBeNull();
    expect(paymentReminder(owed(dueSoon, { cancelled: true }), today)).toBeNull();
    expect(paymentReminder(owed(dueSoon, { type: 'proforma' }), today)).toBeNull();
    expect(paymentReminder(owed(dueSoon, { direction: 'payable' }), today)).toBeNull();
    expect(paymentReminder(owed('2026-03-01', { paymentStatus: 'paid' }), today)).toBeNull();
    expect(paymentReminder(owed(null), today)).toBeNull();
  });

  it('reads the day in WIB: 17:00 UTC is already the next day in Jakarta', () => {
    const due = '2026-03-12';
    expect(paymentReminder(owed(due), jakartaToday(new Date('2026-03-08T16:59:59Z')))).toBeNull();
    expect(paymentReminder(owed(due), jakartaToday(new Date('2026-03-08T17:00:00Z')))?.notice).toBe('due-3d');
    expect(paymentReminder(owed(due), jakartaToday(new Date('2026-03-12T16:59:59Z')))).toBeNull();
    expect(paymentReminder(owed(due), jakartaToday(new Date('2026-03-12T17:00:00Z')))?.notice).toBe(
      'overdue-1',
    );
  });
});

describe('lastDueDateToRemind', () => {
  it('covers every invoice a reminder can be about, so the query reads none due later', () => {
    const day = fc.integer({ min: 0, max: 3_650 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const due = addDays(today, offset);
        if (paymentReminder(owed(due), today) !== null) expect(due <= lastDueDateToRemind(today)).toBe(true);
      }),
    );
    expect(lastDueDateToRemind('2026-02-27')).toBe(addDays('2026-02-27', DUE_SOON_DAYS));
    expect(lastDueDateToRemind('2026-02-27')).toBe('2026-03-02');
  });
});

describe('amountOwed', () => {
  it('is the grand total less what has been paid', () => {
    expect(amountOwed({ grandTotal: 13_320_000, paidAmount: 0 })).toBe(13_320_000);
    expect(amountOwed({ grandTotal: 13_320_000, paidAmount: 5_000_000 })).toBe(8_320_000);
  });
});
