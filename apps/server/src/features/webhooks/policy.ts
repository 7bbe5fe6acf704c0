import type { Actor } from '../../lib/access.ts';

/**
 * Webhooks send a company's events out of the platform: its admins and the provider's staff read
 * them; its admins and the provider's admins change them. A company's members do neither.
 */
export function canReadWebhooks(actor: Actor): boolean {
  return actor.userType === 'internal' || (actor.role === 'admin' && actor.companyId !== null);
}

export function canManageWebhooks(actor: Actor): boolean {
  return actor.role === 'admin' && (actor.userType === 'internal' || actor.companyId !== null);
}

/** The company a new subscription belongs to: staff name it; anyone else subscribes their own. */
export function subscribingCompany(actor: Actor, wanted: string | null): string | null {
  if (actor.userType === 'internal') return wanted;
  if (wanted && wanted !== actor.companyId) return null;
  return actor.companyId;
}
