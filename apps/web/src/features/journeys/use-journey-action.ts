import { useMutation } from '@tanstack/react-query';
import { type JourneyAction, performJourneyAction, useStoreJourney } from './api.ts';

/** One mutation for the detail page's actions; the answer replaces the cached journey. */
export function useJourneyAction(id: string) {
  const store = useStoreJourney();
  return useMutation({
    mutationFn: (action: JourneyAction) => performJourneyAction(id, action),
    onSuccess: (answer) => store(answer.journey),
  });
}
