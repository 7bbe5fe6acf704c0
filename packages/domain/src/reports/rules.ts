import { z } from 'zod';
import { addDays, addMonths, type CalendarDate, jakartaToday } from '../shared/dates.ts';
import { LANGUAGES } from '../shared/languages.ts';

/**
 * The reports the product writes: a customer's monthly waste report and quarterly B3 summary (the
 * figures of its periodic B3 report to the ministry), and the provider's operations and finance reports.
 */
export const REPORT_TYPES = ['monthlyWaste', 'quarterlyB3', 'operations', 'finance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Reports about one customer, which its own users may read; the others are the provider's. */
export const CUSTOMER_REPORT_TYPES = ['monthlyWaste', 'quarterlyB3'] as const satisfies readonly ReportType[];

export function isCustomerReport(type: ReportType): boolean {
  return (CUSTOMER_REPORT_TYPES as readonly ReportType[]).includes(type);
}

export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A quarterly report's period is `2026-Q3`; the others a month, `2026-09`. */
export function isQuarterly(type: ReportType): boolean {
  return type === 'quarterlyB3';
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

export function isPeriodOf(type: ReportType, period: string): boolean {
  return (isQuarterly(type) ? QUARTER : MONTH).test(period);
}

/** Both ends included. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** A report's period, the one before it and the same one a year earlier, as the comparisons need. */
export interface ReportPeriod {
  current: DateRange;
  previous: DateRange;
  lastYear: DateRange;
}

function rangeOfMonths(first: CalendarDate, months: number): DateRange {
  return { from: first, to: addDays(addMonths(first, months), -1) };
}

function firstDayOf(period: string): CalendarDate {
  const quarter = QUARTER.exec(period);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}-01`;
  return `${period}-01`;
}

export function reportPeriod(type: ReportType, period: string): ReportPeriod {
  const months = isQuarterly(type) ? 3 : 1;
  const first = firstDayOf(period);
  return {
    current: rangeOfMonths(first, months),
    previous: rangeOfMonths(addMonths(first, -months), months),
    lastYear: rangeOfMonths(addMonths(first, -12), months),
  };
}

/** The last whole period before today (WIB): what a report asked for without a period, or on schedule, covers. */
export function lastWholePeriod(type: ReportType, now: Date): string {
  const today = jakartaToday(now);
  const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1);
  if (!isQuarterly(type)) return lastMonth.slice(0, 7);
  const month = Number(today.slice(5, 7));
  const quarter = Math.floor((month - 1) / 3);
  return quarter === 0 ? `${Number(today.slice(0, 4)) - 1}-Q4` : `${today.slice(0, 4)}-Q${quarter}`;
}

/** Whether a period has begun by today: a report of the future would be empty and misleading. */
export function hasBegun(type: ReportType, period: string, now: Date): boolean {
  return reportPeriod(type, period).current.from <= jakartaToday(now);
}

/** What someone asks the server to write. Customers' users leave the company out: it is their own. */
export const reportRequest = z
  .object({
    type: z.enum(REPORT_TYPES, { message: 'reports.validation.type' }),
    period: z.string({ message: 'reports.validation.period' }).trim().max(7, 'reports.validation.period'),
    companyId: z.uuid({ message: 'reports.validation.company' }).nullish(),
    format: z.enum(REPORT_FORMATS, { message: 'reports.validation.format' }),
    language: z.enum(LANGUAGES, { message: 'reports.validation.language' }),
  })
  .refine((request) => isPeriodOf(request.type, request.period), {
    path: ['period'],
    message: 'reports.validation.period',
  });
export type ReportRequestInput = z.input<typeof reportRequest>;
export type ReportRequest = z.output<typeof reportRequest>;

/** Who receives a company's reports (or, without a company, the provider's) by e-mail as they are made. */
export const subscriptionInput = z.object({
  companyId: z.uuid({ message: 'reports.validation.company' }).nullish(),
  email: z
    .email({ message: 'reports.validation.email' })
    .trim()
    .toLowerCase()
    .max(254, 'reports.validation.email'),
  name: z.string().trim().max(120, 'reports.validation.name').optional().default(''),
  types: z
    .array(z.enum(REPORT_TYPES, { message: 'reports.validation.type' }))
    .min(1, 'reports.validation.types')
    .max(REPORT_TYPES.length, 'reports.validation.types')
    .transform((types) => [...new Set(types)]),
  language: z.enum(LANGUAGES, { message: 'reports.validation.language' }),
});
export type SubscriptionInput = z.input<typeof subscriptionInput>;
export type SubscriptionValues = z.output<typeof subscriptionInput>;

/** A company's subscriptions may ask only for reports about a company; the provider's for any. */
export function subscribableTypes(forCompany: boolean): readonly ReportType[] {
  return forCompany ? CUSTOMER_REPORT_TYPES : REPORT_TYPES;
}

/** The scheduled reports due on a day: monthly ones on the 1st, quarterly ones on a quarter's 1st. */
export function typesDueOn(today: CalendarDate): ReportType[] {
  if (today.slice(8) !== '01') return [];
  const quarterStarts = ['01', '04', '07', '10'].includes(today.slice(5, 7));
  return REPORT_TYPES.filter((type) => !isQuarterly(type) || quarterStarts);
}
