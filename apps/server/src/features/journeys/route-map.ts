import type { JourneyEventKind } from '@sirkula/domain/journeys/rules';
import type { Coordinates } from '@sirkula/domain/shared/places';
import type { Db } from '../../db/client.ts';
import { staticMapPng } from '../../lib/map-tiles.ts';
import type { MapMark, MarkKind, StaticMap, TileSource } from '../../lib/static-map.ts';
import { type JourneyRow, positionsOf, routePlaces } from './queries.ts';

/** What a numbered mark on the map is, for the legend printed beside it. */
export interface LegendEntry {
  label: string;
  kind: MarkKind;
  name: string;
}

export interface RouteMap {
  map: StaticMap;
  legend: LegendEntry[];
  /** True when the line joins the handovers because the phone sent no positions. */
  straightLines: boolean;
}

/** A route map drawn for a document or an e-mail: the picture (null with no place pinned) and its legend. */
export interface DrawnRouteMap extends Omit<RouteMap, 'map'> {
  png: Uint8Array | null;
}

/** A place that may not be pinned yet. */
interface Place {
  latitude: number | null;
  longitude: number | null;
}

interface RouteEvent extends Place {
  kind: JourneyEventKind;
  wasteRecordId: string | null;
}

interface RouteRecord {
  id: string;
  customerId: string;
  customerName: string;
}

/** The inputs of a route map: the records shown (a customer sees only its own) and their events. */
export interface RouteInputs {
  records: readonly RouteRecord[];
  events: readonly RouteEvent[];
  positions: readonly Coordinates[];
  sites: readonly ({ id: string; name: string } & Place)[];
  hub: ({ name: string } & Place) | null;
  receiverId: string;
}

const pinned = <T extends Place>(place: T | null | undefined): (T & Coordinates) | null =>
  place && place.latitude !== null && place.longitude !== null ? (place as T & Coordinates) : null;

/** A phone sends a position a minute; a printed map needs a few hundred points at most. */
const MOST_ROUTE_POINTS = 500;

function thinned(points: readonly Coordinates[]): Coordinates[] {
  if (points.length <= MOST_ROUTE_POINTS) return [...points];
  const step = points.length / MOST_ROUTE_POINTS;
  const kept = Array.from({ length: MOST_ROUTE_POINTS }, (_, index) => points[Math.floor(index * step)]);
  return [...kept.filter((point) => point !== undefined), points[points.length - 1] as Coordinates];
}

/**
 * The map of a journey's route: one mark per customer site (where the pickup was signed, else the
 * company's pin), the transit hub and the receiver, and the road the driver's phone reported, or the
 * straight line between the handovers when it reported none.
 */
export function routeMapOf(inputs: RouteInputs, size = { width: 760, height: 420 }): RouteMap {
  const marks: MapMark[] = [];
  const legend: LegendEntry[] = [];
  const add = (kind: MarkKind, name: string, place: Coordinates | null) => {
    if (!place) return;
    const label = String(marks.length + 1);
    marks.push({ latitude: place.latitude, longitude: place.longitude, kind, label });
    legend.push({ label, kind, name });
  };
  const customers = new Map(inputs.records.map((record) => [record.customerId, record.customerName]));
  for (const [customerId, name] of customers) {
    const mine = new Set(
      inputs.records.filter((record) => record.customerId === customerId).map((r) => r.id),
    );
    const pickup = inputs.events.find(
      (event) => event.kind === 'pickedUp' && event.wasteRecordId !== null && mine.has(event.wasteRecordId),
    );
    add('pickup', name, pinned(pickup) ?? pinned(inputs.sites.find((site) => site.id === customerId)));
  }
  if (inputs.hub) {
    const hubIn = inputs.events.find((event) => event.kind === 'hubIn');
    add('transitHub', inputs.hub.name, pinned(inputs.hub) ?? pinned(hubIn));
  }
  const receiver = inputs.sites.find((site) => site.id === inputs.receiverId);
  const received = inputs.events.find((event) => event.kind === 'received');
  add('receiver', receiver?.name ?? '-', pinned(receiver) ?? pinned(received));
  const reported = thinned(inputs.positions);
  const straightLines = reported.length < 2;
  const route = straightLines
    ? inputs.events.map((event) => pinned(event)).filter((place) => place !== null)
    : reported;
  return { map: { ...size, route, marks }, legend, straightLines: straightLines && route.length > 1 };
}

/** Loads and draws the map of these records on the journey, over the tile server's map when it answers. */
export async function drawRouteMap(
  deps: { db: Db; mapTiles: TileSource | null },
  journey: JourneyRow,
  records: readonly RouteRecord[],
  events: readonly RouteEvent[],
): Promise<DrawnRouteMap> {
  const { map, legend, straightLines } = await journeyRouteMap(deps.db, journey, records, events);
  return { png: await staticMapPng(map, deps.mapTiles), legend, straightLines };
}

async function journeyRouteMap(
  db: Db,
  journey: JourneyRow,
  records: readonly RouteRecord[],
  events: readonly RouteEvent[],
): Promise<RouteMap> {
  const [{ sites, hub }, positions] = [
    await routePlaces(
      db,
      journey,
      records.map((record) => record.customerId),
    ),
    await positionsOf(db, journey.id),
  ];
  return routeMapOf({ records, events, positions, sites, hub, receiverId: journey.receiverId });
}
