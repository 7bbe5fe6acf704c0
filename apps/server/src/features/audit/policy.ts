import type { Actor } from '../../lib/access.ts';

/** Who changed what is the provider's record: internal staff read it, customers and partners do not. */
export function canReadAudit(actor: Actor): boolean {
  return actor.userType === 'internal';
}
