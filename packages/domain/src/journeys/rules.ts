import type { PartnerRole } from '../companies/rules.ts';
import type { CalendarDate } from '../shared/dates.ts';
import { awaitsConfirmation, type WasteStatus } from '../waste/status.ts';

/**
 * A journey's timeline stages, which the dashboard's funnel counts (DESIGN.md §3). The transit hub is
 * optional: a journey without one goes from pickup straight to processed.
 */
export const JOURNEY_STAGES = ['scheduled', 'pickup', 'transitHub', 'processed', 'completed'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** `JRN-<year>-<6 digits>`, numbered per year of the planned date, like waste transactions. */
export function journeyNumber(sequence: number, plannedOn: CalendarDate): string {
  return `JRN-${plannedOn.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/** The stages a journey passes, in order: the transit hub only on a journey that has one. */
export function journeyStages(hasTransitHub: boolean): readonly JourneyStage[] {
  return hasTransitHub ? JOURNEY_STAGES : JOURNEY_STAGES.filter((stage) => stage !== 'transitHub');
}

/** Stages only move forward, one at a time, never skipping the transit hub of a journey that has one. */
export function canMoveStage(from: JourneyStage, to: JourneyStage, hasTransitHub: boolean): boolean {
  const stages = journeyStages(hasTransitHub);
  const at = stages.indexOf(from);
  return at >= 0 && stages[at + 1] === to;
}

/** Records join or leave a journey only while nothing has been picked up. */
export function canChangeJourneyRecords(stage: JourneyStage): boolean {
  return stage === 'scheduled';
}

/** A record can be planned onto a journey once it is waiting and the team has confirmed it. */
export function canJoinJourney(record: { status: WasteStatus; confirmedAt: unknown }): boolean {
  return record.status === 'waiting' && !awaitsConfirmation(record);
}

interface Party {
  partnerRoles: readonly PartnerRole[];
}

export type JourneyPartiesProblem = 'notTransporter' | 'notReceiver';

/**
 * Why a transporter and receiver cannot carry a journey together, or null when they can. Each must
 * hold its role; so one company is both only when it holds both roles, as the issue asks.
 */
export function journeyPartiesProblem(transporter: Party, receiver: Party): JourneyPartiesProblem | null {
  if (!transporter.partnerRoles.includes('transporter')) return 'notTransporter';
  return receiver.partnerRoles.includes('receiver') ? null : 'notReceiver';
}

const hundredths = (value: number) => Math.round(value * 100);

export interface ArrivedRecord {
  /** The quantity weighed at pickup, in the record's unit. */
  sent: number;
  /** The quantity the receiver entered, or null while the record has not arrived. */
  received: number | null;
}

/**
 * Whether a record has arrived whole: a received quantity short of what was sent by more than the
 * tolerance (a setting; 0 by default), or no arrival at all, is a partial delivery.
 */
export function arrivedWhole(record: ArrivedRecord, tolerance = 0): boolean {
  if (record.received === null) return false;
  return hundredths(record.received) >= hundredths(record.sent) - hundredths(tolerance);
}

/**
 * The records' statuses once the receiver has finished: every record whole makes them all delivered;
 * otherwise the short or missing ones are partially delivered and the journey has a discrepancy that
 * staff resolve.
 */
export function deliveryOutcome(records: readonly ArrivedRecord[], tolerance = 0) {
  const statuses = records.map((record) =>
    arrivedWhole(record, tolerance) ? ('delivered' as const) : ('partiallyDelivered' as const),
  );
  return { statuses, discrepancy: statuses.includes('partiallyDelivered') };
}

/** A journey runs until it is completed or cancelled; its stage says how far it has come. */
export const JOURNEY_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** What a journey's timeline records: planning, every handover and scan, and how it ended. */
export const JOURNEY_EVENT_KINDS = [
  'created',
  'recordAdded',
  'recordRemoved',
  'assigned',
  'pickedUp',
  'hubIn',
  'hubOut',
  'received',
  'deliveryClosed',
  'processed',
  'discrepancyResolved',
  'completed',
  'cancelled',
] as const;
export type JourneyEventKind = (typeof JOURNEY_EVENT_KINDS)[number];

/** How staff settle a short delivery: the lower quantity is what was delivered, or the rest is lost. */
export const DISCREPANCY_RESOLUTIONS = ['acceptLower', 'remainderLost'] as const;
export type DiscrepancyResolution = (typeof DISCREPANCY_RESOLUTIONS)[number];

/**
 * What a journey's vehicle must carry, in kg: the records counted in kg. Records counted in bins have
 * no known weight, so the capacity check cannot weigh them.
 */
export function plannedLoadKg(records: ReadonlyArray<{ unit: string; quantity: number }>): number {
  const hundredths = records.reduce(
    (sum, record) => sum + (record.unit === 'kg' ? Math.round(record.quantity * 100) : 0),
    0,
  );
  return hundredths / 100;
}

export interface JourneyRecordState {
  status: WasteStatus;
  receivedAt: unknown;
}

/** Whether the receiver has received every record, whole or short (none: nothing to receive). */
export function everyRecordReceived(records: ReadonlyArray<{ status: WasteStatus }>): boolean {
  return (
    records.length > 0 &&
    records.every((record) => record.status === 'delivered' || record.status === 'partiallyDelivered')
  );
}

/**
 * Where a journey's stepper stands: how many of its stages are behind it (`passed`) and which one is
 * under way (`current`, none once completed). The stored stage moves to processed only when the
 * receiver confirms processing; once every record was received the road is already behind the
 * journey, so pickup (and the hub) are ticked and the receiver's processing is the step under way.
 */
export function stepperPosition(
  journey: { status: JourneyStatus; stage: JourneyStage; hasTransitHub: boolean },
  received: boolean,
): { stages: readonly JourneyStage[]; passed: number; current: number | null } {
  const stages = journeyStages(journey.hasTransitHub);
  if (journey.status === 'completed') return { stages, passed: stages.length, current: null };
  const at =
    received && journey.status === 'active' && isOnTheRoad(journey)
      ? stages.indexOf('processed')
      : stages.indexOf(journey.stage);
  return { stages, passed: at, current: at };
}

/**
 * How far a journey's handovers have come, from its records and the kinds of its timeline's events:
 * the receiver scans arrivals once everything is picked up and, on a hub journey, has left the hub,
 * until every record is delivered or partially delivered.
 */
export function journeyProgress(
  journey: { status: JourneyStatus; stage: JourneyStage; hasTransitHub: boolean },
  records: readonly JourneyRecordState[],
  eventKinds: readonly JourneyEventKind[],
) {
  const active = journey.status === 'active';
  const pickedUp = records.length > 0 && records.every((record) => record.status !== 'journeyAssigned');
  const leftHub = eventKinds.includes('hubOut');
  const onWayToReceiver = journey.hasTransitHub
    ? journey.stage === 'transitHub' && leftHub
    : journey.stage === 'pickup';
  const delivered = everyRecordReceived(records);
  return {
    active,
    pickedUp,
    receiving: active && pickedUp && onWayToReceiver && !delivered,
    delivered,
    shortRecords: records.some((record) => record.status === 'partiallyDelivered'),
    leftHub,
  };
}

/**
 * Whether a journey is on the road: active, after its first pickup and before the receiver confirmed
 * processing. Only then does the driver's phone send its position, and only then does the tracking
 * map show the journey moving.
 */
export function isOnTheRoad(journey: { status: JourneyStatus; stage: JourneyStage }): boolean {
  return journey.status === 'active' && (journey.stage === 'pickup' || journey.stage === 'transitHub');
}

/** The stages a journey is on the road in, for queries. */
export const ON_THE_ROAD_STAGES = ['pickup', 'transitHub'] as const satisfies readonly JourneyStage[];

/** How far ahead of the server's clock a phone's time may be: clocks drift by a minute or two, no more. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/**
 * Whether a time a phone reports for a handover or a position cannot be true: more than five minutes
 * after `now`. A time in the past is always possible, since a phone without signal sends it later.
 */
export function isBeyondNow(at: Date, now: Date): boolean {
  return at.getTime() - now.getTime() > MAX_CLOCK_AHEAD_MS;
}
