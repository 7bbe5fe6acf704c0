import {
  amountOwed,
  lastDueDateToRemind,
  type PaymentReminder,
  paymentReminder,
} from '@sirkula/domain/billing/reminders';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatDate, formatRupiah } from '@sirkula/domain/shared/format';
import { bilingual, translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { everyRow } from '../../db/keyset.ts';
import type { AppDeps } from '../../lib/feature.ts';
import type { Notification } from '../../lib/notifications.ts';
import { claimNotice } from '../mail/public.ts';
import { getBranding } from '../settings/public.ts';
import { adminsByCompany } from '../users/public.ts';
import * as queries from './queries.ts';

/** Invoices read at a time: a month's overdue pile never sits in memory at once. */
const PAGE_SIZE = 500;

export type ReminderDeps = Pick<AppDeps, 'db' | 'notify' | 'publicUrl'>;

/** Every open receivable a reminder can be about today, page by page. */
export function owedReceivables(db: Db, today: CalendarDate, pageSize = PAGE_SIZE) {
  const dueBy = lastDueDateToRemind(today);
  return everyRow(
    (after: queries.DueDateCursor | null, limit) => queries.owedReceivablesDueBy(db, dueBy, after, limit),
    // The query reads only invoices with a due date.
    (invoice) => ({ dueDate: invoice.dueDate as CalendarDate, id: invoice.id }),
    pageSize,
  );
}

/**
 * The `billingReminders` job: tells a customer's admins of an invoice due in three days, and of one
 * past due on its first day and every seven days after, each notice once per invoice.
 */
export async function sendPaymentReminders(deps: ReminderDeps, now: Date): Promise<string> {
  const today = jakartaToday(now);
  const provider = (await getBranding(deps.db)).companyName;
  const adminsOf = adminsByCompany(deps.db);
  const sent = { dueSoon: 0, overdue: 0 };
  for await (const invoice of owedReceivables(deps.db, today)) {
    const reminder = paymentReminder({ ...invoice, cancelled: invoice.cancelledAt !== null }, today);
    if (!reminder) continue;
    const admins = await adminsOf(invoice.companyId);
    // Claimed only when someone can read it, so an admin added later still gets the step reached.
    if (admins.length === 0) continue;
    if (!(await claimNotice(deps.db, `invoice:${invoice.id}`, reminder.notice, now))) continue;
    await deps.notify(admins, reminderMail(invoice, reminder, { provider, publicUrl: deps.publicUrl }));
    sent[reminder.stage] += 1;
  }
  return `${sent.dueSoon} due soon, ${sent.overdue} overdue reminders sent`;
}

/**
 * A reminder in Bahasa Indonesia first, then English (we do not know each reader's language), with
 * the amount still owed and a link to the invoice in the customer portal.
 */
function reminderMail(
  invoice: queries.OwedReceivable,
  reminder: PaymentReminder,
  context: { provider: string; publicUrl: string },
): Notification {
  const values = (language: Language) => ({
    number: invoiceLabel(invoice),
    amount: formatRupiah(amountOwed(invoice)),
    dueDate: invoice.dueDate ? formatDate(invoice.dueDate, language) : '',
    days: reminder.stage === 'overdue' ? String(reminder.daysOverdue) : '',
  });
  const body = bodyKey(reminder);
  const paragraph = (language: Language) =>
    `${translate(language, body, values(language))} ${translate(language, 'billing.reminders.paidAlready')}`;
  return {
    subject: translate('id', `billing.reminders.${reminder.stage}Subject`, values('id')),
    text: [
      paragraph('id'),
      '',
      paragraph('en'),
      '',
      `${bilingual('billing.reminders.open')}:`,
      `${context.publicUrl}/customer/billing/${invoice.id}`,
      '',
      translate('id', 'email.signature', { company: context.provider }),
    ].join('\n'),
  };
}

function bodyKey(reminder: PaymentReminder): string {
  if (reminder.stage === 'dueSoon') return 'billing.reminders.dueSoonBody';
  return `billing.reminders.overdueBody_${reminder.daysOverdue === 1 ? 'one' : 'other'}`;
}
