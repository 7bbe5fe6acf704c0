import type { WasteActor } from '@sirkula/domain/waste';
import type { Actor } from '../../lib/access.ts';
import { type CompanyScope, companyScope } from '../../lib/company-scope.ts';

/** The domain's name for who is acting on a waste record. */
export function wasteActor(actor: Actor): WasteActor {
  return actor.userType;
}

/** Internal staff see every record; a customer sees its company's. Partners see records on their journeys. */
export function canReadWaste(actor: Actor, record: { companyId: string }): boolean {
  return (
    actor.userType === 'internal' || (actor.userType === 'customer' && actor.companyId === record.companyId)
  );
}

/** Whose records an actor's lists reach. Partners will see the records on journeys they carry or receive; until journeys exist, none. */
export function wasteScope(actor: Actor): CompanyScope {
  return actor.userType === 'partner' ? { kind: 'none' } : companyScope(actor);
}

/** A customer account not yet attached to a company has no records to list, and is told so. */
export function canListWaste(actor: Actor): boolean {
  return actor.userType !== 'customer' || actor.companyId !== null;
}

/** Customers request pickups for their own company; internal staff for any customer. */
export function canRequestPickup(actor: Actor): boolean {
  return actor.userType === 'internal' || (actor.userType === 'customer' && actor.companyId !== null);
}

/** Whom a pickup may be requested for: staff for any customer company, a customer for its own only. */
export function canRequestPickupFor(actor: Actor, companyId: string): boolean {
  return actor.userType === 'internal' || (actor.userType === 'customer' && actor.companyId === companyId);
}

/** Staff act on a customer's behalf, so what they are told speaks of the customer, not to them. */
export function actsForCustomer(actor: Actor): boolean {
  return actor.userType === 'internal';
}

export function canConfirmPickup(actor: Actor): boolean {
  return actor.userType === 'internal';
}
