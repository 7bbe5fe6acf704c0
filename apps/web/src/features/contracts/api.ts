import type { ContractDetail, ContractSummary } from '@sirkula/domain/contracts/answers';
import type { CONTRACT_KINDS, ContractInput, ListContractsQuery } from '@sirkula/domain/contracts/rules';
import type { Page } from '@sirkula/domain/shared/lists';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

export type ContractKind = (typeof CONTRACT_KINDS)[number];

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
