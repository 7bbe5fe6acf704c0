import type { integrationsApi } from '@sirkula/domain/integrations/api';
import type { KeyInput, KeyListFilter } from '@sirkula/domain/integrations/inputs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof integrationsApi>();

const keyKeys = { all: ['integrations', 'keys'] as const };

/** One page of keys; revoked and expired ones only when `status` is 'all'. */
export const keysQuery = (query: KeyListFilter) =>
  queryOptions({
    queryKey: [...keyKeys.all, 'list', query],
    queryFn: () => call('GET /integration-keys', { query }),
    placeholderData: keepPreviousData,
  });

/** After a change every list of keys reads again. */
function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keyKeys.all });
}

/** Makes a key; its answer holds the secret, which no later call shows again. */
export function useCreateKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (input: KeyInput) => call('POST /integration-keys', { body: input }),
    onSuccess: refresh,
  });
}

export function useRevokeKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: string) => call('POST /integration-keys/:id/revoke', { params: { id } }),
    onSuccess: refresh,
  });
}

/** A new secret, answered once; the old one works for the grace period chosen. */
export function useRotateKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: ({ id, graceHours }: { id: string; graceHours: number }) =>
      call('POST /integration-keys/:id/rotate', { params: { id }, body: { graceHours } }),
    onSuccess: refresh,
  });
}

/** One page of a key's request log, newest first. */
export const keyRequestsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...keyKeys.all, 'requests', id, page],
    queryFn: () =>
      call('GET /integration-keys/:id/requests', { params: { id }, query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
