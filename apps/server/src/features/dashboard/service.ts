import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import {
  type DashboardPeriod,
  dashboardWindow,
  FIGURES_OF,
  journeyFunnel,
  wasteDistribution,
} from '@sirkula/domain/dashboard/rules';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { dashboardPortal, dashboardScope } from './policy.ts';
import { distributionCounts, figureCounts, stageCounts } from './queries.ts';

/**
 * One portal's dashboard: three aggregate statements, sent together, each on committed data as it is
 * at the request (nothing is cached between requests).
 */
export async function dashboard(
  db: Db,
  actor: Actor,
  period: DashboardPeriod,
  now: Date,
): Promise<DashboardAnswer> {
  const scope = dashboardScope(actor);
  const window = dashboardWindow(period, now);
  const today = jakartaToday(now);
  const [stages, distribution, figures] = await Promise.all([
    stageCounts(db, scope, window),
    distributionCounts(db, scope, window),
    figureCounts(db, scope, { today, tomorrow: addDays(today, 1) }),
  ]);
  return {
    period,
    ...window,
    today,
    funnel: journeyFunnel(stages),
    distribution: wasteDistribution(distribution),
    figures: FIGURES_OF[dashboardPortal(actor)].map((key) => ({ key, count: figures[key] })),
  };
}
