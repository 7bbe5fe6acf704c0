import type { CalendarDate } from '../shared/dates.ts';
import { addDays } from '../shared/dates.ts';

/** A day the office is closed although it is a weekday. */
export interface Holiday {
  date: CalendarDate;
  name: string;
}

/** Monday to Friday, 09:00 to 17:00 WIB (UTC+7, no daylight saving). */
export const OFFICE_HOURS = { opensAt: 9, closesAt: 17 } as const;

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The WIB calendar date, weekday (0 Sunday) and minutes since midnight at an instant. */
function wib(instant: Date): { date: CalendarDate; weekday: number; minutes: number } {
  const shifted = new Date(instant.getTime() + WIB_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant a WIB wall-clock hour falls on a date. */
function atWib(date: CalendarDate, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hour * 60 * 60 * 1000 - WIB_OFFSET_MS);
}

function isWorkingDay(date: CalendarDate, holidays: readonly Holiday[]): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.some((holiday) => holiday.date === date);
}

export interface OfficeStatus {
  open: boolean;
  /** When it closes today (open) or next opens (closed). */
  until: Date;
  /** The holiday that closes the office today, if one does. */
  holiday: Holiday | null;
}

/** Whether the office is open at `now`, judged in WIB whatever the machine's zone, and when that changes. */
export function officeStatus(now: Date, holidays: readonly Holiday[]): OfficeStatus {
  const { date, minutes } = wib(now);
  const holiday = holidays.find((day) => day.date === date) ?? null;
  const working = isWorkingDay(date, holidays);
  if (working && minutes >= OFFICE_HOURS.opensAt * 60 && minutes < OFFICE_HOURS.closesAt * 60) {
    return { open: true, until: atWib(date, OFFICE_HOURS.closesAt), holiday: null };
  }
  return { open: false, until: nextOpening(now, holidays), holiday };
}

/** The next instant the office opens after `now` (today if it opens later today). */
export function nextOpening(now: Date, holidays: readonly Holiday[]): Date {
  const { date, minutes } = wib(now);
  let day = minutes < OFFICE_HOURS.opensAt * 60 ? date : addDays(date, 1);
  // A year of holidays cannot close more than a few weeks in a row; the bound only guards bad data.
  for (let step = 0; step < 400 && !isWorkingDay(day, holidays); step++) day = addDays(day, 1);
  return atWib(day, OFFICE_HOURS.opensAt);
}
