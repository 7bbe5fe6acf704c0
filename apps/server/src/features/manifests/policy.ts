import type { Actor } from '../../lib/access.ts';
import { canReadJourney, drivesOnly } from '../journeys/public.ts';
import type { ManifestScope } from './queries.ts';

interface Parties {
  transporterId: string;
  receiverId: string;
  driverId: string | null;
}

/** The journey's transporter's and receiver's people; a driver account only on the journeys it drives. */
function isParty(actor: Actor, journey: Parties): boolean {
  return actor.userType === 'partner' && canReadJourney(actor, journey);
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

/**
 * A waste record's manifest: its customer's, and once it is on a journey, that journey's partners'; staff
 * any record's.
 */
export function canReadRecordManifest(
  actor: Actor,
  record: { companyId: string },
  journey: Parties | null,
): boolean {
  if (actor.userType === 'customer') return actor.companyId !== null && actor.companyId === record.companyId;
  return actor.userType === 'internal' || (journey !== null && canReadJourneyManifests(actor, journey));
}

/** Recording Festronik's number and status, and completing a waste's details, is the provider's staff's work. */
export function canKeepManifests(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Whose manifests a list shows: a customer those it sends, a partner its journeys', staff every one. */
export function manifestScope(actor: Actor): ManifestScope {
  if (actor.userType === 'internal') return { kind: 'every' };
  if (!actor.companyId) return { kind: 'none' };
  if (actor.userType === 'customer') return { kind: 'sender', companyId: actor.companyId };
  return drivesOnly(actor)
    ? { kind: 'driven', companyId: actor.companyId, driverId: actor.driverId }
    : { kind: 'party', companyId: actor.companyId };
}

/** Correcting and adding B3 waste codes is the provider's staff's work; everyone signed in searches them. */
export function canChangeCodes(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Allowing a pickup before Festronik gave the manifest a number is staff's decision, with a reason. */
export function canOverridePickup(actor: Actor): boolean {
  return actor.userType === 'internal';
}
