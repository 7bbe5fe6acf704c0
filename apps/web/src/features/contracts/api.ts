import type { AccountStatus } from '@sirkula/domain/account-status';
import type {
  CONTRACT_KINDS,
  ContractDisplayStatus,
  ContractInput,
  ContractStatus,
  ContractUnit,
  Frequency,
  ListContractsQuery,
  PAYMENT_CYCLES,
  PAYMENT_TERMS,
  PAYMENT_TIMINGS,
  PpnRate,
  WasteType,
} from '@sirkula/domain/contracts';
import type { Page } from '@sirkula/domain/lists';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

export type ContractKind = (typeof CONTRACT_KINDS)[number];

export interface ContractSummary {
  id: string;
  number: string;
  kind: ContractKind;
  companyId: string;
  companyName: string;
  status: ContractStatus;
  displayStatus: ContractDisplayStatus;
  startDate: string;
  endDate: string;
  unit: ContractUnit;
  pricePerUnit: number;
  frequency: Frequency;
  frequencyInterval: number;
  ppnRate: PpnRate;
  wasteTypes: WasteType[];
  createdAt: string;
}

export interface ContractDetail extends ContractSummary {
  pricePerFrequency: number;
  maxQuantityPerFrequency: number;
  paymentTiming: (typeof PAYMENT_TIMINGS)[number];
  paymentTerm: (typeof PAYMENT_TERMS)[number];
  paymentCycle: (typeof PAYMENT_CYCLES)[number];
  onDemand: boolean;
  notes: string | null;
  cancelReason: string | null;
  updatedAt: string;
  company: {
    id: string;
    name: string;
    address: string | null;
    city: string | null;
    npwp: string | null;
    status: AccountStatus;
    profileComplete: boolean;
  };
  can: { edit: boolean; activate: boolean; cancel: boolean };
}

export const contractKeys = {
  all: ['contracts'] as const,
  lists: ['contracts', 'list'] as const,
  list: (query: ListContractsQuery) => ['contracts', 'list', query] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
};

export function contractsQuery(query: ListContractsQuery) {
  return queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: () => api<Page<ContractSummary>>('GET', withQuery('/contracts', query)),
    placeholderData: keepPreviousData,
  });
}

export function contractQuery(id: string) {
  return queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => api<ContractDetail>('GET', `/contracts/${encodeURIComponent(id)}`),
  });
}

const path = (id: string) => `/contracts/${encodeURIComponent(id)}`;

export const createContract = (input: ContractInput & { kind: ContractKind }) =>
  api<ContractDetail>('POST', '/contracts', input);
export const updateContract = (id: string, input: ContractInput) =>
  api<ContractDetail>('PATCH', path(id), input);
export const activateContract = (id: string) => api<ContractDetail>('POST', `${path(id)}/activate`);
export const cancelContract = (id: string, reason: string) =>
  api<ContractDetail>('POST', `${path(id)}/cancel`, { reason });

/** After a change: the answer becomes the cached detail; lists and the change history refresh. */
export async function storeContract(queryClient: QueryClient, contract: ContractDetail): Promise<void> {
  queryClient.setQueryData(contractKeys.detail(contract.id), contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ['audit', 'contract', contract.id] }),
  ]);
}
