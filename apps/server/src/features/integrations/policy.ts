import type { Actor } from '../../lib/access.ts';

/**
 * Keys reach a company's data without a person: the provider's admins manage every key (the
 * provider's own included); a company's admins manage their own company's, and nobody else any.
 */
export function canManageKeysOf(actor: Actor, companyId: string | null): boolean {
  if (actor.keyId) return false;
  if (actor.userType === 'internal') return actor.role === 'admin';
  return actor.role === 'admin' && companyId !== null && actor.companyId === companyId;
}

/** Whether the actor manages keys at all, and of which company: every one (null) or their own. */
export function keyManagerScope(actor: Actor): { companyId: string | null } | null {
  if (actor.keyId || actor.role !== 'admin') return null;
  if (actor.userType === 'internal') return { companyId: null };
  return actor.companyId ? { companyId: actor.companyId } : null;
}
