import type { PhysicalForm } from '@sirkula/domain/waste';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, journeyRecords, manifests, users, wasteRecords } from '../../db/schema.ts';
import type { JourneyRow } from '../journeys/queries.ts';

export type ManifestRow = typeof manifests.$inferSelect;

/** The companies a manifest names, with what Festronik asks of each. */
export async function partiesOf(db: Db, ids: string[]) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      npwp: companies.npwp,
      address: companies.address,
      city: companies.city,
      province: companies.province,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
}

/**
 * A journey's B3 records, with what a manifest shows of each: those on it now, or for a cancelled
 * journey those it had when it was cancelled (as the journey's own page lists them).
 */
export async function b3RecordsOf(
  db: Db,
  journey: Pick<JourneyRow, 'id' | 'status' | 'updatedAt'>,
  senderId?: string,
) {
  const current =
    journey.status === 'cancelled'
      ? sql`${journeyRecords.leftAt} >= ${journey.updatedAt}`
      : isNull(journeyRecords.leftAt);
  return db
    .select({
      wasteRecordId: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      senderId: wasteRecords.companyId,
      code: wasteRecords.wasteCode,
      physicalForm: wasteRecords.physicalForm,
      packaging: wasteRecords.packaging,
      packageCount: wasteRecords.packageCount,
      unit: wasteRecords.unit,
      plannedQuantity: wasteRecords.quantity,
      sentQuantity: journeyRecords.sentQuantity,
      receivedQuantity: journeyRecords.receivedQuantity,
      loadingAddress: wasteRecords.pickupAddress,
      pickedUpAt: journeyRecords.pickedUpAt,
      receivedAt: journeyRecords.receivedAt,
    })
    .from(journeyRecords)
    .innerJoin(wasteRecords, eq(wasteRecords.id, journeyRecords.wasteRecordId))
    .where(
      and(
        eq(journeyRecords.journeyId, journey.id),
        current,
        eq(wasteRecords.type, 'b3'),
        senderId ? eq(wasteRecords.companyId, senderId) : undefined,
      ),
    )
    .orderBy(asc(wasteRecords.registrationNumber));
}
export type B3RecordRow = Awaited<ReturnType<typeof b3RecordsOf>>[number];

/** What staff recorded of a journey's manifests, with who did it last. */
export async function manifestRowsOf(db: Db, journeyId: string) {
  return db
    .select({ manifest: manifests, updatedByName: users.name })
    .from(manifests)
    .leftJoin(users, eq(users.id, manifests.updatedBy))
    .where(eq(manifests.journeyId, journeyId));
}

/** One sender's manifest row, locked until the transaction ends so two changes take turns. */
export async function lockManifest(db: Db, journeyId: string, senderId: string) {
  const [row] = await db
    .select()
    .from(manifests)
    .where(and(eq(manifests.journeyId, journeyId), eq(manifests.senderId, senderId)))
    .for('update');
  return row;
}

/**
 * The row for a sender's manifest, made on first use: rows exist only once staff record something, and
 * a journey's manifest without one reads as planned. Two first changes at once meet at the unique index.
 */
export async function ensureManifest(db: Db, journeyId: string, senderId: string, now: Date) {
  await db
    .insert(manifests)
    .values({ journeyId, senderId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [manifests.journeyId, manifests.senderId] });
  const row = await lockManifest(db, journeyId, senderId);
  if (!row) throw new Error('Manifest row missing after insert');
  return row;
}

export async function updateManifest(
  db: Db,
  id: string,
  values: Pick<ManifestRow, 'festronikNumber' | 'status' | 'updatedBy'>,
  now: Date,
) {
  await db
    .update(manifests)
    .set({ ...values, updatedAt: now })
    .where(eq(manifests.id, id));
}

/** A waste record's owner and type, locked for a change of its manifest details. */
export async function lockWasteRecord(db: Db, id: string) {
  const [row] = await db
    .select({
      id: wasteRecords.id,
      companyId: wasteRecords.companyId,
      type: wasteRecords.type,
      physicalForm: wasteRecords.physicalForm,
      packageCount: wasteRecords.packageCount,
    })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, id))
    .for('update');
  return row;
}

export async function updateWasteDetails(
  db: Db,
  id: string,
  values: { physicalForm: PhysicalForm; packageCount: number },
  now: Date,
) {
  await db
    .update(wasteRecords)
    .set({ ...values, updatedAt: now })
    .where(eq(wasteRecords.id, id));
}
