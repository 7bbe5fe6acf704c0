import { addMonths, jakartaToday } from '@sirkula/domain/shared/dates';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../lib/feature.ts';
import * as queries from './queries.ts';
import { completeRun, failRun, SCHEDULED_RUN } from './run.ts';

/**
 * The `billingMonthly` job (the 1st, 02:00 WIB): last month's billing run, as staff start it from the
 * billing page and followed there the same way. A month with a run done or under way is left alone
 * (staff may have run it by hand); a failed attempt ends its run failed, and the retry starts another,
 * which bills only what the first did not (claims).
 */
export async function runLastMonth(deps: Pick<AppDeps, 'db'>, now: Date): Promise<string> {
  const month = addMonths(`${jakartaToday(now).slice(0, 7)}-01`, -1).slice(0, 7);
  const live = await queries.liveRunOf(deps.db, month);
  if (live) return `${month}: a run is already ${live.status === 'done' ? 'done' : 'under way'}`;
  const runDeps = { db: deps.db, clock: () => now };
  let run: queries.BillingRunRow;
  try {
    run = await queries.insertRun(deps.db, { month, startedBy: SCHEDULED_RUN, startedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) return `${month}: another run is under way`;
    throw error;
  }
  try {
    await completeRun(runDeps, { id: run.id });
  } catch (error) {
    await failRun(runDeps, run.id, error instanceof Error ? error.message : 'unknown');
    throw error;
  }
  const done = (await queries.findRun(deps.db, run.id))?.run;
  return `${month}: ${done?.invoicesMade ?? 0} invoices, ${done?.payablesMade ?? 0} payables, ${done?.recordsBilled ?? 0} records billed`;
}
