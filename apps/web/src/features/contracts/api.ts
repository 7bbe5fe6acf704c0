import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import type { contractsApi } from '@sirkula/domain/contracts/api';
import type { CONTRACT_KINDS, ContractInput, ListContractsQuery } from '@sirkula/domain/contracts/rules';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof contractsApi>();

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
    queryFn: () => call('GET /contracts', { query }),
    placeholderData: keepPreviousData,
  });
}

export function contractQuery(id: string) {
  return queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => call('GET /contracts/:id', { params: { id } }),
  });
}

export const createContract = (input: ContractInput & { kind: ContractKind }) =>
  call('POST /contracts', { body: input });
export const updateContract = (id: string, input: ContractInput) =>
  call('PATCH /contracts/:id', { params: { id }, body: input });
export const activateContract = (id: string) => call('POST /contracts/:id/activate', { params: { id } });
export const cancelContract = (id: string, reason: string) =>
  call('POST /contracts/:id/cancel', { params: { id }, body: { reason } });

/** After a change: the answer becomes the cached detail; lists and the change history refresh. */
export async function storeContract(queryClient: QueryClient, contract: ContractDetail): Promise<void> {
  queryClient.setQueryData(contractKeys.detail(contract.id), contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ['audit', 'contract', contract.id] }),
  ]);
}
