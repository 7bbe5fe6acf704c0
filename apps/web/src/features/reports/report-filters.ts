import type { Portal } from '@sirkula/domain/auth/portals';
import type { ReportListFilter } from '@sirkula/domain/reports/inputs';
import { CUSTOMER_REPORT_TYPES, REPORT_STATUSES, REPORT_TYPES } from '@sirkula/domain/reports/rules';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { pickParam } from '../../components/list/use-list-params.ts';

/** The address's parameters the "clear filters" button removes. */
export const REPORT_FILTERS = ['type', 'status', 'companyId'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's query from the address. A parameter the server would refuse (an old link, a typo) is left
 * out on its own, so the other filters still hold; a customer's users filter neither by company nor by
 * the provider's reports.
 */
export function reportListQuery(params: URLSearchParams, portal: Portal): ReportListFilter {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String));
  const companyId = params.get('companyId') ?? '';
  return {
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
    pageSize: pageSize ? Number(pageSize) : DEFAULT_PAGE_SIZE,
    type: pickParam(params.get('type'), portal === 'internal' ? REPORT_TYPES : CUSTOMER_REPORT_TYPES),
    status: pickParam(params.get('status'), REPORT_STATUSES),
    companyId: portal === 'internal' && UUID.test(companyId) ? companyId : undefined,
  };
}
