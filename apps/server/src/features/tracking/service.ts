import { isBeyondNow, isOnTheRoad } from '@sirkula/domain/journeys/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { trackingRecordsQuery } from '@sirkula/domain/tracking/schemas';
import {
  type MapPlace,
  type PositionsInput,
  TRACKING_MAP_CAPS,
  type TrackingMapQuery,
  thinRoute,
} from '@sirkula/domain/tracking/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { TileSource } from '../../lib/static-map.ts';
import {
  canFollowRecord,
  canReadJourney,
  findWasteOwner,
  futureTime,
  journeyNotFound,
  journeyOfRecord,
} from '../journeys/public.ts';
import { canSeeTrackingMap, canSendPosition } from './policy.ts';
import {
  insertPositions,
  journeyCustomers,
  journeyWithDriver,
  latestPositions,
  pickupsOn,
  placedCompanies,
  placedEvents,
  placedHubs,
  recordsByStatus,
  roadJourneys,
  type TimedPoint,
} from './queries.ts';

/** Where the maps' tiles come from, as the server is configured; no URL when tiles are switched off. */
export function mapConfig(tiles: TileSource | null) {
  return { tileUrl: tiles?.url ?? null, attribution: tiles?.attribution ?? '' };
}

/** A journey page's route: a day of positions at one a minute, thinned for the map. */
const ROUTE_POSITIONS = 1_440;
const ROUTE_POINTS = 500;

function normalisedPositions(input: PositionsInput) {
  return 'positions' in input ? input.positions : [input];
}

/**
 * The driver's phone reports where the vehicle is. Only the journey's driver, only while it is on the
 * road; a position whose key was stored before is accepted and not stored again.
 */
export async function addPositions(
  db: Db,
  actor: Actor,
  journeyId: string,
  input: PositionsInput,
  now: Date,
) {
  const found = await journeyWithDriver(db, journeyId);
  if (!found || !canReadJourney(actor, found.journey)) throw journeyNotFound();
  if (!canSendPosition(actor, found.driverUserId ?? null)) {
    throw new Forbidden('tracking.errors.notDriver', 'NOT_THE_DRIVER');
  }
  if (!isOnTheRoad(found.journey)) {
    throw new Conflict('tracking.errors.notOnTheRoad', {}, 'JOURNEY_NOT_ON_THE_ROAD');
  }
  const positions = normalisedPositions(input);
  const ahead = positions.findIndex((position) => isBeyondNow(new Date(position.occurredAt), now));
  if (ahead >= 0) throw futureTime('positions' in input ? `positions.${ahead}.occurredAt` : 'occurredAt');
  const stored = await insertPositions(
    db,
    positions.map((position) => ({
      key: position.idempotencyKey,
      journeyId,
      actorId: actor.id,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy ?? null,
      // A phone's clock a little ahead of ours cannot place a position in the future.
      occurredAt: new Date(Math.min(new Date(position.occurredAt).getTime(), now.getTime())),
      recordedAt: now,
    })),
  );
  return { stored, accepted: positions.length };
}

type Point = { latitude: number; longitude: number; occurredAt: Date };

/** Positions and placed handovers merged in time order: where the vehicle was. */
function routeOf(points: Point[], max: number) {
  const sorted = [...points].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const last = sorted.at(-1);
  return {
    route: thinRoute(
      sorted.map((point) => [point.latitude, point.longitude] as [number, number]),
      max,
    ),
    position: last ? { latitude: last.latitude, longitude: last.longitude, at: last.occurredAt } : null,
  };
}

function placed<T extends { latitude: number | null; longitude: number | null }>(
  rows: T[],
): Array<T & { latitude: number; longitude: number }> {
  return rows.filter(
    (row): row is T & { latitude: number; longitude: number } =>
      row.latitude !== null && row.longitude !== null,
  );
}

/** The tracking map: journeys on the road with their route, today's pickups, receivers and hubs. */
export async function trackingMap(db: Db, actor: Actor, filter: TrackingMapQuery, now: Date) {
  if (!canSeeTrackingMap(actor)) throw new Forbidden();
  const caps = TRACKING_MAP_CAPS;
  const found = await roadJourneys(db, filter, caps.journeys + 1);
  const shown = found.slice(0, caps.journeys);
  const ids = shown.map((journey) => journey.id);
  // A route's tail: at one position a minute, the last few hours on the road.
  const [positions, events] = await Promise.all([
    latestPositions(db, ids, caps.routePoints * 3),
    placedEvents(db, ids),
  ]);
  const byJourney = new Map<string, Point[]>();
  const add = (point: TimedPoint) => {
    const list = byJourney.get(point.journeyId) ?? [];
    list.push(point);
    byJourney.set(point.journeyId, list);
  };
  for (const position of positions) add(position);
  for (const event of placed(events)) add(event);

  const showPickups = !filter.stage || filter.stage === 'scheduled';
  const pickups = showPickups ? await pickupsOn(db, jakartaToday(now), filter, caps.pickups + 1) : [];
  const receiverIds = new Set<string>(shown.map((journey) => journey.receiverId));
  for (const pickup of pickups) if (pickup.receiverId) receiverIds.add(pickup.receiverId);
  const receivers = await placedCompanies(db, [...receiverIds].slice(0, caps.places));
  const hubs = await placedHubs(db, caps.places);

  return {
    journeys: shown.map((journey) => ({
      id: journey.id,
      number: journey.number,
      stage: journey.stage,
      transporter: { id: journey.transporterId, name: journey.transporterName },
      receiver: { id: journey.receiverId, name: journey.receiverName },
      ...routeOf(byJourney.get(journey.id) ?? [], caps.routePoints),
    })),
    pickups: placed(pickups.slice(0, caps.pickups)).map((pickup) => ({
      wasteRecordId: pickup.wasteRecordId,
      registrationNumber: pickup.registrationNumber,
      customer: { id: pickup.customerId, name: pickup.customerName },
      type: pickup.type,
      journeyId: pickup.journeyId,
      latitude: pickup.latitude,
      longitude: pickup.longitude,
    })),
    receivers: placed(receivers) satisfies MapPlace[],
    hubs: placed(hubs) satisfies MapPlace[],
    truncated: found.length > caps.journeys || pickups.length > caps.pickups,
  };
}

/** The list beside the map: records in one status with their journey and last event. */
export async function trackedRecords(db: Db, actor: Actor, query: z.output<typeof trackingRecordsQuery>) {
  if (!canSeeTrackingMap(actor)) throw new Forbidden();
  const { items, ...total } = await recordsByStatus(db, query);
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...total,
    items: items.map((row) => ({
      id: row.id,
      registrationNumber: row.registrationNumber,
      customer: { id: row.customerId, name: row.customerName },
      status: row.status,
      journey: row.journeyId && row.journeyNumber ? { id: row.journeyId, number: row.journeyNumber } : null,
      lastEvent: row.lastEvent
        ? {
            kind: row.lastEvent.kind as never,
            occurredAt: new Date(row.lastEvent.occurredAt),
            place: row.lastEvent.place,
          }
        : null,
      updatedAt: row.updatedAt,
    })),
  };
}

async function routeAnswer(
  db: Db,
  journey: { id: string; stage: string; receiverId: string },
  only?: { wasteRecordId: string; customerId: string },
) {
  const [positions, events, customers, receivers] = await Promise.all([
    latestPositions(db, [journey.id], ROUTE_POSITIONS),
    placedEvents(db, [journey.id], only?.wasteRecordId),
    journeyCustomers(db, journey.id, only?.customerId),
    placedCompanies(db, [journey.receiverId]),
  ]);
  const placedHandovers = placed(events);
  return {
    journeyId: journey.id,
    stage: journey.stage as never,
    events: placedHandovers.map(({ kind, latitude, longitude, place, occurredAt }) => ({
      kind,
      latitude,
      longitude,
      place,
      occurredAt,
    })),
    ...routeOf([...positions, ...placedHandovers], ROUTE_POINTS),
    pickups: placed(customers),
    receiver: placed(receivers)[0] ?? null,
  };
}

/** A journey's route on its page, for its partners and staff. */
export async function journeyRoute(db: Db, actor: Actor, journeyId: string) {
  const found = await journeyWithDriver(db, journeyId);
  if (!found || !canReadJourney(actor, found.journey)) throw journeyNotFound();
  return routeAnswer(db, found.journey);
}

const noRoute = {
  journeyId: null,
  stage: null,
  events: [],
  route: [],
  position: null,
  pickups: [],
  receiver: null,
};

/**
 * A record's route on its page: its own handovers and the journey's positions; of the customers on the
 * journey, a customer sees only its own site.
 */
export async function recordRoute(db: Db, actor: Actor, wasteRecordId: string) {
  const record = await findWasteOwner(db, wasteRecordId);
  const found = record ? await journeyOfRecord(db, wasteRecordId) : undefined;
  if (!record || !canFollowRecord(actor, record, found?.journey ?? null)) {
    throw new NotFound('waste.errors.notFound', 'WASTE_NOT_FOUND');
  }
  if (!found) return noRoute;
  return routeAnswer(db, found.journey, { wasteRecordId, customerId: record.companyId });
}
