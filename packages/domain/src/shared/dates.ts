import { BUSINESS_TIME_ZONE } from './format.ts';

/** A calendar date, `YYYY-MM-DD`, as business dates are kept (WIB). */
export type CalendarDate = string;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The date and hour in Jakarta at an instant, whatever the machine's time zone. */
export function jakartaDateAndHour(instant: Date): { date: CalendarDate; hour: number } {
  const values = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${values.year}-${values.month}-${values.day}`, hour: Number(values.hour) };
}

export function jakartaToday(now: Date): CalendarDate {
  return jakartaDateAndHour(now).date;
}

/** Calendar arithmetic on dates alone: no clock, no zone. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Adds whole months, keeping the day where the month has it and the month's last day otherwise. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Years a business date may have. Beyond them a date is a typing mistake, and the calendar arithmetic
 * of periods (a yearly contract's period ends a year on) would leave four-digit years.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

export function isCalendarDate(value: string): boolean {
  if (!calendarDate.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return (
    year >= FIRST_YEAR &&
    year <= LAST_YEAR &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    addDays(value, 0) === value
  );
}
