import type { BinMapFilter, BinMapState } from '@sirkula/domain/smartbins/inputs';
import { type BinThresholds, SENSOR_STATES } from '@sirkula/domain/smartbins/rules';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, smartBins } from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { normalCondition, stateCondition } from './queries.ts';

// The map of bins: every live bin with a position in one query, each with its worst state.

/**
 * A bin's worst state in SQL: the first of `SENSOR_STATES` whose condition holds (the list's filter
 * conditions, so the map and the list agree), `normal` when none does, `noSensor` without a sensor.
 * A condition on a missing value is null, which a `when` passes over like false.
 */
function worstState(defaults: BinThresholds, now: Date): SQL<BinMapState> {
  const cases = SENSOR_STATES.map(
    (state) => sql`when ${stateCondition(state, defaults, now)} then ${sql.raw(`'${state}'`)}`,
  );
  return sql<BinMapState>`case when not ${smartBins.hasSensor} then 'noSensor' ${sql.join(cases, sql` `)} else 'normal' end`;
}

function stateFilter(state: BinMapState | undefined, defaults: BinThresholds, now: Date): SQL | undefined {
  if (!state) return undefined;
  if (state === 'noSensor') return eq(smartBins.hasSensor, false);
  const holds = state === 'normal' ? normalCondition(defaults, now) : stateCondition(state, defaults, now);
  return and(eq(smartBins.hasSensor, true), holds);
}

/** Six decimals, about ten centimetres: a bin's place needs no more, and 10,000 of them travel lighter. */
const rounded = (column: AnyPgColumn) => sql<number>`round(${column}::numeric, 6)::float8`.mapWith(Number);

/**
 * Every live bin with a position within the scope (and the customer staff chose), with its worst
 * state: the where clause is the list's (live, the company, the state), so a customer's map reads
 * its company's bins along the company's index.
 */
export function binsOnMap(
  db: Db,
  filter: BinMapFilter,
  scope: CompanyScope,
  context: { defaults: BinThresholds; now: Date },
) {
  return db
    .select({
      id: smartBins.id,
      label: smartBins.label,
      companyName: companies.name,
      latitude: rounded(smartBins.latitude),
      longitude: rounded(smartBins.longitude),
      state: worstState(context.defaults, context.now),
      fillPercent: smartBins.lastFillPercent,
    })
    .from(smartBins)
    .innerJoin(companies, eq(companies.id, smartBins.companyId))
    .where(
      and(
        isNull(smartBins.deletedAt),
        withinScope(smartBins.companyId, scope, filter.companyId),
        isNotNull(smartBins.latitude),
        isNotNull(smartBins.longitude),
        stateFilter(filter.state, context.defaults, context.now),
      ),
    );
}
