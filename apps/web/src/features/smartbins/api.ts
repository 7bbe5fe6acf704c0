import type { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type { BinInput, ListBinsQuery } from '@sirkula/domain/smartbins/inputs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof smartbinsApi>();

const binKeys = { all: ['smartbins'] as const };

export const binsQuery = (query: ListBinsQuery) =>
  queryOptions({
    queryKey: [...binKeys.all, 'list', query],
    queryFn: () => call('GET /smartbins', { query }),
    placeholderData: keepPreviousData,
  });

export const binQuery = (id: string) =>
  queryOptions({
    queryKey: [...binKeys.all, 'detail', id],
    queryFn: () => call('GET /smartbins/:id', { params: { id } }),
  });

/** After a change every list of bins reads again. */
function useRefreshBins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: binKeys.all });
}

export function useSaveBin() {
  const refresh = useRefreshBins();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BinInput }) =>
      id === null
        ? call('POST /smartbins', { body: input })
        : call('PATCH /smartbins/:id', { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteBin() {
  const refresh = useRefreshBins();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /smartbins/:id', { params: { id } }),
    onSuccess: refresh,
  });
}
