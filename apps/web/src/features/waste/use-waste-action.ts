import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { useMutation } from '@tanstack/react-query';
import {
  cancelWaste,
  confirmWaste,
  rescheduleWaste,
  submitWaste,
  type TimeWindow,
  useRefreshWaste,
} from './api.ts';

// Apart from api.ts, so the home pages' lists load without the mutation machinery.
type Action =
  | { kind: 'cancel'; reason: string }
  | { kind: 'confirm' }
  | { kind: 'submit' }
  | {
      kind: 'reschedule';
      input: { requestedPickupDate: CalendarDate; timeWindow: TimeWindow; message: string };
    };

function perform(id: string, action: Action) {
  switch (action.kind) {
    case 'cancel':
      return cancelWaste(id, action.reason);
    case 'confirm':
      return confirmWaste(id);
    case 'submit':
      return submitWaste(id);
    case 'reschedule':
      return rescheduleWaste(id, action.input);
  }
}

/** One mutation for the detail page's actions; the answer replaces the cached record. */
export function useWasteAction(id: string) {
  const refresh = useRefreshWaste();
  return useMutation({
    mutationFn: (action: Action) => perform(id, action),
    onSuccess: (answer) => refresh(answer.record),
  });
}
