import type { schedulersApi } from '@sirkula/domain/schedulers/api';
import type { RunListFilter, SchedulerInput } from '@sirkula/domain/schedulers/inputs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof schedulersApi>();

const schedulerKeys = { all: ['schedulers'] as const };

/**
 * Every scheduler, no pages: a handful of jobs. Read again every half minute, so a last run that
 * finished and the next run time move on while staff watch.
 */
export const schedulersQuery = queryOptions({
  queryKey: [...schedulerKeys.all, 'list'],
  queryFn: () => call('GET /schedulers'),
  refetchInterval: 30 * 1000,
});

/** One page of the runs' log, newest first; read again every 10 s, so runs under way show how they ended. */
export const runsQuery = (query: RunListFilter) =>
  queryOptions({
    queryKey: [...schedulerKeys.all, 'runs', query],
    queryFn: () => call('GET /schedulers/runs', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 10 * 1000,
  });

/** After a change the schedulers and their runs read again. */
function useRefreshSchedulers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulerKeys.all });
}

export function useSaveScheduler() {
  const refresh = useRefreshSchedulers();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: SchedulerInput }) =>
      call('PATCH /schedulers/:code', { params: { code }, body: input }),
    onSuccess: refresh,
  });
}

/** Starting puts a scheduler back on its schedule; stopping pauses it. */
export function useSwitchScheduler() {
  const refresh = useRefreshSchedulers();
  return useMutation({
    mutationFn: ({ code, to }: { code: string; to: 'start' | 'stop' }) =>
      to === 'start'
        ? call('POST /schedulers/:code/start', { params: { code } })
        : call('POST /schedulers/:code/stop', { params: { code } }),
    onSuccess: refresh,
  });
}

/** Queues one run outside the schedule; it shows in the runs' log once a server takes it. */
export function useRunScheduler() {
  const refresh = useRefreshSchedulers();
  return useMutation({
    mutationFn: (code: string) => call('POST /schedulers/:code/run', { params: { code } }),
    onSuccess: refresh,
  });
}
