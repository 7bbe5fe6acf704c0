import type { Portal } from '@sirkula/domain/auth/portals';
import type { Actor } from '../../lib/access.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { drivesOnly } from '../journeys/public.ts';

/**
 * Whose figures a dashboard counts: staff every company's; a customer its own records and the journeys
 * carrying them; a partner the journeys it carries or receives and the records on them, a driver
 * account only the journeys assigned to it (`driverId`). An account without a company counts nothing.
 */
export type DashboardScope =
  | { kind: 'every' }
  | { kind: 'customer'; companyId: string }
  | { kind: 'partner'; companyId: string; driverId: string | null }
  | { kind: 'none' };

export function dashboardScope(actor: Actor): DashboardScope {
  const scope = companyScope(actor);
  if (scope.kind !== 'one') return scope;
  if (actor.userType !== 'partner') return { kind: 'customer', companyId: scope.companyId };
  return { kind: 'partner', companyId: scope.companyId, driverId: drivesOnly(actor) ? actor.driverId : null };
}

/** The portal whose key figures the actor sees. */
export function dashboardPortal(actor: Actor): Portal {
  return actor.userType;
}
