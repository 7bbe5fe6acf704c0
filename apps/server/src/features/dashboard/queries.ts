import type {
  DashboardFigure,
  DashboardWindow,
  DistributionCount,
  StageCount,
} from '@sirkula/domain/dashboard/rules';
import { ON_ROAD_STAGES } from '@sirkula/domain/journeys/inputs';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { AWAITING_PICKUP_STATUSES, OPEN_WASTE_STATUSES } from '@sirkula/domain/waste/status';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { journeyRecords, journeys, wasteRecords } from '../../db/schema.ts';
import type { DashboardScope } from './policy.ts';

/** A list of words as SQL's `('a', 'b')`, for the fixed status lists of the domain. */
function words(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

const OPEN = words(OPEN_WASTE_STATUSES);
const AWAITING_PICKUP = words(AWAITING_PICKUP_STATUSES);
const ON_ROAD = words(ON_ROAD_STAGES);

type PartnerScope = Extract<DashboardScope, { kind: 'partner' }>;

/** A partner's side of a journey: it carries or receives it; a driver account's, it drives it. */
const partnerOf = ({ companyId, driverId }: PartnerScope) =>
  driverId
    ? sql`(${journeys.transporterId} = ${companyId} and ${journeys.driverId} = ${driverId})`
    : sql`(${journeys.transporterId} = ${companyId} or ${journeys.receiverId} = ${companyId})`;

/** The same, of a journey read as `j`. */
const partnerOfJ = ({ companyId, driverId }: PartnerScope) =>
  driverId
    ? sql`(j.transporter_id = ${companyId} and j.driver_id = ${driverId})`
    : sql`(j.transporter_id = ${companyId} or j.receiver_id = ${companyId})`;

/**
 * Journeys that carry a record of this customer now, asked of each journey of the window through its
 * index: `offset 0` keeps PostgreSQL from turning it into a join that would read every journey record
 * the customer ever had (a large customer has tens of thousands).
 */
const carryingCustomer = (companyId: string) =>
  sql`exists (select 1 from ${journeyRecords} jr
    where jr.journey_id = ${journeys.id} and jr.customer_id = ${companyId} and jr.left_at is null offset 0)`;

/**
 * The funnel's journeys: planned on the window's first day or later (the days ahead already planned
 * included, all still scheduled), cancelled ones left out, each counted once in its current stage.
 * A customer's are the journeys carrying its records; a partner's those it carries or receives.
 */
export async function stageCounts(db: Db, scope: DashboardScope, window: DashboardWindow) {
  if (scope.kind === 'none') return [];
  const within =
    scope.kind === 'customer'
      ? sql`and ${carryingCustomer(scope.companyId)}`
      : scope.kind === 'partner'
        ? sql`and ${partnerOf(scope)}`
        : sql``;
  const result = await db.execute(sql`select ${journeys.stage} as stage, ${journeys.status} as status,
      count(*)::int as count
    from ${journeys}
    where ${journeys.plannedOn} >= ${window.from}
      and ${journeys.status} <> 'cancelled' ${within}
    group by 1, 2`);
  return rowsOf<StageCount>(result);
}

/**
 * The distribution's records: requested (not drafts) and not cancelled, with their requested quantity
 * in their own unit (kg or bins; decision 013 says why not the weighed one). Staff's and
 * a customer's are the records requested within the window (their transaction date); a partner's are
 * the records on its journeys planned within the window.
 */
export async function distributionCounts(db: Db, scope: DashboardScope, window: DashboardWindow) {
  if (scope.kind === 'none') return [];
  const groups = sql`group by 1, 2, 3`;
  const columns = sql`select r.type as type,
      case when r.type = 'b3' then r.waste_code end as "wasteCode",
      r.unit as unit, count(*)::int as count, coalesce(sum(r.quantity), 0)::float8 as quantity`;
  const result =
    scope.kind === 'partner'
      ? // The window's journeys of the partner (few), then their records one journey at a time:
        // `offset 0` keeps the lateral lookup from becoming a join over every journey record.
        await db.execute(sql`${columns}
          from ${journeys} j
          cross join lateral (select c.waste_record_id from ${journeyRecords} c
            where c.journey_id = j.id and c.left_at is null offset 0) jr
          join ${wasteRecords} r on r.id = jr.waste_record_id
          where j.planned_on between ${window.from} and ${window.to}
            and j.status <> 'cancelled'
            and ${partnerOfJ(scope)}
            and r.status not in ('drafted', 'cancelled')
          ${groups}`)
      : await db.execute(sql`${columns}
          from ${wasteRecords} r
          where r.transaction_date between ${window.from} and ${window.to}
            and r.status not in ('drafted', 'cancelled')
            ${scope.kind === 'customer' ? sql`and r.company_id = ${scope.companyId}` : sql``}
          ${groups}`);
  return rowsOf<DistributionCount>(result);
}

type Figures = Record<DashboardFigure, number>;
const NOTHING: Figures = {
  openRequests: 0,
  waitingForPickup: 0,
  pickupsToday: 0,
  pickupsTomorrow: 0,
  onTheRoad: 0,
  partialDeliveries: 0,
};

/** Records in these statuses, counted within a customer's records or everyone's. */
function recordsIn(statuses: SQL, scope: DashboardScope, extra: SQL = sql``): SQL {
  const company = scope.kind === 'customer' ? sql`and r.company_id = ${scope.companyId}` : sql``;
  return sql`(select count(*)::int from ${wasteRecords} r where r.status in ${statuses} ${company} ${extra})`;
}

/** Journeys in the scope matching a condition. */
function journeysWhere(condition: SQL): SQL {
  return sql`(select count(*)::int from ${journeys} j where ${condition})`;
}

/**
 * A partner's key figures: its open records are the ones on its live journeys, read once from its
 * active journeys (each side through its partial index; a union, as one company may be both) and
 * counted for every figure in the same pass.
 */
async function partnerFigures(
  db: Db,
  scope: PartnerScope,
  days: { today: CalendarDate; tomorrow: CalendarDate },
): Promise<Figures> {
  const { companyId, driverId } = scope;
  const ours = partnerOfJ(scope);
  const live = driverId
    ? sql`select id from ${journeys} where status = 'active' and transporter_id = ${companyId}
        and driver_id = ${driverId}`
    : sql`select id from ${journeys} where status = 'active' and transporter_id = ${companyId}
        union select id from ${journeys} where status = 'active' and receiver_id = ${companyId}`;
  const open = sql`r.status in ${OPEN}`;
  const result = await db.execute(sql`select 0 as "openRequests",
      (count(*) filter (where r.status in ${AWAITING_PICKUP}))::int as "waitingForPickup",
      (count(*) filter (where ${open} and r.requested_pickup_date = ${days.today}))::int as "pickupsToday",
      (count(*) filter (where ${open} and r.requested_pickup_date = ${days.tomorrow}))::int as "pickupsTomorrow",
      (select count(*)::int from ${journeys} j
        where j.status = 'active' and j.stage in ${ON_ROAD} and ${ours}) as "onTheRoad",
      (select count(*)::int from ${journeys} j
        where j.discrepancy_at is not null and j.discrepancy_resolved_at is null and ${ours}) as "partialDeliveries"
    from (${live}) live
    join ${journeyRecords} jr on jr.journey_id = live.id and jr.left_at is null
    join ${wasteRecords} r on r.id = jr.waste_record_id`);
  return rowsOf<Figures>(result)[0] ?? NOTHING;
}

/**
 * The key figures as they are now, in one statement of small counts, each served by an index: records
 * awaiting pickup, open pickups of today and tomorrow (WIB), what is on the road and the partial
 * deliveries still to settle. A customer has no journeys of its own, so its road and partial delivery
 * figures are its records in those states.
 */
export async function figureCounts(
  db: Db,
  scope: DashboardScope,
  days: { today: CalendarDate; tomorrow: CalendarDate },
): Promise<Figures> {
  if (scope.kind === 'none') return NOTHING;
  if (scope.kind === 'partner') return partnerFigures(db, scope, days);
  const onDay = (day: CalendarDate) => recordsIn(OPEN, scope, sql`and r.requested_pickup_date = ${day}`);
  const road =
    scope.kind === 'customer'
      ? recordsIn(sql`('onProgress')`, scope)
      : journeysWhere(sql`j.status = 'active' and j.stage in ${ON_ROAD}`);
  const partial =
    scope.kind === 'customer'
      ? recordsIn(sql`('partiallyDelivered')`, scope)
      : journeysWhere(sql`j.discrepancy_at is not null and j.discrepancy_resolved_at is null`);
  const result = await db.execute(sql`select
      ${scope.kind === 'customer' ? recordsIn(OPEN, scope) : sql`0`} as "openRequests",
      ${recordsIn(AWAITING_PICKUP, scope)} as "waitingForPickup",
      ${onDay(days.today)} as "pickupsToday",
      ${onDay(days.tomorrow)} as "pickupsTomorrow",
      ${road} as "onTheRoad",
      ${partial} as "partialDeliveries"`);
  return rowsOf<Figures>(result)[0] ?? NOTHING;
}
