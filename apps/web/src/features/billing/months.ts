import { addMonths, type CalendarDate } from '@sirkula/domain/shared/dates';
import type { Language } from '@sirkula/domain/shared/languages';

/** A billing month, `YYYY-MM`, of a calendar date. */
const monthOf = (date: CalendarDate): string => date.slice(0, 7);

/** The month before today's (in WIB): the month a run usually bills, once it is over. */
export function previousMonth(today: CalendarDate): string {
  return monthOf(addMonths(`${monthOf(today)}-01`, -1));
}

/** The months a run may bill, newest first: this month and the `count - 1` before it. */
export function recentMonths(today: CalendarDate, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthOf(addMonths(`${monthOf(today)}-01`, -index)));
}

/** "Oktober 2026" / "October 2026". */
export function monthName(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
