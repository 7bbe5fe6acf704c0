import { isQuarterly, type ReportType } from '@sirkula/domain/reports/rules';
import { addMonths, type CalendarDate } from '@sirkula/domain/shared/dates';
import type { Language } from '@sirkula/domain/shared/languages';

/** How far back the form offers periods: two years of months, or of quarters. */
const MONTHS_OFFERED = 24;
const QUARTERS_OFFERED = 8;

function quarterOf(month: string): string {
  return `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

/**
 * The periods a report may cover, newest first: this month (or quarter), which has begun and so may be
 * reported on so far, and those before it.
 */
export function periodsOffered(type: ReportType, today: CalendarDate): string[] {
  const first = `${today.slice(0, 7)}-01`;
  if (!isQuarterly(type)) {
    return Array.from({ length: MONTHS_OFFERED }, (_, index) => addMonths(first, -index).slice(0, 7));
  }
  return Array.from({ length: QUARTERS_OFFERED }, (_, index) =>
    quarterOf(addMonths(first, -3 * index).slice(0, 7)),
  );
}

/** Whether the period is the one today falls in: a report of it covers only the days so far. */
export function isCurrentPeriod(type: ReportType, period: string, today: CalendarDate): boolean {
  return period === (isQuarterly(type) ? quarterOf(today.slice(0, 7)) : today.slice(0, 7));
}

/** A quarter's number, year and months, for the catalogue's `reports.quarter` sentence. */
export function quarterParts(period: string, language: Language) {
  const year = Number(period.slice(0, 4));
  const quarter = Number(period.slice(6));
  const firstMonth = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}`;
  const lastMonth = addMonths(`${firstMonth}-01`, 2).slice(0, 7);
  const short = (month: string) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  return { quarter, year, months: `${short(firstMonth)}–${short(lastMonth)}` };
}

/** A file's size as people read it: "840 B", "12 KB", "1.4 MB" ("1,4 MB" in Indonesian). */
export function formatSize(bytes: number, language: Language): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
