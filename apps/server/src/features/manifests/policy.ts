import type { Actor } from '../../lib/access.ts';

interface Parties {
  transporterId: string;
  receiverId: string;
}

function isParty(actor: Actor, journey: Parties): boolean {
  return (
    actor.userType === 'partner' &&
    actor.companyId !== null &&
    (actor.companyId === journey.transporterId || actor.companyId === journey.receiverId)
  );
}

/** Every manifest of a journey: staff, and the journey's transporter and receiver. */
export function canReadJourneyManifests(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'internal' || isParty(actor, journey);
}

/** One sender's manifest: also that sender's own people (a customer sees only the manifests it sends). */
export function canReadManifest(actor: Actor, journey: Parties, senderId: string): boolean {
  if (actor.userType === 'customer') return actor.companyId !== null && actor.companyId === senderId;
  return canReadJourneyManifests(actor, journey);
}

/** Recording Festronik's number and status, and completing a waste's details, is the provider's staff's work. */
export function canKeepManifests(actor: Actor): boolean {
  return actor.userType === 'internal';
}
