import type { Db } from '../../db/client.ts';
import { eventsOf, journeyOfRecord } from './queries.ts';

/**
 * What anyone may know of a record's journey: its stage and each step's kind, time, city and quantity;
 * never who, photos, signatures or coordinates. The events are the record's own and the journey's
 * (hub scans, processing), never another customer's records on the same vehicle.
 */
export async function trackOf(db: Db, wasteRecordId: string) {
  const found = await journeyOfRecord(db, wasteRecordId);
  if (!found) return { journey: null, events: [] };
  const events = await eventsOf(db, found.journey.id, wasteRecordId);
  return {
    journey: found,
    events: events.map(({ kind, occurredAt, place, quantity, unit }) => ({
      kind,
      occurredAt,
      place,
      quantity,
      unit,
    })),
  };
}
