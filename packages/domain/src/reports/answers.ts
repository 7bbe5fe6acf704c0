import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { LANGUAGES } from '../shared/languages.ts';
import { pageSchema } from '../shared/lists.ts';
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from './rules.ts';

/**
 * A report asked for or made on schedule: what it covers, its progress while it is written, and its
 * file once done. Customers see only their own company's.
 */
export const report = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  period: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  format: z.enum(REPORT_FORMATS),
  language: z.enum(LANGUAGES),
  status: z.enum(REPORT_STATUSES),
  /** 0–100 while it is written. */
  progress: z.number().int(),
  /** The rows of its largest table, once done. */
  rows: z.number().int().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Made by the monthly scheduler rather than asked for by someone. */
  scheduled: z.boolean(),
  requestedBy: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
  /** Why it failed, in the language of the one who reads it. */
  error: z.string().nullable(),
});
export type Report = Answer<typeof report>;
export const reportPage = pageSchema(report);

/** Someone who receives a company's reports (or the provider's) by e-mail as they are made. */
export const reportSubscription = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  types: z.array(z.enum(REPORT_TYPES)),
  language: z.enum(LANGUAGES),
  createdAt: timestamp,
});
export type ReportSubscription = Answer<typeof reportSubscription>;
export const subscriptionList = z.object({ items: z.array(reportSubscription) });
