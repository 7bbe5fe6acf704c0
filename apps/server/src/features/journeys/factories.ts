import { journeyNumber } from '@sirkula/domain/journeys/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journeyEvents, journeyRecords, journeys } from '../../db/schema.ts';
import { nextInSequence } from '../../db/sequences.ts';
import type { WasteRow } from '../waste/public.ts';

export type JourneyRow = typeof journeys.$inferSelect;

export interface JourneyFactoryInput {
  transporterId: string;
  receiverId: string;
  plannedOn: CalendarDate;
  /** The waste records on the journey now (none have left it). */
  records?: WasteRow[];
  vehicleId?: string | null;
  driverId?: string | null;
  status?: JourneyRow['status'];
  stage?: JourneyRow['stage'];
}

/** A journey numbered in its planned year's series (JRN-2026-000001), with its records on board. */
export async function createJourney(db: Db, input: JourneyFactoryInput): Promise<JourneyRow> {
  const sequence = await nextInSequence(db, 'journey', Number(input.plannedOn.slice(0, 4)));
  const [journey] = await db
    .insert(journeys)
    .values({
      number: journeyNumber(sequence, input.plannedOn),
      transporterId: input.transporterId,
      receiverId: input.receiverId,
      plannedOn: input.plannedOn,
      vehicleId: input.vehicleId ?? null,
      driverId: input.driverId ?? null,
      status: input.status ?? 'active',
      stage: input.stage ?? 'scheduled',
    })
    .returning();
  if (!journey) throw new Error('Journey insert returned nothing');
  const records = input.records ?? [];
  if (records.length > 0) {
    await db.insert(journeyRecords).values(
      records.map((record) => ({
        journeyId: journey.id,
        wasteRecordId: record.id,
        customerId: record.companyId,
      })),
    );
  }
  return journey;
}

export type NewJourneyEvent = typeof journeyEvents.$inferInsert;

/** A step of a journey's timeline as it happened, for journeys whose history is written, not lived. */
export async function createJourneyEvent(db: Db, values: NewJourneyEvent): Promise<void> {
  await db.insert(journeyEvents).values({ recordedAt: values.occurredAt, ...values });
}

export interface Delivery {
  record: WasteRow;
  sent: number;
  received: number;
  receivedAt: Date;
  /** How staff settled a short delivery, if it was one. */
  resolution?: 'acceptLower' | 'remainderLost';
}

/** A completed journey whose records were picked up and received as `deliveries` say. */
export async function createDeliveredJourney(
  db: Db,
  input: Omit<JourneyFactoryInput, 'records' | 'status' | 'stage'> & { deliveries: Delivery[] },
): Promise<JourneyRow> {
  const journey = await createJourney(db, {
    ...input,
    records: input.deliveries.map((delivery) => delivery.record),
    stage: 'completed',
  });
  for (const delivery of input.deliveries) {
    await db
      .update(journeyRecords)
      .set({
        sentQuantity: delivery.sent,
        receivedQuantity: delivery.received,
        pickedUpAt: new Date(delivery.receivedAt.getTime() - 6 * 3_600_000),
        receivedAt: delivery.receivedAt,
        resolution: delivery.resolution ?? null,
        resolutionCause: delivery.resolution ? 'Tercecer saat bongkar muat' : null,
      })
      .where(
        and(eq(journeyRecords.journeyId, journey.id), eq(journeyRecords.wasteRecordId, delivery.record.id)),
      );
  }
  return journey;
}
