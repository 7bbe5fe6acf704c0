import {
  type JourneyEventKind,
  type JourneyRecordState,
  journeyProgress,
} from '@sirkula/domain/journeys/rules';
import type { Actor } from '../../lib/access.ts';
import { canCarry, canPlanJourneys, canReceive, canSendPositions } from './policy.ts';
import type { JourneyRow } from './queries.ts';

/** How far a journey's handovers have come; the domain reads it from its records and timeline. */
export function progress(
  journey: JourneyRow,
  records: readonly JourneyRecordState[],
  events: ReadonlyArray<{ kind: JourneyEventKind }>,
) {
  return journeyProgress(
    { status: journey.status, stage: journey.stage, hasTransitHub: journey.transitHubId !== null },
    records,
    events.map((event) => event.kind),
  );
}

/** What this actor may do with the journey now, so the screens offer only possible actions. */
export function permissions(
  actor: Actor,
  journey: JourneyRow,
  records: readonly JourneyRecordState[],
  events: ReadonlyArray<{ kind: JourneyEventKind }>,
) {
  const state = progress(journey, records, events);
  const staff = canPlanJourneys(actor);
  const carrier = canCarry(actor, journey) && state.active;
  const receiver = canReceive(actor, journey) && state.active;
  const scheduled = state.active && journey.stage === 'scheduled';
  return {
    changeRecords: staff && scheduled,
    cancel: staff && scheduled,
    assign: staff && scheduled,
    pickUp: carrier && (journey.stage === 'scheduled' || journey.stage === 'pickup') && !state.pickedUp,
    hubIn: carrier && journey.transitHubId !== null && journey.stage === 'pickup' && state.pickedUp,
    hubOut: carrier && journey.stage === 'transitHub' && !state.leftHub,
    receive: receiver && state.receiving && records.some((record) => record.receivedAt === null),
    closeDelivery: receiver && state.receiving,
    process: receiver && state.delivered && journey.stage !== 'processed' && journey.stage !== 'completed',
    resolve: staff && state.active && state.shortRecords,
    complete: staff && journey.stage === 'processed' && !state.shortRecords,
    sendPosition: canSendPositions(actor, journey),
  };
}
