import type { Actor } from './access.ts';

/**
 * Whose rows an actor's queries reach: the provider's staff every company's, anyone else only their
 * own company's (nothing while they have none). Every read and write query of a company's data takes
 * one, so no feature scopes its queries in a way of its own.
 */
export type CompanyScope = { kind: 'every' } | { kind: 'one'; companyId: string } | { kind: 'none' };

export function companyScope(actor: Actor): CompanyScope {
  if (actor.userType === 'internal') return { kind: 'every' };
  return actor.companyId ? { kind: 'one', companyId: actor.companyId } : { kind: 'none' };
}

/**
 * The one company a query reads: the scope's own, or for staff the company they chose (`wanted`); null
 * when staff chose none, or when the scope reaches no company at all.
 */
export function scopedCompanyId(scope: CompanyScope, wanted?: string | null): string | null {
  if (scope.kind === 'one') return scope.companyId;
  return scope.kind === 'every' ? (wanted ?? null) : null;
}
