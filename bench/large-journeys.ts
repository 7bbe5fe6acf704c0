// Journeys for the large data set: the waste records already generated are carried, about ten a journey,
// by ~20 partner companies over the same two years. Everything is computed in SQL from the records, so a
// hundred thousand journeys and a million journey records load in seconds rather than minutes; the
// pseudo-random choices hash the journey's position, so the same records give the same journeys.
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import {
  journeyEvents,
  journeyRecords,
  journeys,
  numberSequences,
  transitHubs,
  wasteRecords,
} from '../apps/server/src/db/schema.ts';
import { suspendIndexes } from './bulk-load.ts';
import { CANCEL_REASONS } from './large-data-words.ts';

export interface JourneyDataOptions {
  journeys: number;
  /** The clock: journeys planned after this day (WIB) are still scheduled. */
  now: Date;
  /** How many partner companies (the first by name) carry and receive them. */
  partners?: number;
  onProgress?: (message: string) => void;
}

export interface JourneyDataResult {
  journeys: number;
  journeyRecords: number;
  events: number;
  partners: Array<{ id: string; name: string; journeys: number }>;
}

/** The series the journeys service numbers in; the seed leaves it at its last number. */
export const JOURNEY_SERIES = 'journey';

/** Cancelled journeys among all; their records left them and travelled on a later journey. */
const CANCELLED_SHARE = 0.03;

/** Records on their way or arrived are on a journey; drafts, waiting and cancelled ones are not. */
const CARRIED = sql`('journeyAssigned', 'onProgress', 'partiallyDelivered', 'delivered')`;

const HUBS = [
  { name: 'Hub Cikarang', address: 'Jl. Industri Selatan 5 Blok GG', city: 'Bekasi' },
  { name: 'Hub Gresik', address: 'Jl. Raya Manyar KM 11', city: 'Gresik' },
  { name: 'Hub Batam', address: 'Jl. Hang Kesturi Kav. 3', city: 'Batam' },
];

/** A number in [0, 1) from a hash of `value`: the same journey draws the same number every time. */
const uniform = (value: SQL) => sql`((hashint4(${value}) & 1048575) / 1048576.0)`;

/** A WIB day plus some hours, as the moment it is. */
const wib = (day: SQL, hours: SQL) =>
  sql`((${day} + make_interval(hours => (${hours})::int)) at time zone interval '+07:00')`;

async function partners(db: Db, limit: number) {
  const rows = rowsOf<{ id: string; name: string; roles: string[] }>(
    await db.execute(sql`select id, name, partner_roles as roles from companies
      where kind = 'partner' order by name limit ${limit}`),
  );
  const transporters = rows.filter((row) => row.roles.includes('transporter')).map((row) => row.id);
  const receivers = rows.filter((row) => row.roles.includes('receiver')).map((row) => row.id);
  if (transporters.length === 0 || receivers.length === 0) {
    throw new Error('Journeys need a transporter and a receiver among the partner companies');
  }
  return { rows, transporters, receivers };
}

/**
 * Each carried record's journey ("slot"): records are ordered by how far they got, pickup day and
 * customer (by name, so the order is the same every run), and cut into `live` runs of nine or ten, so
 * a journey's records share a state and a day, and mostly a customer.
 */
async function planSlots(db: Db, live: number, carried: number) {
  await db.execute(sql`create temporary table bench_plan on commit drop as
    select id, company_id, quantity, state, day,
      ((row_number() over (order by state, day, customer, transaction_number) - 1) * ${live}::bigint
        / ${carried})::int as slot
    from (
      select r.id, r.company_id, r.quantity, r.transaction_number, c.name as customer,
        coalesce(r.requested_pickup_date, r.transaction_date + 1) as day,
        case r.status when 'journeyAssigned' then 0 when 'onProgress' then 1
          when 'partiallyDelivered' then 2 else 3 end as state
      from ${wasteRecords} r join companies c on c.id = r.company_id
      where r.status in ${CARRIED}
        and not exists (select 1 from ${journeyRecords} j where j.waste_record_id = r.id)
    ) carried`);
}

/**
 * One row a journey: the live ones from the slots, then the cancelled ones, each an earlier plan of a
 * live journey's records. Stage and status follow the records' state and the journey's age.
 */
async function planJourneys(
  db: Db,
  options: { live: number; cancelled: number; partners: number; today: string; now: Date },
) {
  const { transporters, receivers } = await partners(db, options.partners);
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const hubs = rowsOf<{ id: string }>(await db.execute(sql`select id from ${transitHubs} order by name`));
  const ids = (values: string[]) =>
    sql`array[${sql.join(
      values.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  const u = (salt: number) => uniform(sql`slot * 7 + ${salt}`);
  // Transporters are drawn unevenly (a few carry most), receivers almost evenly.
  const transporter = sql`(${ids(transporters)})[1 + floor(power(${u(1)}, 1.8) * ${transporters.length})::int]`;
  const receiverAt = (shift: number) =>
    sql`(${ids(receivers)})[1 + (floor(power(${u(2)}, 1.2) * ${receivers.length})::int + ${shift}) % ${receivers.length}]`;
  const hub = hubs.length
    ? sql`case when ${u(3)} < 0.25 then (${ids(hubs.map((row) => row.id))})[1 + floor(${u(4)} * ${hubs.length})::int] end`
    : sql`null::uuid`;
  const today = sql`${options.today}::date`;
  await db.execute(sql`create temporary table bench_slots on commit drop as
    select slot, min(state) as state, max(day) as planned_on, ${transporter} as transporter_id,
      ${receiverAt(0)} as receiver_id, ${receiverAt(1)} as other_receiver_id, ${hub} as transit_hub_id,
      ${u(5)} as u5, ${u(6)} as u6
    from bench_plan group by slot`);
  await db.execute(sql`create temporary table bench_journeys on commit drop as
    with live as (
      select slot, slot as source, planned_on,
        transporter_id, case when receiver_id = transporter_id then other_receiver_id else receiver_id end
          as receiver_id,
        transit_hub_id, u5, u6, false as cancelled,
        case
          when state = 0 then 'scheduled'
          when state = 1 then case when transit_hub_id is not null and u5 < 0.6 then 'transitHub' else 'pickup' end
          when state = 2 then case when ${today} - planned_on > 14 then 'completed' else 'processed' end
          else case when ${today} - planned_on <= 7 and u5 < 0.6 then 'processed' else 'completed' end
        end as stage,
        case when state = 2 then ${wib(sql`planned_on`, sql`16`)} end as discrepancy_at,
        case when state = 2 and ${today} - planned_on > 14 then ${wib(sql`planned_on + 3`, sql`10`)} end
          as discrepancy_resolved_at
      from bench_slots
    ),
    cancelled as (
      select ${options.live}::int + c as slot, s.slot as source, s.planned_on - 1 - floor(s.u6 * 3)::int as planned_on,
        s.transporter_id, s.receiver_id, null::uuid as transit_hub_id, s.u5, s.u6, true as cancelled,
        'scheduled' as stage, null::timestamptz as discrepancy_at, null::timestamptz as discrepancy_resolved_at
      from generate_series(0, ${options.cancelled}::int - 1) as c
      join bench_slots s on s.slot = (c::bigint * ${options.live}::int / ${options.cancelled}::int)::int
    ),
    everything as (select * from live union all select * from cancelled),
    timed as (
      select *, least(${now},
        ${wib(sql`planned_on - 1 - floor(u6 * 3)::int`, sql`9 + floor(u5 * 8)`)}) as created_at
      from everything
    )
    select *, gen_random_uuid() as id, extract(year from planned_on)::int as year,
      case when cancelled then 'cancelled' when stage = 'completed' then 'completed' else 'active' end
        as status,
      least(${now}, case
        when cancelled then ${wib(sql`planned_on - 1`, sql`16`)}
        when stage = 'scheduled' then created_at
        when stage = 'pickup' then ${wib(sql`planned_on`, sql`10`)}
        when stage = 'transitHub' then ${wib(sql`planned_on`, sql`14`)}
        when stage = 'processed' then ${wib(sql`planned_on + 1`, sql`11`)}
        else ${wib(sql`planned_on + 2 + floor(u6 * 5)::int`, sql`15`)}
      end) as updated_at
    from timed`);
}

/** Numbers follow the planned day within each year, after any the series already handed out. */
async function insertJourneys(db: Db) {
  const reasons = sql`array[${sql.join(
    CANCEL_REASONS.map((reason) => sql`${reason}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`create temporary table bench_numbers on commit drop as
    select b.slot, b.year, coalesce(s.last, 0)
      + row_number() over (partition by b.year order by b.planned_on, b.created_at, b.slot) as sequence
    from bench_journeys b
    left join ${numberSequences} s on s.series = ${JOURNEY_SERIES} and s.year = b.year`);
  await db.execute(sql`insert into ${journeys} (id, number, transporter_id, receiver_id, planned_on,
      transit_hub_id, status, stage, discrepancy_at, discrepancy_resolved_at, cancel_reason, created_at,
      updated_at)
    select b.id, 'JRN-' || n.year || '-' || lpad(n.sequence::text, greatest(6, length(n.sequence::text)), '0'),
      b.transporter_id, b.receiver_id, b.planned_on, b.transit_hub_id, b.status, b.stage, b.discrepancy_at,
      b.discrepancy_resolved_at,
      case when b.status = 'cancelled' then (${reasons})[1 + floor(b.u5 * ${CANCEL_REASONS.length})::int] end,
      b.created_at, b.updated_at
    from bench_journeys b join bench_numbers n using (slot)`);
  await db.execute(sql`insert into ${numberSequences} (series, year, last)
    select ${JOURNEY_SERIES}, year, max(sequence) from bench_numbers group by year
    on conflict (series, year) do update set last = greatest(${numberSequences.last}, excluded.last)`);
}

/** Quantities weighed at pickup and on arrival; short deliveries lost a tenth and were settled later. */
async function insertJourneyRecords(db: Db) {
  await db.execute(sql`insert into ${journeyRecords} (journey_id, waste_record_id, customer_id, sent_quantity,
      received_quantity, picked_up_at, received_at, resolution, resolution_cause, joined_at, left_at)
    select b.id, p.id, p.company_id,
      case when moved then p.quantity end,
      case when arrived then case when p.state = 2 then round(p.quantity * 0.9, 2) else p.quantity end end,
      case when moved then ${wib(sql`b.planned_on`, sql`10`)} end,
      case when arrived then ${wib(sql`b.planned_on`, sql`16`)} end,
      case when p.state = 2 and b.discrepancy_resolved_at is not null then 'acceptLower' end,
      case when p.state = 2 and b.discrepancy_resolved_at is not null then 'Susut saat pengangkutan' end,
      b.created_at,
      case when b.status = 'cancelled' then b.updated_at end
    from (select *, status <> 'cancelled' and stage <> 'scheduled' as moved,
        status <> 'cancelled' and stage in ('processed', 'completed') as arrived from bench_journeys) b
    join bench_plan p on p.slot = b.source`);
}

/** A journey's timeline in four steps at most: planned, picked up, received, completed (or cancelled). */
async function insertEvents(db: Db) {
  await db.execute(sql`insert into ${journeyEvents} (journey_id, kind, occurred_at, recorded_at)
    select b.id, e.kind, e.at, e.at
    from bench_journeys b cross join lateral (values
      ('created', b.created_at, true),
      ('pickedUp', ${wib(sql`b.planned_on`, sql`10`)}, b.status <> 'cancelled' and b.stage <> 'scheduled'),
      ('received', ${wib(sql`b.planned_on`, sql`16`)}, b.stage in ('processed', 'completed')),
      ('completed', b.updated_at, b.stage = 'completed'),
      ('cancelled', b.updated_at, b.status = 'cancelled')
    ) as e(kind, at, happened)
    where e.happened`);
}

const countOf = async (db: Db, table: SQL) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table}`))[0]?.n ?? 0);

/**
 * Adds `journeys` journeys over the records `seedLarge` generated (about ten records each, 3% of them
 * cancelled), with their records and a short timeline, then refreshes the planner's statistics.
 */
export async function seedJourneys(db: Db, options: JourneyDataOptions): Promise<JourneyDataResult> {
  const progress = options.onProgress ?? (() => {});
  const partnerLimit = options.partners ?? 20;
  await db.insert(transitHubs).values(HUBS).onConflictDoNothing();
  const carried = await countOf(
    db,
    sql`${wasteRecords} r where status in ${CARRIED}
      and not exists (select 1 from ${journeyRecords} j where j.waste_record_id = r.id)`,
  );
  const cancelled = Math.round(options.journeys * CANCELLED_SHARE);
  const live = Math.min(options.journeys - cancelled, carried);
  if (live < 1) throw new Error('No waste record is ready to be carried');
  const empty = (await countOf(db, sql`${journeys}`)) === 0;

  await db.transaction(async (tx) => {
    const suspended: Array<() => Promise<void>> = [];
    if (empty) {
      for (const table of [journeys, journeyRecords, journeyEvents]) {
        suspended.push(await suspendIndexes(tx, table, progress));
      }
    }
    await planSlots(tx, live, carried);
    await planJourneys(tx, {
      live,
      cancelled,
      partners: partnerLimit,
      today: jakartaToday(options.now),
      now: options.now,
    });
    await insertJourneys(tx);
    progress(`${live + cancelled} journeys inserted`);
    await insertJourneyRecords(tx);
    progress(`${carried} waste records put on journeys`);
    await insertEvents(tx);
    progress('journey events inserted');
    for (const restore of suspended) await restore();
  });
  progress('vacuum analyze');
  await db.execute(sql`vacuum analyze ${journeys}, ${journeyRecords}, ${journeyEvents}, ${transitHubs}`);

  const { rows } = await partners(db, partnerLimit);
  const perPartner = rowsOf<{ id: string; journeys: number }>(
    await db.execute(sql`select p.id, count(*)::int as journeys from ${journeys} j
      join companies p on p.id in (j.transporter_id, j.receiver_id) group by p.id`),
  );
  const counted = new Map(perPartner.map((row) => [row.id, row.journeys]));
  return {
    journeys: live + cancelled,
    journeyRecords: await countOf(db, sql`${journeyRecords}`),
    events: await countOf(db, sql`${journeyEvents}`),
    partners: rows.map((row) => ({ id: row.id, name: row.name, journeys: counted.get(row.id) ?? 0 })),
  };
}
