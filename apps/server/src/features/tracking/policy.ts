import type { Actor } from '../../lib/access.ts';

/** The tracking map and its list show every customer's records: the provider's staff only. */
export function canSeeTrackingMap(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/**
 * Only the journey's driver sends where the vehicle is: the partner account linked to the driver
 * assigned to it. Not staff, not another of the transporter's people, not the receiver.
 */
export function canSendPosition(actor: Actor, driverUserId: string | null): boolean {
  return actor.userType === 'partner' && driverUserId !== null && driverUserId === actor.id;
}
