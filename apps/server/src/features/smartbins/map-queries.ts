import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
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
const rounded = (column: AnyPgColumn) => sql`round(${column} * 1e6::float8) / 1e6::float8`;

/** One bin as the query's JSON writes it, in the answer's order of fields. */
type MapRow = [string, string, string, number, number, BinMapState, number | null];

/**
 * Every live bin with a position within the scope (and the customer staff chose), with its worst
 * state: the where clause is the list's (live, the company, the state), so a customer's map reads its
 * company's bins along the company's index.
 *
 * The bins come back as one JSON array of arrays, parsed at once, rather than as 10,000 rows: on PGlite,
 * which runs on the server's own thread, reading rows field by field costs three times as long
 * (bench/bin-map.ts).
 */
export async function binsOnMap(
  db: Db,
  filter: BinMapFilter,
  scope: CompanyScope,
  context: { defaults: BinThresholds; now: Date },
): Promise<BinMapPoint[]> {
  const fields = sql.join(
    [
      smartBins.id,
      smartBins.label,
      companies.name,
      rounded(smartBins.latitude),
      rounded(smartBins.longitude),
      worstState(context.defaults, context.now),
      smartBins.lastFillPercent,
    ],
    sql`, `,
  );
  const [answer] = await db
    .select({ bins: sql<string>`coalesce(json_agg(json_build_array(${fields})), '[]')::text` })
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
  const rows: MapRow[] = JSON.parse(answer?.bins ?? '[]');
  return rows.map(([id, label, companyName, latitude, longitude, state, fillPercent]) => ({
    id,
    label,
    companyName,
    latitude,
    longitude,
    state,
    fillPercent,
  }));
}
