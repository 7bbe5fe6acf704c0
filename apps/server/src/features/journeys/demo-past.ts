import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { WasteStatus } from '@sirkula/domain/waste/status';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, journeyRecords, journeys, wasteRecords, wasteStatusHistory } from '../../db/schema.ts';
import { createJourney, createJourneyEvent } from './factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const CARRIED: WasteStatus[] = ['journeyAssigned', 'onProgress', 'partiallyDelivered', 'delivered'];

interface Parties {
  transporterId: string;
  receiverId: string;
  staffId: string;
  driverId: string | null;
  receiverUserId: string | null;
  /** The truck and driver (fleet rows) that carried the completed ones, as their manifests name them. */
  fleet: { vehicleId: string | null; driverId: string | null };
}

/** When each status of a record was reached, from its history. */
async function reached(db: Db, wasteRecordId: string): Promise<Map<WasteStatus, Date>> {
  const steps = await db
    .select({ toStatus: wasteStatusHistory.toStatus, createdAt: wasteStatusHistory.createdAt })
    .from(wasteStatusHistory)
    .where(eq(wasteStatusHistory.wasteRecordId, wasteRecordId))
    .orderBy(asc(wasteStatusHistory.createdAt));
  return new Map(steps.map((step) => [step.toStatus, step.createdAt]));
}

/**
 * The journey an earlier seed's record went on: the records made before journeys existed (planned,
 * picked up, delivered) get the journey that carried them, its timeline written from their own history.
 */
async function pastJourney(
  db: Db,
  parties: Parties,
  record: typeof wasteRecords.$inferSelect,
  city: string | null,
) {
  const at = await reached(db, record.id);
  const planned = at.get('journeyAssigned') ?? record.createdAt;
  const pickedUp = at.get('onProgress');
  const arrived = at.get('delivered') ?? at.get('partiallyDelivered');
  const complete = record.status === 'delivered';
  const short = record.status === 'partiallyDelivered';
  const journey = await createJourney(db, {
    transporterId: parties.transporterId,
    receiverId: parties.receiverId,
    plannedOn: record.requestedPickupDate ?? jakartaToday(planned),
    records: [record],
    status: complete ? 'completed' : 'active',
    stage: complete ? 'completed' : pickedUp ? 'pickup' : 'scheduled',
    // Only finished journeys: an open one's truck would be busy on today's plans.
    ...(complete ? { vehicleId: parties.fleet.vehicleId, driverId: parties.fleet.driverId } : {}),
  });
  const received = short ? Math.round(record.quantity * 0.9 * 100) / 100 : record.quantity;
  if (pickedUp || arrived) {
    await db
      .update(journeyRecords)
      .set({
        sentQuantity: record.quantity,
        pickedUpAt: pickedUp,
        receivedQuantity: arrived ? received : null,
        receivedAt: arrived,
      })
      .where(eq(journeyRecords.journeyId, journey.id));
  }
  if (short && arrived)
    await db.update(journeys).set({ discrepancyAt: arrived }).where(eq(journeys.id, journey.id));
  const base = { journeyId: journey.id, unit: record.unit };
  await createJourneyEvent(db, { ...base, kind: 'created', actorId: parties.staffId, occurredAt: planned });
  await createJourneyEvent(db, {
    ...base,
    kind: 'recordAdded',
    wasteRecordId: record.id,
    actorId: parties.staffId,
    occurredAt: planned,
  });
  if (pickedUp) {
    await createJourneyEvent(db, {
      ...base,
      kind: 'pickedUp',
      wasteRecordId: record.id,
      actorId: parties.driverId,
      quantity: record.quantity,
      place: city,
      personInCharge: 'Joko Widodo Saputra',
      occurredAt: pickedUp,
    });
  }
  if (arrived) {
    const receipt = {
      ...base,
      wasteRecordId: record.id,
      actorId: parties.receiverUserId,
      place: 'Cileungsi',
    };
    await createJourneyEvent(db, { ...receipt, kind: 'received', quantity: received, occurredAt: arrived });
  }
  if (complete && arrived) {
    await createJourneyEvent(db, {
      ...base,
      kind: 'processed',
      actorId: parties.receiverUserId,
      place: 'Cileungsi',
      occurredAt: new Date(arrived.getTime() + DAY),
    });
    await createJourneyEvent(db, {
      ...base,
      kind: 'completed',
      actorId: parties.staffId,
      occurredAt: new Date(arrived.getTime() + 2 * DAY),
    });
  }
}

/** Gives every record an earlier seed took past waiting the journey that carried it. */
export async function demoPastJourneys(db: Db, customerId: string, parties: Parties) {
  const onAJourney = db
    .select()
    .from(journeyRecords)
    .where(eq(journeyRecords.wasteRecordId, wasteRecords.id));
  const records = await db
    .select()
    .from(wasteRecords)
    .where(
      and(
        eq(wasteRecords.companyId, customerId),
        inArray(wasteRecords.status, CARRIED),
        notExists(onAJourney),
      ),
    )
    .orderBy(asc(wasteRecords.createdAt));
  const [customer] = await db
    .select({ city: companies.city })
    .from(companies)
    .where(eq(companies.id, customerId));
  for (const record of records) await pastJourney(db, parties, record, customer?.city ?? null);
}
