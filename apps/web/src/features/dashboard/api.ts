import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import type { DashboardPeriod } from '@sirkula/domain/dashboard/periods';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A portal's dashboard for a period; the previous period's numbers stay up while the next one loads. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: () => api<DashboardAnswer>('GET', `/dashboard?period=${period}`),
    placeholderData: keepPreviousData,
  });
