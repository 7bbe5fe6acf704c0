import { ON_THE_ROAD_STAGES } from '@sirkula/domain/journeys/rules';
import type { TrackingMapQuery } from '@sirkula/domain/tracking/schemas';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  companies,
  drivers,
  journeyEvents,
  journeyPositions,
  journeyRecords,
  journeys,
  transitHubs,
  wasteRecords,
} from '../../db/schema.ts';

const transporter = alias(companies, 'transporter');
const receiver = alias(companies, 'receiver');

/** The journey a position is sent for, with the account of its driver. */
export async function journeyWithDriver(db: Db, id: string) {
  const [row] = await db
    .select({ journey: journeys, driverUserId: drivers.userId })
    .from(journeys)
    .leftJoin(drivers, eq(drivers.id, journeys.driverId))
    .where(eq(journeys.id, id));
  return row;
}

/** Stores the positions whose keys are new; answers how many were stored. */
export async function insertPositions(db: Db, rows: Array<typeof journeyPositions.$inferInsert>) {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(journeyPositions)
    .values(rows)
    .onConflictDoNothing({ target: journeyPositions.key })
    .returning({ id: journeyPositions.id });
  return stored.length;
}

type Filter = TrackingMapQuery;

/** Journeys carrying a current record of this customer and/or of this waste type. */
function carrying(filter: TrackingMapQuery): SQL | undefined {
  if (!filter.customerId && !filter.wasteType) return undefined;
  return sql`${journeys.id} in (select ${journeyRecords.journeyId} from ${journeyRecords}
    inner join ${wasteRecords} on ${wasteRecords.id} = ${journeyRecords.wasteRecordId}
    where ${and(
      filter.customerId ? eq(journeyRecords.customerId, filter.customerId) : undefined,
      filter.wasteType ? eq(wasteRecords.type, filter.wasteType) : undefined,
      isNull(journeyRecords.leftAt),
    )})`;
}

/**
 * Journeys on the road (active, between first pickup and processing), newest plan first, at most
 * `limit`: read through the stage index, never the whole table.
 */
export async function roadJourneys(db: Db, filter: Filter, limit: number) {
  const stages = filter.stage
    ? ON_THE_ROAD_STAGES.filter((stage) => stage === filter.stage)
    : [...ON_THE_ROAD_STAGES];
  if (stages.length === 0) return [];
  return db
    .select({
      id: journeys.id,
      number: journeys.number,
      stage: journeys.stage,
      transporterId: journeys.transporterId,
      transporterName: transporter.name,
      receiverId: journeys.receiverId,
      receiverName: receiver.name,
      receiverLatitude: receiver.latitude,
      receiverLongitude: receiver.longitude,
    })
    .from(journeys)
    .innerJoin(transporter, eq(transporter.id, journeys.transporterId))
    .innerJoin(receiver, eq(receiver.id, journeys.receiverId))
    .where(
      and(
        inArray(journeys.stage, stages),
        eq(journeys.status, 'active'),
        filter.transporterId ? eq(journeys.transporterId, filter.transporterId) : undefined,
        carrying(filter),
      ),
    )
    .orderBy(desc(journeys.plannedOn), desc(journeys.id))
    .limit(limit);
}

export interface TimedPoint {
  journeyId: string;
  latitude: number;
  longitude: number;
  occurredAt: Date;
}

/**
 * The latest `perJourney` positions of each journey, newest first, each journey read through its own
 * index range (a lateral join), so a thousand journeys with a day of positions each stay cheap.
 */
export async function latestPositions(db: Db, ids: string[], perJourney: number): Promise<TimedPoint[]> {
  if (ids.length === 0) return [];
  const answer = await db.execute(sql`select p.journey_id, p.latitude, p.longitude, p.occurred_at
    from ${journeys} j
    cross join lateral (
      select ${journeyPositions.journeyId} as journey_id, ${journeyPositions.latitude} as latitude,
        ${journeyPositions.longitude} as longitude, ${journeyPositions.occurredAt} as occurred_at
      from ${journeyPositions}
      where ${journeyPositions.journeyId} = j.id
      order by ${journeyPositions.occurredAt} desc
      limit ${perJourney}
    ) p
    where j.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rowsOf<{ journey_id: string; latitude: number; longitude: number; occurred_at: string | Date }>(
    answer,
  ).map((row) => ({
    journeyId: row.journey_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    occurredAt: new Date(row.occurred_at),
  }));
}

/** The handovers with a place of these journeys (optionally of one record and the journey's own). */
export async function placedEvents(db: Db, ids: string[], wasteRecordId?: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      journeyId: journeyEvents.journeyId,
      kind: journeyEvents.kind,
      latitude: journeyEvents.latitude,
      longitude: journeyEvents.longitude,
      place: journeyEvents.place,
      occurredAt: journeyEvents.occurredAt,
    })
    .from(journeyEvents)
    .where(
      and(
        inArray(journeyEvents.journeyId, ids),
        isNotNull(journeyEvents.latitude),
        isNotNull(journeyEvents.longitude),
        wasteRecordId
          ? sql`(${journeyEvents.wasteRecordId} = ${wasteRecordId} or ${journeyEvents.wasteRecordId} is null)`
          : undefined,
      ),
    )
    .orderBy(journeyEvents.occurredAt)
    .limit(2_000);
}

const pickupColumns = {
  wasteRecordId: wasteRecords.id,
  registrationNumber: wasteRecords.registrationNumber,
  customerId: wasteRecords.companyId,
  customerName: companies.name,
  type: wasteRecords.type,
  journeyId: journeyRecords.journeyId,
  transporterId: journeys.transporterId,
  receiverId: journeys.receiverId,
  latitude: companies.latitude,
  longitude: companies.longitude,
};

/**
 * Today's pickups at customers with a place: records asked for today and still waiting, and records on
 * journeys planned today not yet picked up. Each read through its date index.
 */
export async function pickupsOn(db: Db, day: string, filter: Filter, limit: number) {
  const common = and(
    isNotNull(companies.latitude),
    isNotNull(companies.longitude),
    filter.customerId ? eq(wasteRecords.companyId, filter.customerId) : undefined,
    filter.wasteType ? eq(wasteRecords.type, filter.wasteType) : undefined,
  );
  const base = () =>
    db
      .select(pickupColumns)
      .from(wasteRecords)
      .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
      .leftJoin(
        journeyRecords,
        and(eq(journeyRecords.wasteRecordId, wasteRecords.id), isNull(journeyRecords.leftAt)),
      )
      .leftJoin(journeys, eq(journeys.id, journeyRecords.journeyId));
  const asked = filter.transporterId
    ? []
    : await base()
        .where(and(eq(wasteRecords.requestedPickupDate, day), eq(wasteRecords.status, 'waiting'), common))
        .limit(limit);
  const planned = await base()
    .where(
      and(
        eq(journeys.plannedOn, day),
        eq(journeys.status, 'active'),
        eq(wasteRecords.status, 'journeyAssigned'),
        filter.transporterId ? eq(journeys.transporterId, filter.transporterId) : undefined,
        common,
      ),
    )
    .limit(limit);
  const seen = new Set<string>();
  return [...planned, ...asked].filter((row) => !seen.has(row.wasteRecordId) && seen.add(row.wasteRecordId));
}

/** Companies with a place, by id (the receivers of the journeys on the map). */
export async function placedCompanies(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: companies.id,
      name: companies.name,
      latitude: companies.latitude,
      longitude: companies.longitude,
    })
    .from(companies)
    .where(and(inArray(companies.id, ids), isNotNull(companies.latitude), isNotNull(companies.longitude)));
}

/** The transit hubs with a place: a short list kept by staff. */
export async function placedHubs(db: Db, limit: number) {
  return db
    .select({
      id: transitHubs.id,
      name: transitHubs.name,
      latitude: transitHubs.latitude,
      longitude: transitHubs.longitude,
    })
    .from(transitHubs)
    .where(and(isNotNull(transitHubs.latitude), isNotNull(transitHubs.longitude)))
    .orderBy(transitHubs.name)
    .limit(limit);
}

const lastEvent = sql<{ kind: string; occurredAt: string; place: string | null } | null>`(
  select json_build_object('kind', ${journeyEvents.kind}, 'occurredAt', ${journeyEvents.occurredAt}, 'place', ${journeyEvents.place})
  from ${journeyEvents}
  where ${journeyEvents.wasteRecordId} = ${wasteRecords.id}
  order by ${journeyEvents.occurredAt} desc
  limit 1)`;

/** One page of records in a status, newest first, with their journey and last event (status index). */
export async function recordsByStatus(
  db: Db,
  query: { status: (typeof wasteRecords.$inferSelect)['status']; page: number; pageSize: number },
) {
  const where = eq(wasteRecords.status, query.status);
  const rows = db
    .select({
      id: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      customerId: wasteRecords.companyId,
      customerName: companies.name,
      status: wasteRecords.status,
      journeyId: journeys.id,
      journeyNumber: journeys.number,
      lastEvent,
      updatedAt: wasteRecords.updatedAt,
    })
    .from(wasteRecords)
    .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
    .leftJoin(
      journeyRecords,
      and(eq(journeyRecords.wasteRecordId, wasteRecords.id), isNull(journeyRecords.leftAt)),
    )
    .leftJoin(journeys, eq(journeys.id, journeyRecords.journeyId))
    .where(where)
    .orderBy(desc(wasteRecords.createdAt), desc(wasteRecords.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return listPage(db, {
    rows,
    matching: db.select({ id: wasteRecords.id }).from(wasteRecords).where(where),
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** The customers of a journey's current records, with their places; only `customerId`'s when given. */
export async function journeyCustomers(db: Db, journeyId: string, customerId?: string) {
  return db
    .selectDistinct({
      id: companies.id,
      name: companies.name,
      latitude: companies.latitude,
      longitude: companies.longitude,
    })
    .from(journeyRecords)
    .innerJoin(companies, eq(companies.id, journeyRecords.customerId))
    .where(
      and(
        eq(journeyRecords.journeyId, journeyId),
        customerId ? eq(journeyRecords.customerId, customerId) : undefined,
        isNotNull(companies.latitude),
        isNotNull(companies.longitude),
      ),
    );
}
