import type { Actor } from '../../lib/access.ts';

/** The provider's staff see every bin; a customer's users see their company's; partners none. */
export function canReadBins(actor: Actor): boolean {
  return actor.userType === 'internal' || actor.userType === 'customer';
}

export function canReadBin(actor: Actor, bin: { companyId: string }): boolean {
  return (
    actor.userType === 'internal' || (actor.userType === 'customer' && actor.companyId === bin.companyId)
  );
}

/** Placing, changing and removing bins is the provider's work. */
export function canManageBins(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Acknowledging an alert says the provider has acted on it: staff do. */
export function canAcknowledgeAlerts(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Planning a journey from bins is the provider's work; a customer requests the pickups only. */
export function canPlanCollections(actor: Actor): boolean {
  return actor.userType === 'internal';
}
