import type {
  B3CodeChange,
  B3CodeCreate,
  B3CodeEntry,
  B3CodeListFilter,
  B3CodeTable,
  HazardCharacteristic,
} from '@sirkula/domain/manifests/b3-codes';
import type { ManifestListFilter } from '@sirkula/domain/manifests/inputs';
import type { ManifestStatus } from '@sirkula/domain/manifests/rules';
import type { PhysicalForm } from '@sirkula/domain/waste/rules';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import {
  b3WasteCodes,
  companies,
  journeyRecords,
  journeys,
  manifests,
  users,
  vehicles,
  wasteRecords,
} from '../../db/schema.ts';
import { containsPattern, startsWithPattern } from '../../db/search.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { type JourneyRow, journeysOfCompanies } from '../journeys/public.ts';

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
      transportRecommendationNumber: companies.transportRecommendationNumber,
      b3LicenceNumber: companies.b3LicenceNumber,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
}

/** The B3 permit of the vehicle a journey names, from the fleet. */
export async function vehiclePermitOf(db: Db, vehicleId: string | null): Promise<string | null> {
  if (!vehicleId) return null;
  const [row] = await db
    .select({ permit: vehicles.b3PermitNumber })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.permit ?? null;
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
      recordedCharacteristics: wasteRecords.hazardCharacteristics,
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

/** Staff allow the pickup without a Festronik number, and why. */
export async function setPickupOverride(
  db: Db,
  id: string,
  values: { reason: string; by: string },
  now: Date,
) {
  await db
    .update(manifests)
    .set({
      pickupOverrideReason: values.reason,
      pickupOverrideBy: values.by,
      pickupOverrideAt: now,
      updatedAt: now,
    })
    .where(eq(manifests.id, id));
}

/** Who allowed a pickup without a number, by name. */
export async function userName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** What a sender's manifest on a journey says about pickup: Festronik's number and any staff override. */
export async function pickupClearance(db: Db, journeyId: string, senderId: string) {
  const [row] = await db
    .select({ festronikNumber: manifests.festronikNumber, overrideReason: manifests.pickupOverrideReason })
    .from(manifests)
    .where(and(eq(manifests.journeyId, journeyId), eq(manifests.senderId, senderId)));
  return row ?? null;
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
      characteristics: wasteRecords.hazardCharacteristics,
    })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, id))
    .for('update');
  return row;
}

export async function updateWasteDetails(
  db: Db,
  id: string,
  values: {
    physicalForm: PhysicalForm;
    packageCount: number;
    hazardCharacteristics: HazardCharacteristic[] | null;
  },
  now: Date,
) {
  await db
    .update(wasteRecords)
    .set({ ...values, updatedAt: now })
    .where(eq(wasteRecords.id, id));
}

/** Whose manifests a list reaches: a sender's own, a partner's journeys', every one, or none. */
export type ManifestScope =
  | { kind: 'every' }
  | { kind: 'sender'; companyId: string }
  | { kind: 'party'; companyId: string }
  | { kind: 'driven'; companyId: string; driverId: string }
  | { kind: 'none' };

function scopeMatch(scope: ManifestScope): SQL | undefined {
  if (scope.kind === 'every') return undefined;
  if (scope.kind === 'none') return sql`false`;
  if (scope.kind === 'sender') return eq(wasteRecords.companyId, scope.companyId);
  if (scope.kind === 'driven') {
    return and(eq(journeys.transporterId, scope.companyId), eq(journeys.driverId, scope.driverId));
  }
  return or(eq(journeys.transporterId, scope.companyId), eq(journeys.receiverId, scope.companyId));
}

/**
 * Manifests as journeys and their B3 records make them, one per journey and sender, newest planned
 * first; a manifest staff never touched has no row and reads as planned.
 */
export async function listManifests(db: Db, filter: ManifestListFilter, scope: ManifestScope) {
  const status = sql<ManifestStatus>`coalesce(${manifests.status}, 'planned')`;
  const onJourney = sql`(${journeyRecords.leftAt} is null or (${journeys.status} = 'cancelled'
    and ${journeyRecords.leftAt} >= ${journeys.updatedAt}))`;
  const where = and(
    eq(wasteRecords.type, 'b3'),
    onJourney,
    scopeMatch(scope),
    filter.status ? sql`${status} = ${filter.status}` : undefined,
  );
  const grouped = () =>
    db
      .select({
        journeyId: journeys.id,
        journeyNumber: journeys.number,
        plannedOn: journeys.plannedOn,
        journeyStatus: journeys.status,
        stage: journeys.stage,
        senderId: wasteRecords.companyId,
        senderName: companies.name,
        status,
        festronikNumber: manifests.festronikNumber,
        wasteCount: sql<number>`count(*)::int`,
        firstWasteRecordId: sql<string>`(array_agg(${wasteRecords.id}::text
          order by ${wasteRecords.registrationNumber}))[1]`,
      })
      .from(journeyRecords)
      .innerJoin(journeys, eq(journeys.id, journeyRecords.journeyId))
      .innerJoin(wasteRecords, eq(wasteRecords.id, journeyRecords.wasteRecordId))
      .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
      .leftJoin(
        manifests,
        and(eq(manifests.journeyId, journeys.id), eq(manifests.senderId, wasteRecords.companyId)),
      )
      .where(where)
      .groupBy(journeys.id, wasteRecords.companyId, companies.name, manifests.id);
  return listPage(db, {
    rows: grouped()
      .orderBy(desc(journeys.plannedOn), desc(journeys.number), asc(companies.name))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: grouped(),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

type CodeRow = typeof b3WasteCodes.$inferSelect;

/** A code list row as the domain names it. */
export function codeEntry(row: CodeRow): B3CodeEntry & { updatedAt: Date | null } {
  return {
    code: row.code,
    category: row.category === 1 ? 1 : 2,
    table: (row.annexTable as B3CodeTable | null) ?? null,
    name: { id: row.nameId, en: row.nameEn },
    characteristics: row.characteristics,
    confidence: row.confidence,
    sources: row.sources,
    notes: row.notes,
    updatedAt: row.updatedBy ? row.updatedAt : null,
  };
}

/** The code list's entries for these codes (those it holds). */
export async function codeEntries(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db.select().from(b3WasteCodes).where(inArray(b3WasteCodes.code, codes));
  return rows.map(codeEntry);
}

/** One code's row, locked until the transaction ends so two corrections take turns. */
export async function lockCode(db: Db, code: string) {
  const [row] = await db.select().from(b3WasteCodes).where(eq(b3WasteCodes.code, code)).for('update');
  return row;
}

/** The code list searched by code or either name, codes starting with the text first, then by code. */
export async function searchCodes(db: Db, filter: B3CodeListFilter) {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const where = pattern
    ? or(
        sql`${b3WasteCodes.code} ilike ${pattern}`,
        sql`${b3WasteCodes.nameId} ilike ${pattern}`,
        sql`${b3WasteCodes.nameEn} ilike ${pattern}`,
      )
    : undefined;
  // Codes that start with the text come first (typing "B105" finds B105d before A105d's names).
  const order = filter.q
    ? [sql`(${b3WasteCodes.code} ilike ${startsWithPattern(filter.q)}) desc`, asc(b3WasteCodes.code)]
    : [asc(b3WasteCodes.code)];
  const { items, ...total } = await listPage(db, {
    rows: db
      .select()
      .from(b3WasteCodes)
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ code: b3WasteCodes.code }).from(b3WasteCodes).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
  return { ...total, items: items.map(codeEntry) };
}

/** Adds a code staff entered; false when the code is already listed. */
export async function insertCode(db: Db, input: B3CodeCreate & { category: 1 | 2 }, by: string, now: Date) {
  const inserted = await db
    .insert(b3WasteCodes)
    .values({
      code: input.code,
      category: input.category,
      annexTable: input.table,
      nameId: input.nameId,
      nameEn: input.nameEn,
      characteristics: input.characteristics,
      confidence: 'staff',
      notes: input.notes,
      updatedBy: by,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: b3WasteCodes.code })
    .returning();
  return inserted[0];
}

/** Staff's correction of a listed code: it is the provider's word from now on (confidence `staff`). */
export async function updateCode(db: Db, code: string, input: B3CodeChange, by: string, now: Date) {
  const [row] = await db
    .update(b3WasteCodes)
    .set({
      annexTable: input.table,
      nameId: input.nameId,
      nameEn: input.nameEn,
      characteristics: input.characteristics,
      confidence: 'staff',
      notes: input.notes,
      updatedBy: by,
      updatedAt: now,
    })
    .where(eq(b3WasteCodes.code, code))
    .returning();
  return row;
}

/** Demo removal: the demo journeys' manifests and any naming a demo company as sender, with their trail. */
export async function deleteDemoManifests(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = or(
    inArray(manifests.journeyId, journeysOfCompanies(db, companyIds)),
    inArray(manifests.senderId, companyIds),
  );
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(manifests.id) })
      .from(manifests)
      .where(ofDemo),
  );
  await db.delete(manifests).where(ofDemo);
  return { auditEntries };
}
