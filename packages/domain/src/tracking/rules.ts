import type { WASTE_STATUSES } from '../waste/status.ts';

// The tracking feature's numbers and rules, apart from its schemas (tracking.ts): the web app's
// screens import these without pulling the schemas into the chunks every page shares.

/** How often the driver's phone sends where it is while a journey on the road is open on screen. */
export const POSITION_INTERVAL_MS = 60_000;
/** How often the tracking screen asks again for the list and the map (the issue allows every 15 s at most). */
export const TRACKING_REFRESH_MS = 15_000;
/** Positions in one request: a phone's queue after a long tunnel or a day without signal. */
export const MAX_POSITIONS_PER_REQUEST = 500;

/** At most this many journeys, pickups and receivers on one map; past it the answer says it was cut. */
export const TRACKING_MAP_CAPS = { journeys: 500, pickups: 2_000, places: 1_000, routePoints: 120 } as const;

/** The statuses the list beside the map shows, in its tabs' order. */
export const TRACKED_STATUSES = [
  'waiting',
  'journeyAssigned',
  'onProgress',
  'delivered',
  'partiallyDelivered',
] as const satisfies readonly (typeof WASTE_STATUSES)[number][];

/** At most `max` points of a route, evenly spread, always keeping its first and last. */
export function thinRoute<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  if (max < 2) return points.slice(-max);
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)] as T);
}
