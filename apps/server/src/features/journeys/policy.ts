import { isOnTheRoad, type JourneyStage, type JourneyStatus } from '@sirkula/domain/journeys/rules';
import type { Actor } from '../../lib/access.ts';
import { type CompanyScope, companyScope } from '../../lib/company-scope.ts';

interface Parties {
  transporterId: string;
  receiverId: string;
  /** The driver assigned to it, if any. */
  driverId: string | null;
}

/**
 * Whose journeys an actor reaches: staff every one; a partner those it carries or receives, except a
 * driver account, which reaches the journeys assigned to it (`driven`); a customer none (it sees its
 * records').
 */
export type JourneyScope = CompanyScope | { kind: 'driven'; companyId: string; driverId: string };

/**
 * A driver account works on the journeys assigned to it: a partner account linked to one of its
 * company's drivers, unless it is one of the company's admins, who see all of the company's journeys.
 */
export function drivesOnly(actor: Actor): actor is Actor & { companyId: string; driverId: string } {
  return (
    actor.userType === 'partner' &&
    actor.role !== 'admin' &&
    actor.companyId !== null &&
    typeof actor.driverId === 'string'
  );
}

export function journeyScope(actor: Actor): JourneyScope {
  if (actor.userType === 'customer') return { kind: 'none' };
  if (drivesOnly(actor)) return { kind: 'driven', companyId: actor.companyId, driverId: actor.driverId };
  return companyScope(actor);
}

export function canListJourneys(actor: Actor): boolean {
  return actor.userType === 'internal' || (actor.userType === 'partner' && actor.companyId !== null);
}

export function canReadJourney(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isTransporter(actor, journey) || isReceiver(actor, journey);
}

/** Planning, changing, cancelling and settling journeys is the provider's staff's work. */
export function canPlanJourneys(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** The transporter's people; of them, a driver account only on the journeys assigned to it. */
function isTransporter(actor: Actor, journey: Parties): boolean {
  if (actor.userType !== 'partner' || actor.companyId !== journey.transporterId) return false;
  return !drivesOnly(actor) || journey.driverId === actor.driverId;
}

/** The receiver's people; a driver account drives, it does not receive. */
function isReceiver(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'partner' && actor.companyId === journey.receiverId && !drivesOnly(actor);
}

/** The transporter's people hand over at pickup and scan at the hub; staff may do it for them. */
export function canCarry(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isTransporter(actor, journey);
}

/** The receiver's people receive and confirm processing; staff may do it for them. */
export function canReceive(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isReceiver(actor, journey);
}

/**
 * The phone that reports where the vehicle is: the account of the driver assigned to the journey, while
 * the journey is on the road.
 */
export function canSendPositions(
  actor: Actor,
  journey: Parties & { status: JourneyStatus; stage: JourneyStage },
): boolean {
  return (
    actor.userType === 'partner' &&
    typeof actor.driverId === 'string' &&
    actor.driverId === journey.driverId &&
    isOnTheRoad(journey)
  );
}

/** A customer follows the journeys of its own records; staff and the journey's partners as well. */
export function canFollowRecord(
  actor: Actor,
  record: { companyId: string },
  journey: Parties | null,
): boolean {
  if (actor.userType === 'customer') return actor.companyId === record.companyId;
  return actor.userType === 'internal' || (journey !== null && canReadJourney(actor, journey));
}
