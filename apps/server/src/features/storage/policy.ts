import type { Actor } from '../../lib/access.ts';

/** Internal staff read every company's files; anyone else only their own company's. */
export function canReadFile(actor: Actor, file: { companyId: string | null }): boolean {
  if (actor.userType === 'internal') return true;
  return file.companyId !== null && file.companyId === actor.companyId;
}

/** Deleting stored objects reaches every company's files: the provider's admins only. */
export function canDeleteOrphans(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}
