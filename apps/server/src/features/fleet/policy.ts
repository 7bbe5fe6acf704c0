import type { Actor } from '../../lib/access.ts';

/** Vehicles, drivers and dispatch are the provider's work: internal staff only. */
export function canManageFleet(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** The account a driver uses on the phone must be a partner account of the driver's own transporter. */
export function mayDriveFor(account: { userType: string; companyId: string | null }, companyId: string) {
  return account.userType === 'partner' && account.companyId === companyId;
}
