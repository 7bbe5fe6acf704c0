import { z } from 'zod';
import { pageQuery } from '../shared/lists.ts';
import { REPORT_STATUSES, REPORT_TYPES } from './rules.ts';

export const listReportsQuery = pageQuery.extend({
  type: z.enum(REPORT_TYPES).optional(),
  status: z.enum(REPORT_STATUSES).optional(),
  companyId: z.uuid().optional(),
});
export type ReportListFilter = z.output<typeof listReportsQuery>;

/** Staff name the company whose recipients they read; a customer's users read their own company's. */
export const subscriptionsQuery = z.object({ companyId: z.uuid().optional() });
