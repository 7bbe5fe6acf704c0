import type { JourneyEventKind } from '@sirkula/domain/journeys';
import type { WasteStatus } from '@sirkula/domain/waste-status';
import type { Actor } from '../../lib/access.ts';
import { canCarry, canPlanJourneys, canReceive } from './policy.ts';
import type { JourneyRow } from './queries.ts';

interface RecordState {
  status: WasteStatus;
  receivedAt: Date | null;
}

/** How far a journey's handovers have come, read from its records and timeline. */
export function progress(
  journey: JourneyRow,
  records: readonly RecordState[],
  events: ReadonlyArray<{ kind: JourneyEventKind }>,
) {
  const active = journey.status === 'active';
  const pickedUp = records.length > 0 && records.every((record) => record.status !== 'journeyAssigned');
  const leftHub = events.some((event) => event.kind === 'hubOut');
  const onWayToReceiver = journey.transitHubId
    ? journey.stage === 'transitHub' && leftHub
    : journey.stage === 'pickup';
  const delivered =
    records.length > 0 &&
    records.every((record) => record.status === 'delivered' || record.status === 'partiallyDelivered');
  return {
    active,
    pickedUp,
    /** The receiver may scan arrivals: everything was picked up and, on a hub journey, has left the hub. */
    receiving: active && pickedUp && onWayToReceiver && !delivered,
    delivered,
    shortRecords: records.some((record) => record.status === 'partiallyDelivered'),
    leftHub,
  };
}
export type Progress = ReturnType<typeof progress>;

/** What this actor may do with the journey now, so the screens offer only possible actions. */
export function permissions(
  actor: Actor,
  journey: JourneyRow,
  records: readonly RecordState[],
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
  };
}
