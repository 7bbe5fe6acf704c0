import type { dashboardApi } from '@sirkula/domain/dashboard/api';
import type { DashboardPeriod } from '@sirkula/domain/dashboard/periods';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof dashboardApi>();

/** A portal's dashboard for a period; the previous period's numbers stay up while the next one loads. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: () => call('GET /dashboard', { query: { period } }),
    placeholderData: keepPreviousData,
  });
