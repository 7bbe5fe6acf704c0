import { RUN_OUTCOMES } from '@sirkula/domain/schedulers/answers';
import type { RunListFilter } from '@sirkula/domain/schedulers/inputs';
import { isCalendarDate } from '@sirkula/domain/shared/dates';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { pickParam } from '../../components/list/use-list-params.ts';

/** The address's parameters the "clear filters" button removes. */
export const RUN_FILTERS = ['code', 'outcome', 'from', 'to'] as const;

/**
 * The runs' log query from the address. A parameter that is not one the server takes (an old link, a
 * typo) is left out on its own, so the other filters still hold.
 */
export function runListQuery(params: URLSearchParams): RunListFilter {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String));
  const date = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && isCalendarDate(value) ? value : undefined;
  };
  return {
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
    pageSize: pageSize ? Number(pageSize) : DEFAULT_PAGE_SIZE,
    code: params.get('code') || undefined,
    outcome: pickParam(params.get('outcome'), RUN_OUTCOMES),
    from: date('from'),
    to: date('to'),
  };
}
