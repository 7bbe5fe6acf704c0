import type { contractsApi } from '@sirkula/domain/contracts/api';
import type { settingsApi } from '@sirkula/domain/settings/api';
import type { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type {
  BinInput,
  BinMapQuery,
  CollectionInput,
  HistoryRange,
  ListBinsQuery,
} from '@sirkula/domain/smartbins/inputs';
import type { wasteApi } from '@sirkula/domain/waste/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof smartbinsApi>();
const contracts = client<typeof contractsApi>();
const settings = client<typeof settingsApi>();
const waste = client<typeof wasteApi>();

const binKeys = { all: ['smartbins'] as const };

export const binsQuery = (query: ListBinsQuery) =>
  queryOptions({
    queryKey: [...binKeys.all, 'list', query],
    queryFn: () => call('GET /smartbins', { query }),
    placeholderData: keepPreviousData,
  });

/** Every bin with a position, for the map: one answer, no pages (a new filter draws a new map). */
export const binMapQuery = (query: BinMapQuery) =>
  queryOptions({
    queryKey: [...binKeys.all, 'map', query],
    queryFn: () => call('GET /smartbins/map', { query }),
  });

export const binQuery = (id: string) =>
  queryOptions({
    queryKey: [...binKeys.all, 'detail', id],
    queryFn: () => call('GET /smartbins/:id', { params: { id } }),
  });

export const binHistoryQuery = (id: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [...binKeys.all, 'history', id, range],
    queryFn: () => call('GET /smartbins/:id/history', { params: { id }, query: { range } }),
  });

/** A bin's alerts that still hold (one per kind at most), for its page. */
export const binAlertsQuery = (binId: string) =>
  queryOptions({
    queryKey: [...binKeys.all, 'alerts', binId],
    queryFn: () => call('GET /smartbins/alerts', { query: { binId, status: 'open' } }),
  });

/** The customer's active contracts, one of which a bin may serve. */
export const binContractsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...binKeys.all, 'contracts', companyId],
    queryFn: () =>
      contracts('GET /contracts', {
        query: { companyId, status: 'active', kind: 'customer', sort: 'number', order: 'asc', pageSize: 100 },
      }),
    enabled: companyId !== '',
    staleTime: 30 * 1000,
  });

/** The thresholds a bin without its own follows (the provider's settings). */
export const binDefaultsQuery = () =>
  queryOptions({
    queryKey: [...binKeys.all, 'defaults'],
    queryFn: () => settings('GET /settings/smart-bins'),
    staleTime: 60 * 1000,
  });

/** The last pickups requested from a bin (the waste list, narrowed to the bin). */
export const binPickupsQuery = (smartBinId: string) =>
  queryOptions({
    queryKey: [...binKeys.all, 'pickups', smartBinId],
    queryFn: () =>
      waste('GET /waste', { query: { smartBinId, pageSize: 10, sort: 'createdAt', order: 'desc' } }),
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

export function useAcknowledgeAlert() {
  const refresh = useRefreshBins();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call('POST /smartbins/alerts/:id/acknowledge', { params: { id }, body: { note } }),
    onSuccess: refresh,
  });
}

/** Bins due for collection turned into pickup requests (and, for staff, one planned journey). */
export function useCollectBins() {
  const refresh = useRefreshBins();
  return useMutation({
    mutationFn: (input: CollectionInput) => call('POST /smartbins/collections', { body: input }),
    onSuccess: refresh,
  });
}
