import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  journeyEvents,
  journeyPositions,
  journeyRecords,
  journeys,
  transitHubs,
  wasteRecords,
} from '../../db/schema.ts';
import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRows } from '../demo/public.ts';
import { DEMO_COMPANY_PLACES, DEMO_HUB_PLACES, DEMO_ROADS, drive, roadLength } from './demo-places.ts';

const MINUTE = 60_000;
/** The demo's transporters, whose journeys on the road get positions. */
const DEMO_TRANSPORTERS = ['PT Angkut Hijau Logistik', 'PT Trans Limbah Nusantara'];

/** Places for the demo companies and hubs that have none (a place set since is kept). */
async function placeCompanies(db: Db) {
  for (const [name, place] of Object.entries(DEMO_COMPANY_PLACES)) {
    await db
      .update(companies)
      .set(place)
      .where(and(eq(companies.name, name), isNull(companies.latitude)));
  }
  for (const [name, place] of Object.entries(DEMO_HUB_PLACES)) {
    await db
      .update(transitHubs)
      .set(place)
      .where(and(eq(transitHubs.name, name), isNull(transitHubs.latitude)));
  }
}

/**
 * The demo journeys' handovers where they happened: a pickup at its customer's site, a hub scan at the
 * hub, a receipt and processing at the receiver. (The journeys' seed placed every pickup near Cikarang,
 * whichever customer it was.)
 */
async function placeHandovers(db: Db, transporterIds: string[]) {
  const demoJourneys = db
    .select({ id: journeys.id })
    .from(journeys)
    .where(inArray(journeys.transporterId, transporterIds));
  await db.execute(sql`update ${journeyEvents} e
    set latitude = c.latitude, longitude = c.longitude
    from ${wasteRecords} w inner join ${companies} c on c.id = w.company_id
    where w.id = e.waste_record_id and e.kind = 'pickedUp' and c.latitude is not null
      and e.journey_id in (${demoJourneys})`);
  await db.execute(sql`update ${journeyEvents} e
    set latitude = h.latitude, longitude = h.longitude
    from ${journeys} j inner join ${transitHubs} h on h.id = j.transit_hub_id
    where j.id = e.journey_id and e.kind in ('hubIn', 'hubOut') and e.latitude is null
      and h.latitude is not null and e.journey_id in (${demoJourneys})`);
  await db.execute(sql`update ${journeyEvents} e
    set latitude = c.latitude, longitude = c.longitude
    from ${journeys} j inner join ${companies} c on c.id = j.receiver_id
    where j.id = e.journey_id and e.kind in ('received', 'deliveryClosed', 'processed')
      and e.latitude is null and c.latitude is not null and e.journey_id in (${demoJourneys})`);
}

/** Positions every minute along real roads for the demo journeys on the road. */
async function driveJourneysOnTheRoad(db: Db, transporterIds: string[], now: Date) {
  const onTheRoad = await db
    .select({ id: journeys.id, stage: journeys.stage, driverId: journeys.driverId })
    .from(journeys)
    .where(
      and(
        inArray(journeys.transporterId, transporterIds),
        eq(journeys.status, 'active'),
        inArray(journeys.stage, ['pickup', 'transitHub']),
      ),
    );
  for (const journey of onTheRoad) {
    const events = await db
      .select({
        kind: journeyEvents.kind,
        occurredAt: journeyEvents.occurredAt,
        actorId: journeyEvents.actorId,
      })
      .from(journeyEvents)
      .where(eq(journeyEvents.journeyId, journey.id))
      .orderBy(journeyEvents.occurredAt);
    const pickup = events.find((event) => event.kind === 'pickedUp');
    if (!pickup) continue;
    const start = new Date(pickup.occurredAt.getTime() + 5 * MINUTE);
    const hubIn = events.find((event) => event.kind === 'hubIn');
    // At the hub: the short drive there; otherwise on its way to the next customer (Tangerang).
    const waiting = await db
      .select({ id: journeyRecords.id })
      .from(journeyRecords)
      .where(and(eq(journeyRecords.journeyId, journey.id), isNull(journeyRecords.pickedUpAt)));
    const road = hubIn || waiting.length === 0 ? DEMO_ROADS.jababekaToDepo : DEMO_ROADS.cikarangToTangerang;
    const speedKmh = hubIn ? 20 : 55;
    const arrival = new Date(start.getTime() + (roadLength(road) / ((speedKmh * 1000) / 60)) * MINUTE);
    // Parked once there: a few minutes of positions at the gate, then the phone's screen is off.
    const parked = arrival.getTime() + 10 * MINUTE;
    const end = new Date(Math.min(now.getTime(), parked, hubIn ? hubIn.occurredAt.getTime() : parked));
    const positions = drive(road, { start, end, everyMs: MINUTE, speedKmh });
    if (positions.length === 0) continue;
    const actorId = pickup.actorId ?? 'demo';
    for (let index = 0; index < positions.length; index += 200) {
      await db.insert(journeyPositions).values(
        positions.slice(index, index + 200).map((position) => ({
          key: randomUUID(),
          journeyId: journey.id,
          actorId,
          ...position,
          accuracy: 25,
          recordedAt: position.occurredAt,
        })),
      );
    }
  }
}

/** Places for the demo's companies, hubs and handovers, and the road journeys' positions. */
export async function demoTracking(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  await placeCompanies(db);
  const transporterIds = [];
  for (const name of DEMO_TRANSPORTERS) transporterIds.push(await context.companyId(name));
  await placeHandovers(db, transporterIds);
  await driveJourneysOnTheRoad(db, transporterIds, context.now);
  return { companyIds: [], userIds: [] };
}
