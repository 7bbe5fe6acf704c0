import type { Report } from '@sirkula/domain/reports/answers';
import type { reportsApi } from '@sirkula/domain/reports/api';
import type { ReportListFilter } from '@sirkula/domain/reports/inputs';
import type { ReportRequestInput, SubscriptionInput } from '@sirkula/domain/reports/rules';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, hrefOf } from '../../lib/api.ts';

type ReportsApi = typeof reportsApi;
const call = client<ReportsApi>();

export const reportKeys = {
  all: ['reports'] as const,
  lists: ['reports', 'list'] as const,
  detail: (id: string) => ['reports', 'detail', id] as const,
  subscriptions: (companyId: string | null) => ['reports', 'subscriptions', companyId] as const,
};

/** A report the server is still writing: its page asks after it every second. */
export function isUnderWay(report: Pick<Report, 'status'>): boolean {
  return report.status === 'queued' || report.status === 'running';
}

const FOLLOW_EVERY_MS = 1000;

/** One page of reports, newest first; read again every second while one of them is being written. */
export const reportsQuery = (query: ReportListFilter) =>
  queryOptions({
    queryKey: [...reportKeys.lists, query],
    queryFn: () => call('GET /reports', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isUnderWay) ? FOLLOW_EVERY_MS : false),
  });

/** One report, followed every second until it is done or has failed. */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: () => call('GET /reports/:id', { params: { id } }),
    refetchInterval: (current) => {
      const report = current.state.data;
      return report === undefined || isUnderWay(report) ? FOLLOW_EVERY_MS : false;
    },
  });

/** A done report's file, through the route that checks the reader may have it. */
export function reportFileHref(id: string): string {
  return hrefOf<ReportsApi, 'GET /reports/:id/file'>('GET /reports/:id/file', { params: { id } });
}

/** Asks for a report; its answer (queued) is what the progress follows, and the lists read again. */
export function useRequestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportRequestInput) => call('POST /reports', { body: input }),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportKeys.detail(report.id), report);
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists });
    },
  });
}

/**
 * The recipients of a company's reports; `null` is the provider's own for staff, and a customer's
 * users read their own company's whatever they name.
 */
export const subscriptionsQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: reportKeys.subscriptions(companyId),
    queryFn: () => call('GET /report-subscriptions', { query: { companyId: companyId ?? undefined } }),
  });

function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['reports', 'subscriptions'] });
}

export function useSubscribe() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (input: SubscriptionInput) => call('POST /report-subscriptions', { body: input }),
    onSuccess: refresh,
  });
}

export function useUnsubscribe() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /report-subscriptions/:id', { params: { id } }),
    onSuccess: refresh,
  });
}
