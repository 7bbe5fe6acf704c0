import type { JourneyAnswer } from '@sirkula/domain/journeys/answers';
import type { journeysApi } from '@sirkula/domain/journeys/api';
import type { trackingApi } from '@sirkula/domain/tracking/api';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { client, urlOf } from '../../lib/api.ts';

const call = client<typeof journeysApi>();

const handoverKey = ['handover'] as const;

/** Where a registration number leads the signed-in driver, receiver or staff member. */
export const handoverTargetQuery = (registrationNumber: string) =>
  queryOptions({
    queryKey: [...handoverKey, 'target', registrationNumber],
    queryFn: () => call('GET /journeys/handover/:registrationNumber', { params: { registrationNumber } }),
  });

/** Cached apart from the journeys feature's own detail, whose screens this feature does not know. */
export const handoverJourneyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: [...handoverKey, 'journey', journeyId],
    queryFn: () => call('GET /journeys/:id', { params: { id: journeyId } }),
  });

type JourneysApi = typeof journeysApi;

/**
 * The URLs of one journey's phone actions, as the contract names them; the outbox stores an action's
 * URL beside its fields until the server has taken it.
 */
export const actionUrls = {
  pickUp: (id: string, wasteRecordId: string) =>
    urlOf<JourneysApi, 'POST /journeys/:id/records/:wasteRecordId/pickup'>(
      'POST /journeys/:id/records/:wasteRecordId/pickup',
      { params: { id, wasteRecordId } },
    ),
  receive: (id: string, wasteRecordId: string) =>
    urlOf<JourneysApi, 'POST /journeys/:id/records/:wasteRecordId/receive'>(
      'POST /journeys/:id/records/:wasteRecordId/receive',
      { params: { id, wasteRecordId } },
    ),
  hubIn: (id: string) =>
    urlOf<JourneysApi, 'POST /journeys/:id/hub-in'>('POST /journeys/:id/hub-in', { params: { id } }),
  hubOut: (id: string) =>
    urlOf<JourneysApi, 'POST /journeys/:id/hub-out'>('POST /journeys/:id/hub-out', { params: { id } }),
  closeDelivery: (id: string) =>
    urlOf<JourneysApi, 'POST /journeys/:id/close-delivery'>('POST /journeys/:id/close-delivery', {
      params: { id },
    }),
  position: (journeyId: string) =>
    urlOf<typeof trackingApi, 'POST /journeys/:id/positions'>('POST /journeys/:id/positions', {
      params: { id: journeyId },
    }),
};

/**
 * After the server took an action: the journey as it answered, and every target asked again, since
 * what a number leads to (pick up, receive, nothing) has changed.
 */
export function useApplyAnswer() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: JourneyAnswer) => {
      queryClient.setQueryData(handoverJourneyQuery(answer.journey.id).queryKey, answer.journey);
      await queryClient.invalidateQueries({ queryKey: [...handoverKey, 'target'] });
    },
    [queryClient],
  );
}
