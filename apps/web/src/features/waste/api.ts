import type { B3Code } from '@sirkula/domain/b3-codes';
import type { ContractUnit, Frequency, PpnRate } from '@sirkula/domain/contracts';
import type { CalendarDate } from '@sirkula/domain/dates';
import type { Page } from '@sirkula/domain/lists';
import type {
  ListWasteQuery,
  PACKAGINGS,
  PickupRequestInput,
  TIME_WINDOWS,
  WasteStatus,
  WasteSubType,
  WasteType,
} from '@sirkula/domain/waste';
import type { PeriodAllowance } from '@sirkula/domain/waste-allowance';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

export type Packaging = (typeof PACKAGINGS)[number];
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** One row of a waste list, with what the signed-in actor may do with it (decided by the server). */
export interface WasteSummary {
  id: string;
  transactionNumber: string;
  registrationNumber: string;
  transactionDate: CalendarDate;
  companyId: string;
  companyName: string;
  contractId: string;
  contractNumber: string;
  type: WasteType;
  subType: WasteSubType | null;
  wasteCode: string | null;
  quantity: number;
  unit: ContractUnit;
  status: WasteStatus;
  potentialCost: number;
  requestedPickupDate: CalendarDate | null;
  timeWindow: TimeWindow;
  confirmedAt: string | null;
  createdAt: string;
  can: {
    edit: boolean;
    cancel: boolean;
    confirm: boolean;
    submit: boolean;
    reschedule: boolean;
    printLabel: boolean;
  };
}

export interface StatusChange {
  fromStatus: WasteStatus | null;
  toStatus: WasteStatus;
  createdAt: string;
}

export interface WasteDetail extends WasteSummary {
  pickupAddress: string;
  packaging: Packaging;
  generatedOn: CalendarDate | null;
  notes: string | null;
  cancelReason: string | null;
  createdByName: string | null;
  updatedAt: string;
  company: { name: string; address: string | null; city: string | null };
  history: Array<StatusChange & { actorName: string | null; reason: string | null }>;
}

/** What one printed label shows; a sheet of them comes in one request. */
export type LabelFacts = Pick<
  WasteSummary,
  | 'id'
  | 'registrationNumber'
  | 'transactionNumber'
  | 'transactionDate'
  | 'requestedPickupDate'
  | 'companyName'
  | 'type'
  | 'subType'
  | 'wasteCode'
  | 'quantity'
  | 'unit'
>;

export interface PickupRule {
  now: string;
  today: CalendarDate;
  earliestPickupDate: CalendarDate;
  cutoffHour: number;
}

/** What the public tracking page may show: status and history, nothing about prices or people. */
export interface PublicTrack {
  registrationNumber: string;
  type: WasteType;
  status: WasteStatus;
  history: StatusChange[];
}

/** The contract facts a pickup request needs: which, with whom, its unit, period and types. */
export interface ContractOption {
  id: string;
  number: string;
  companyId: string;
  companyName: string;
  unit: ContractUnit;
  startDate: CalendarDate;
  endDate: CalendarDate;
  wasteTypes: WasteType[];
}

export interface ContractFacts extends ContractOption {
  maxQuantityPerFrequency: number;
  frequency: Frequency;
  frequencyInterval: number;
  pricePerUnit: number;
  pricePerFrequency: number;
  ppnRate: PpnRate | null;
  company: { id: string; name: string; address: string | null; city: string | null };
}

/** What every change to a waste record answers: the record as it is now and what to tell the user. */
export interface Saved {
  record: WasteDetail;
  message: string;
}

/** A contract's allowance for the period of one pickup date, as the server counts it. */
export type Allowance = PeriodAllowance & { contractId: string; unit: ContractUnit };

const wasteKey = ['waste'] as const;
const path = (id: string) => `/waste/${encodeURIComponent(id)}`;

export const wasteListQuery = (query: ListWasteQuery) =>
  queryOptions({
    queryKey: [...wasteKey, 'list', query],
    queryFn: () => api<Page<WasteSummary>>('GET', withQuery('/waste', query)),
    placeholderData: keepPreviousData,
  });

export const wasteQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'detail', id],
    queryFn: () => api<WasteDetail>('GET', path(id)),
  });

/** The labels of a sheet; records the reader may not see (or not print) are left out. */
export const wasteLabelsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: [...wasteKey, 'labels', ids],
    queryFn: () => api<{ items: LabelFacts[] }>('GET', withQuery('/waste/labels', { ids: ids.join(',') })),
  });

export const pickupRuleQuery = queryOptions({
  queryKey: [...wasteKey, 'pickup-rule'],
  queryFn: () => api<PickupRule>('GET', '/waste/pickup-rule'),
  // The earliest date moves at noon and at midnight (WIB): ask again now and then.
  staleTime: 60 * 1000,
  refetchInterval: 5 * 60 * 1000,
});

export const b3CodesQuery = (q: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'b3-codes', q],
    queryFn: () => api<{ items: B3Code[] }>('GET', withQuery('/waste/b3-codes', { q })),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60 * 1000,
  });

export const publicTrackQuery = (registrationNumber: string) =>
  queryOptions({
    queryKey: ['public-track', registrationNumber],
    queryFn: () => api<PublicTrack>('GET', `/public/track/${encodeURIComponent(registrationNumber)}`),
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
      api<Page<ContractOption>>(
        'GET',
        withQuery('/contracts', {
          status: 'active',
          kind: 'customer',
          pageSize: 50,
          sort: 'number',
          order: 'asc',
          q,
          companyId,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });

/** What the contract still allows in the period of `date`, leaving out the record being edited. */
export const allowanceQuery = (contractId: string, date: CalendarDate | '', exceptId = '') =>
  queryOptions({
    queryKey: [...wasteKey, 'allowance', contractId, date, exceptId],
    queryFn: () => api<Allowance>('GET', withQuery('/waste/allowance', { contractId, date, exceptId })),
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });

/** The chosen contract's facts, cached apart from the contracts feature's detail (another shape). */
export const contractFactsQuery = (id: string) =>
  queryOptions({
    queryKey: [...wasteKey, 'contract', id],
    queryFn: () => api<ContractFacts>('GET', `/contracts/${encodeURIComponent(id)}`),
    staleTime: 30 * 1000,
  });

export const createWaste = (input: PickupRequestInput) => api<Saved>('POST', '/waste', input);
export const updateWaste = (id: string, input: PickupRequestInput) => api<Saved>('PATCH', path(id), input);
/** Sends a draft as stored or, with `input`, as edited: stored and sent in one call. */
export const submitWaste = (id: string, input?: PickupRequestInput) =>
  api<Saved>('POST', `${path(id)}/submit`, input);
export const cancelWaste = (id: string, reason: string) =>
  api<Saved>('POST', `${path(id)}/cancel`, { reason });
export const confirmWaste = (id: string) => api<Saved>('POST', `${path(id)}/confirm`);
export const rescheduleWaste = (
  id: string,
  input: { requestedPickupDate: CalendarDate; timeWindow: TimeWindow; message: string },
) => api<Saved>('POST', `${path(id)}/reschedule`, input);

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
