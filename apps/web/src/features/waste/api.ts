import type { contractsApi } from '@sirkula/domain/contracts/api';
import type { journeysApi } from '@sirkula/domain/journeys/api';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import type { smartbinsApi } from '@sirkula/domain/smartbins/api';
import type { WasteDetail } from '@sirkula/domain/waste/answers';
import type { wasteApi } from '@sirkula/domain/waste/api';
import type {
  ListWasteQuery,
  PACKAGINGS,
  PickupRequestInput,
  TIME_WINDOWS,
} from '@sirkula/domain/waste/rules';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { client, urlOf } from '../../lib/api.ts';

const call = client<typeof wasteApi>();
const contracts = client<typeof contractsApi>();
const journeys = client<typeof journeysApi>();
const smartbins = client<typeof smartbinsApi>();

export type Packaging = (typeof PACKAGINGS)[number];
export type TimeWindow = (typeof TIME_WINDOWS)[number];

const wasteKey = ['waste'] as const;

export const wasteListQuery = (query: ListWasteQuery) =>
  queryOptions({
    queryKey: [...wasteKey, 'list', query],
    queryFn: () => call('GET /waste', { query }),
    placeholderData: keepPreviousData,
  });

export const wasteQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'detail', id],
    queryFn: () => call('GET /waste/:id', { params: { id } }),
  });

/** The journey carrying the record, as the journeys API tells it to the record's reader. */
export const recordJourneyQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'journey', id],
    queryFn: () => journeys('GET /waste/:id/journey', { params: { id } }),
  });

/** A picked-up record's proof of delivery, to download. */
export const recordProofPath = (id: string) =>
  urlOf<typeof journeysApi, 'GET /waste/:id/proof.pdf'>('GET /waste/:id/proof.pdf', { params: { id } });

/** The labels of a sheet; records the reader may not see (or not print) are left out. */
export const wasteLabelsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: [...wasteKey, 'labels', ids],
    queryFn: () => call('GET /waste/labels', { query: { ids: ids.join(',') } }),
  });

export const pickupRuleQuery = queryOptions({
  queryKey: [...wasteKey, 'pickup-rule'],
  queryFn: () => call('GET /waste/pickup-rule'),
  // The earliest date moves at noon and at midnight (WIB): ask again now and then.
  staleTime: 60 * 1000,
  refetchInterval: 5 * 60 * 1000,
});

export const publicTrackQuery = (registrationNumber: string) =>
  queryOptions({
    queryKey: ['public-track', registrationNumber],
    queryFn: () => call('GET /public/track/:registrationNumber', { params: { registrationNumber } }),
    retry: false,
  });

/**
 * Active customer contracts a pickup may be requested on; the server narrows them to the actor's, and
 * staff narrow them to the customer company they chose.
 */
export const activeContractsQuery = (q: string, companyId = '') =>
  queryOptions({
    queryKey: [...wasteKey, 'contract-options', q, companyId],
    queryFn: () =>
      contracts('GET /contracts', {
        query: {
          status: 'active',
          kind: 'customer',
          pageSize: 50,
          sort: 'number',
          order: 'asc',
          q,
          companyId,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });

/** What the contract still allows in the period of `date`, leaving out the record being edited. */
export const allowanceQuery = (contractId: string, date: CalendarDate | '', exceptId = '') =>
  queryOptions({
    queryKey: [...wasteKey, 'allowance', contractId, date, exceptId],
    queryFn: () => call('GET /waste/allowance', { query: { contractId, date, exceptId } }),
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });

/** The chosen contract's facts for the pickup form, cached apart from the contracts feature's detail. */
export const contractFactsQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'contract', id],
    queryFn: () => contracts('GET /contracts/:id', { params: { id } }),
    staleTime: 30 * 1000,
  });

export const createWaste = (input: PickupRequestInput) => call('POST /waste', { body: input });
export const updateWaste = (id: string, input: PickupRequestInput) =>
  call('PATCH /waste/:id', { params: { id }, body: input });
/** Sends a draft as stored or, with `input`, as edited: stored and sent in one call. */
export const submitWaste = (id: string, input?: PickupRequestInput) =>
  call('POST /waste/:id/submit', { params: { id }, body: input });
export const cancelWaste = (id: string, reason: string) =>
  call('POST /waste/:id/cancel', { params: { id }, body: { reason } });
export const confirmWaste = (id: string) => call('POST /waste/:id/confirm', { params: { id } });
export const rescheduleWaste = (
  id: string,
  input: { requestedPickupDate: CalendarDate; timeWindow: TimeWindow; message: string },
) => call('POST /waste/:id/reschedule', { params: { id }, body: input });

/**
 * Every change to a waste record refreshes the lists, that record's page and its audit trail, so no
 * screen shows the record as it was before the change.
 */
export function useRefreshWaste() {
  const queryClient = useQueryClient();
  return async (record?: WasteDetail) => {
    if (record) queryClient.setQueryData(wasteQuery(record.id).queryKey, record);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...wasteKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...wasteKey, 'pickup-rule'] }),
      queryClient.invalidateQueries({ queryKey: [...wasteKey, 'allowance'] }),
      record ? queryClient.invalidateQueries({ queryKey: ['audit', 'waste', record.id] }) : undefined,
    ]);
  };
}

/** The smart bin a pickup is requested from (`/waste/new?binId=`), to fill the form in. */
export const pickupBinQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'bin', id],
    queryFn: () => smartbins('GET /smartbins/:id', { params: { id } }),
    enabled: id !== '',
    retry: false,
  });
