import type { HandoverTarget, JourneyAnswer, JourneyDetail } from '@sirkula/domain/journeys/answers';
import type { trackingApi } from '@sirkula/domain/tracking/api';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, urlOf } from '../../lib/api.ts';

const handoverKey = ['handover'] as const;

/** Where a registration number leads the signed-in driver, receiver or staff member. */
export const handoverTargetQuery = (registrationNumber: string) =>
  queryOptions({
    queryKey: [...handoverKey, 'target', registrationNumber],
    queryFn: () => api<HandoverTarget>('GET', `/journeys/handover/${encodeURIComponent(registrationNumber)}`),
  });

/** Cached apart from the journeys feature's own detail, whose screens this feature does not know. */
export const handoverJourneyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: [...handoverKey, 'journey', journeyId],
    queryFn: () => api<JourneyDetail>('GET', `/journeys/${encodeURIComponent(journeyId)}`),
  });

/** The paths of one journey's phone actions, as the API names them. */
export const actionUrls = {
  pickUp: (journeyId: string, recordId: string) =>
    `/journeys/${encodeURIComponent(journeyId)}/records/${encodeURIComponent(recordId)}/pickup`,
  receive: (journeyId: string, recordId: string) =>
    `/journeys/${encodeURIComponent(journeyId)}/records/${encodeURIComponent(recordId)}/receive`,
  hubIn: (journeyId: string) => `/journeys/${encodeURIComponent(journeyId)}/hub-in`,
  hubOut: (journeyId: string) => `/journeys/${encodeURIComponent(journeyId)}/hub-out`,
  closeDelivery: (journeyId: string) => `/journeys/${encodeURIComponent(journeyId)}/close-delivery`,
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
