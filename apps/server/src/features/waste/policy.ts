import type { WasteActor } from '@sirkula/domain/waste/rules';
import type { Actor } from '../../lib/access.ts';
import { type CompanyScope, companyScope } from '../../lib/company-scope.ts';
import { drivesOnly } from '../journeys/public.ts';

/** The domain's name for who is acting on a waste record. */
export function wasteActor(actor: Actor): WasteActor {
  return actor.userType;
}

/**
 * Whose records an actor reaches: staff every company's, a customer its own, a partner the records on
 * the journeys it carries or receives (`carried`), whoever's they are; a driver account those on the
 * journeys assigned to it (`driverId`).
 */
export type WasteScope = CompanyScope | { kind: 'carried'; companyId: string; driverId: string | null };

export function wasteScope(actor: Actor): WasteScope {
  if (actor.userType !== 'partner') return companyScope(actor);
  if (drivesOnly(actor)) return { kind: 'carried', companyId: actor.companyId, driverId: actor.driverId };
  return actor.companyId ? { kind: 'carried', companyId: actor.companyId, driverId: null } : { kind: 'none' };
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

/**
 * A record's price is for whoever pays or bills it: the provider's staff and the customer company. The
 * partners carrying or receiving it are paid under their own contracts and are not sent it.
 */
export function seesWastePrice(actor: Actor): boolean {
  return actor.userType === 'internal' || actor.userType === 'customer';
}

export function canConfirmPickup(actor: Actor): boolean {
  return actor.userType === 'internal';
}
