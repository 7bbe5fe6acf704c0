import { addDays, type CalendarDate, daysBetween } from '../shared/dates.ts';
import type { InvoiceDirection, InvoiceState } from './rules.ts';

/** A customer is reminded this many days before an invoice falls due. */
export const DUE_SOON_DAYS = 3;

/** While an invoice stays unpaid past its due date, it is reminded of again every this many days. */
export const OVERDUE_EVERY_DAYS = 7;

/**
 * A payment reminder and the notice it is sent as, once per invoice: `due-3d` before the due date,
 * then `overdue-1`, `overdue-8`, `overdue-15`, … named by the day past due each step starts on.
 */
export type PaymentReminder =
  | { stage: 'dueSoon'; notice: 'due-3d' }
  | { stage: 'overdue'; notice: `overdue-${number}`; daysOverdue: number };

export type RemindedInvoice = InvoiceState & { direction: InvoiceDirection };

/** Only what a customer still owes is reminded of: its issued invoice, not cancelled, not paid in full. */
function isOwedByCustomer(invoice: RemindedInvoice): boolean {
  return (
    invoice.direction === 'receivable' &&
    invoice.type === 'issued' &&
    !invoice.cancelled &&
    invoice.paymentStatus !== 'paid'
  );
}

/**
 * The reminder an invoice has reached on `today` (WIB), or null. It names the step reached, not the
 * day it is read: a run that missed a day sends the step late, and the notice's claim (sent once per
 * invoice and kind) keeps the next run from sending it again. On the due date itself nothing goes:
 * the reminder three days before told it, and the first overdue one follows the next day.
 */
export function paymentReminder(invoice: RemindedInvoice, today: CalendarDate): PaymentReminder | null {
  if (!isOwedByCustomer(invoice) || invoice.dueDate === null) return null;
  const daysLeft = daysBetween(today, invoice.dueDate);
  if (daysLeft > 0) return daysLeft <= DUE_SOON_DAYS ? { stage: 'dueSoon', notice: 'due-3d' } : null;
  if (daysLeft === 0) return null;
  const daysOverdue = -daysLeft;
  const stepStart = daysOverdue - ((daysOverdue - 1) % OVERDUE_EVERY_DAYS);
  return { stage: 'overdue', notice: `overdue-${stepStart}`, daysOverdue };
}

/** The latest due date a reminder can be about on `today`: the reminders read no invoice due later. */
export function lastDueDateToRemind(today: CalendarDate): CalendarDate {
  return addDays(today, DUE_SOON_DAYS);
}

/** What a reminder asks the customer to pay: the grand total less what has been paid on it. */
export function amountOwed(invoice: { grandTotal: number; paidAmount: number }): number {
  return invoice.grandTotal - invoice.paidAmount;
}
