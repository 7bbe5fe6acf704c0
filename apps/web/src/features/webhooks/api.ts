import type { webhooksApi } from '@sirkula/domain/webhooks/api';
import type { SubscriptionChangesInput, SubscriptionInput } from '@sirkula/domain/webhooks/inputs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

const call = client<typeof webhooksApi>();

const webhookKeys = { all: ['webhooks'] as const };

/** One page of subscriptions: a company's, or (staff, no company) every company's. */
export const subscriptionsQuery = (query: { companyId?: string; page?: number; pageSize?: number }) =>
  queryOptions({
    queryKey: [...webhookKeys.all, 'list', query],
    queryFn: () => call('GET /webhooks', { query }),
    placeholderData: keepPreviousData,
  });

/** A subscription's deliveries, newest first. */
export const deliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...webhookKeys.all, 'deliveries', id, page],
    queryFn: () => call('GET /webhooks/:id/deliveries', { params: { id }, query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** Subscribes an address; the answer holds the secret, which no later call shows again. */
export function useCreateSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SubscriptionInput) => call('POST /webhooks', { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: SubscriptionChangesInput & { id: string }) =>
      call('PATCH /webhooks/:id', { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** The actions on one subscription; each reads every list again after it. */
export function useSubscriptionAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      action,
    }: {
      id: string;
      action: 'pause' | 'resume' | 'delete' | 'test';
    }): Promise<unknown> => {
      const params = { params: { id } };
      if (action === 'pause') return call('POST /webhooks/:id/pause', params);
      if (action === 'resume') return call('POST /webhooks/:id/resume', params);
      if (action === 'test') return call('POST /webhooks/:id/test', params);
      return call('DELETE /webhooks/:id', params);
    },
    onSuccess: refresh,
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call('POST /webhooks/:id/rotate-secret', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call('POST /webhook-deliveries/:id/redeliver', { params: { id } }),
    onSuccess: refresh,
  });
}
