import type { listStoredFilesQuery } from '@sirkula/domain/storage/answers';
import type { storageApi } from '@sirkula/domain/storage/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../lib/api.ts';

const call = client<typeof storageApi>();

export type StoredFileFilter = z.input<typeof listStoredFilesQuery>;

const storageKeys = { all: ['storage'] as const };

/** One page of the stored files, newest first. */
export const storedFilesQuery = (query: StoredFileFilter) =>
  queryOptions({
    queryKey: [...storageKeys.all, 'files', query],
    queryFn: () => call('GET /storage/files', { query }),
    placeholderData: keepPreviousData,
  });

/** Each kind's files and bytes, as the server keeps them. */
export const storedFileTotalsQuery = () =>
  queryOptions({
    queryKey: [...storageKeys.all, 'totals'],
    queryFn: () => call('GET /storage/totals'),
  });

/** Runs the orphan check: it reads the whole store, so only when staff ask. */
export function useStorageCheck() {
  return useMutation({ mutationFn: () => call('POST /storage/check') });
}

export function useDeleteOrphans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => call('POST /storage/orphans/delete', { body: { keys } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
  });
}
