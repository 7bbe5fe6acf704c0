import type { Actor } from '../../lib/access.ts';
import { type CompanyScope, companyScope } from '../../lib/company-scope.ts';

interface Parties {
  transporterId: string;
  receiverId: string;
}

/** Staff reach every journey; a partner the journeys it carries or receives; a customer none (it sees its records'). */
export function journeyScope(actor: Actor): CompanyScope {
  return actor.userType === 'customer' ? { kind: 'none' } : companyScope(actor);
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

function isTransporter(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'partner' && actor.companyId === journey.transporterId;
}

function isReceiver(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'partner' && actor.companyId === journey.receiverId;
}

/** The transporter's people hand over at pickup and scan at the hub; staff may do it for them. */
export function canCarry(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isTransporter(actor, journey);
}

/** The receiver's people receive and confirm processing; staff may do it for them. */
export function canReceive(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isReceiver(actor, journey);
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
