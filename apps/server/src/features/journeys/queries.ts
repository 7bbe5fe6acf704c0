import { type JourneyListFilter, ON_ROAD_STAGES } from '@sirkula/domain/journeys/inputs';
import { REGISTRATION_NUMBER } from '@sirkula/domain/waste/numbers';
import { and, asc, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import {
  companies,
  drivers,
  journeyEventPhotos,
  journeyEvents,
  journeyPositions,
  journeyRecords,
  journeys,
  offlineActions,
  transitHubs,
  users,
  vehicles,
  wasteRecords,
} from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import type { OwnerOfFile } from '../storage/public.ts';
import type { JourneyScope } from './policy.ts';

export type JourneyRow = typeof journeys.$inferSelect;
export type NewJourneyEvent = typeof journeyEvents.$inferInsert;

const transporter = alias(companies, 'transporter');
const receiver = alias(companies, 'receiver');

/**
 * A partner reaches the journeys it carries or receives, a driver account those assigned to it; staff
 * every journey; anyone else none.
 */
export function journeyWithin(scope: JourneyScope): SQL | undefined {
  if (scope.kind === 'none') return sql`false`;
  if (scope.kind === 'every') return undefined;
  if (scope.kind === 'driven') {
    return and(eq(journeys.transporterId, scope.companyId), eq(journeys.driverId, scope.driverId));
  }
  return or(eq(journeys.transporterId, scope.companyId), eq(journeys.receiverId, scope.companyId));
}

/** Journeys carrying a record of this customer and/or of this waste type. */
function carrying(filter: JourneyListFilter): SQL | undefined {
  if (!filter.customerId && !filter.wasteType) return undefined;
  return sql`${journeys.id} in (select ${journeyRecords.journeyId} from ${journeyRecords}
    inner join ${wasteRecords} on ${wasteRecords.id} = ${journeyRecords.wasteRecordId}
    where ${and(
      filter.customerId ? eq(journeyRecords.customerId, filter.customerId) : undefined,
      filter.wasteType ? eq(wasteRecords.type, filter.wasteType) : undefined,
      isNull(journeyRecords.leftAt),
    )})`;
}

/** A journey number by prefix, or a record's registration number: the journeys carrying it. */
function numberMatch(q: string): SQL {
  const text = q.toUpperCase();
  if (REGISTRATION_NUMBER.test(text)) {
    return sql`${journeys.id} in (select ${journeyRecords.journeyId} from ${journeyRecords}
      inner join ${wasteRecords} on ${wasteRecords.id} = ${journeyRecords.wasteRecordId}
      where ${wasteRecords.registrationNumber} = ${text})`;
  }
  return like(journeys.number, `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

function discrepancyMatch(state: 'open' | 'resolved'): SQL | undefined {
  return state === 'open'
    ? and(sql`${journeys.discrepancyAt} is not null`, isNull(journeys.discrepancyResolvedAt))
    : sql`${journeys.discrepancyResolvedAt} is not null`;
}

const SORT_COLUMNS = {
  plannedOn: journeys.plannedOn,
  updatedAt: journeys.updatedAt,
  number: journeys.number,
} as const;

/** The records on a journey now; a cancelled journey's, those it had when it was cancelled. */
const recordCount = sql<number>`(select count(*)::int from ${journeyRecords}
  where ${journeyRecords.journeyId} = ${journeys.id}
    and (${journeyRecords.leftAt} is null
      or (${journeys.status} = 'cancelled' and ${journeyRecords.leftAt} >= ${journeys.updatedAt})))`;

/** The columns every journey answer starts from: the row, its parties, assignment and hub by name. */
function summaryColumns() {
  return {
    journey: journeys,
    transporterName: transporter.name,
    receiverName: receiver.name,
    vehiclePlate: vehicles.plate,
    driverName: drivers.name,
    hubName: transitHubs.name,
    hubCity: transitHubs.city,
    recordCount,
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns())
    .from(journeys)
    .innerJoin(transporter, eq(transporter.id, journeys.transporterId))
    .innerJoin(receiver, eq(receiver.id, journeys.receiverId))
    .leftJoin(vehicles, eq(vehicles.id, journeys.vehicleId))
    .leftJoin(drivers, eq(drivers.id, journeys.driverId))
    .leftJoin(transitHubs, eq(transitHubs.id, journeys.transitHubId));
}
export type JourneySummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

export async function listJourneys(db: Db, filter: JourneyListFilter, scope: JourneyScope) {
  const where = and(
    journeyWithin(scope),
    filter.status ? eq(journeys.status, filter.status) : undefined,
    filter.stage === 'onRoad'
      ? inArray(journeys.stage, [...ON_ROAD_STAGES])
      : filter.stage
        ? eq(journeys.stage, filter.stage)
        : undefined,
    filter.discrepancy ? discrepancyMatch(filter.discrepancy) : undefined,
    filter.from ? sql`${journeys.plannedOn} >= ${filter.from}` : undefined,
    filter.to ? sql`${journeys.plannedOn} <= ${filter.to}` : undefined,
    filter.transporterId ? eq(journeys.transporterId, filter.transporterId) : undefined,
    filter.receiverId ? eq(journeys.receiverId, filter.receiverId) : undefined,
    carrying(filter),
    filter.q ? numberMatch(filter.q) : undefined,
  );
  const direction = filter.order === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[filter.sort]), direction(journeys.id)];
  // The page's ids come from an index alone; only those rows are then joined to their names.
  const pageIds = db
    .select({ id: journeys.id })
    .from(journeys)
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return listPage(db, {
    rows: summaries(db)
      .where(inArray(journeys.id, pageIds))
      .orderBy(...order),
    matching: db.select({ one: sql`1` }).from(journeys).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findJourney(db: Db, id: string) {
  const [row] = await summaries(db).where(eq(journeys.id, id));
  return row;
}

/** The journey row alone, locked until the transaction ends so two actions on it take turns. */
export async function lockJourney(db: Db, id: string): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(journeys).where(eq(journeys.id, id)).for('update');
  return row;
}

export async function insertJourney(db: Db, values: typeof journeys.$inferInsert): Promise<JourneyRow> {
  const [row] = await db.insert(journeys).values(values).returning();
  if (!row) throw new Error('Journey insert returned nothing');
  return row;
}

export async function updateJourney(
  db: Db,
  id: string,
  values: Partial<typeof journeys.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(journeys)
    .set({ ...values, updatedAt: now })
    .where(eq(journeys.id, id));
}

/**
 * A journey's records: the ones on it now, or for a cancelled journey the ones it had when it was
 * cancelled (they left it then).
 */
export async function recordsOf(db: Db, journey: Pick<JourneyRow, 'id' | 'status' | 'updatedAt'>) {
  const current =
    journey.status === 'cancelled'
      ? sql`${journeyRecords.leftAt} >= ${journey.updatedAt}`
      : isNull(journeyRecords.leftAt);
  return db
    .select({
      id: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      transactionNumber: wasteRecords.transactionNumber,
      customerId: wasteRecords.companyId,
      customerName: companies.name,
      customerCity: companies.city,
      createdBy: wasteRecords.createdBy,
      type: wasteRecords.type,
      wasteCode: wasteRecords.wasteCode,
      unit: wasteRecords.unit,
      quantity: wasteRecords.quantity,
      status: wasteRecords.status,
      pickupAddress: wasteRecords.pickupAddress,
      packaging: wasteRecords.packaging,
      sentQuantity: journeyRecords.sentQuantity,
      receivedQuantity: journeyRecords.receivedQuantity,
      pickedUpAt: journeyRecords.pickedUpAt,
      receivedAt: journeyRecords.receivedAt,
      resolution: journeyRecords.resolution,
      resolutionCause: journeyRecords.resolutionCause,
    })
    .from(journeyRecords)
    .innerJoin(wasteRecords, eq(wasteRecords.id, journeyRecords.wasteRecordId))
    .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
    .where(and(eq(journeyRecords.journeyId, journey.id), current))
    .orderBy(asc(wasteRecords.registrationNumber));
}
export type JourneyRecordRow = Awaited<ReturnType<typeof recordsOf>>[number];

/** The waste records asked for, locked so that no one else plans or cancels them meanwhile. */
export async function lockWasteRecords(db: Db, ids: string[]) {
  return db
    .select({
      id: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      companyId: wasteRecords.companyId,
      status: wasteRecords.status,
      confirmedAt: wasteRecords.confirmedAt,
    })
    .from(wasteRecords)
    .where(inArray(wasteRecords.id, ids))
    .for('update');
}

/** Which of these records are on a journey now. */
export async function recordsOnJourneys(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: journeyRecords.wasteRecordId })
    .from(journeyRecords)
    .where(and(inArray(journeyRecords.wasteRecordId, ids), isNull(journeyRecords.leftAt)));
  return new Set(rows.map((row) => row.id));
}

export async function insertJourneyRecords(
  db: Db,
  rows: Array<{ journeyId: string; wasteRecordId: string; customerId: string; joinedAt: Date }>,
): Promise<void> {
  if (rows.length > 0) await db.insert(journeyRecords).values(rows);
}

export async function updateJourneyRecord(
  db: Db,
  journeyId: string,
  wasteRecordId: string,
  values: Partial<typeof journeyRecords.$inferInsert>,
): Promise<void> {
  await db
    .update(journeyRecords)
    .set(values)
    .where(
      and(
        eq(journeyRecords.journeyId, journeyId),
        eq(journeyRecords.wasteRecordId, wasteRecordId),
        isNull(journeyRecords.leftAt),
      ),
    );
}

/** Takes records off a journey (all of them when `wasteRecordIds` is omitted). */
export async function leaveJourney(db: Db, journeyId: string, at: Date, wasteRecordIds?: string[]) {
  await db
    .update(journeyRecords)
    .set({ leftAt: at })
    .where(
      and(
        eq(journeyRecords.journeyId, journeyId),
        isNull(journeyRecords.leftAt),
        wasteRecordIds ? inArray(journeyRecords.wasteRecordId, wasteRecordIds) : undefined,
      ),
    );
}

export async function insertEvent(db: Db, values: NewJourneyEvent, photoFileIds: string[] = []) {
  const [event] = await db.insert(journeyEvents).values(values).returning({ id: journeyEvents.id });
  if (!event) throw new Error('Journey event insert returned nothing');
  if (photoFileIds.length > 0) {
    await db
      .insert(journeyEventPhotos)
      .values(photoFileIds.map((fileId, position) => ({ eventId: event.id, fileId, position })));
  }
  return event;
}

/** A journey's timeline, oldest first, with who acted and each event's photos in the order taken. */
export async function eventsOf(db: Db, journeyId: string, wasteRecordId?: string) {
  const photos = sql<string[]>`coalesce((select array_agg(${journeyEventPhotos.fileId}::text
    order by ${journeyEventPhotos.position}) from ${journeyEventPhotos}
    where ${journeyEventPhotos.eventId} = ${journeyEvents.id}), '{}')`;
  return db
    .select({
      id: journeyEvents.id,
      kind: journeyEvents.kind,
      wasteRecordId: journeyEvents.wasteRecordId,
      registrationNumber: wasteRecords.registrationNumber,
      actorName: users.name,
      quantity: journeyEvents.quantity,
      unit: journeyEvents.unit,
      personInCharge: journeyEvents.personInCharge,
      signatureFileId: journeyEvents.signatureFileId,
      photoFileIds: photos,
      latitude: journeyEvents.latitude,
      longitude: journeyEvents.longitude,
      place: journeyEvents.place,
      note: journeyEvents.note,
      occurredAt: journeyEvents.occurredAt,
      recordedAt: journeyEvents.recordedAt,
    })
    .from(journeyEvents)
    .leftJoin(wasteRecords, eq(wasteRecords.id, journeyEvents.wasteRecordId))
    .leftJoin(users, eq(users.id, journeyEvents.actorId))
    .where(
      and(
        eq(journeyEvents.journeyId, journeyId),
        wasteRecordId
          ? or(eq(journeyEvents.wasteRecordId, wasteRecordId), isNull(journeyEvents.wasteRecordId))
          : undefined,
      ),
    )
    .orderBy(asc(journeyEvents.occurredAt), asc(journeyEvents.recordedAt));
}

/** The journey a record is on now, or was last on. */
export async function journeyOfRecord(db: Db, wasteRecordId: string) {
  const [row] = await summaries(db)
    .innerJoin(journeyRecords, eq(journeyRecords.journeyId, journeys.id))
    .where(eq(journeyRecords.wasteRecordId, wasteRecordId))
    .orderBy(sql`${journeyRecords.leftAt} is null desc`, desc(journeyRecords.joinedAt))
    .limit(1);
  return row;
}

export async function findRecordByRegistration(db: Db, registrationNumber: string) {
  const [row] = await db
    .select({ id: wasteRecords.id, registrationNumber: wasteRecords.registrationNumber })
    .from(wasteRecords)
    .where(eq(wasteRecords.registrationNumber, registrationNumber));
  return row;
}

/** Whether a file belongs to this journey: a photo or signature of its timeline, or its certificate. */
export async function journeyHasFile(db: Db, journey: JourneyRow, fileId: string): Promise<boolean> {
  if (journey.certificateFileId === fileId) return true;
  const [row] = await db
    .select({ one: sql`1` })
    .from(journeyEvents)
    .leftJoin(journeyEventPhotos, eq(journeyEventPhotos.eventId, journeyEvents.id))
    .where(
      and(
        eq(journeyEvents.journeyId, journey.id),
        or(eq(journeyEvents.signatureFileId, fileId), eq(journeyEventPhotos.fileId, fileId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findCompanies(db: Db, ids: string[]) {
  return db
    .select({
      id: companies.id,
      kind: companies.kind,
      status: companies.status,
      partnerRoles: companies.partnerRoles,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
}

export async function findTransitHub(db: Db, id: string) {
  const [row] = await db.select().from(transitHubs).where(eq(transitHubs.id, id));
  return row;
}

export async function listTransitHubs(db: Db) {
  return db
    .select({
      id: transitHubs.id,
      name: transitHubs.name,
      city: transitHubs.city,
      address: transitHubs.address,
    })
    .from(transitHubs)
    .orderBy(asc(transitHubs.name))
    .limit(200);
}

export async function findOfflineAction(db: Db, key: string) {
  const [row] = await db.select().from(offlineActions).where(eq(offlineActions.key, key));
  return row;
}

export async function insertOfflineAction(
  db: Db,
  values: { key: string; actorId: string; answer: unknown },
): Promise<void> {
  await db.insert(offlineActions).values({ ...values, statusCode: 200 });
}

export async function companyCity(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ city: companies.city }).from(companies).where(eq(companies.id, id));
  return row?.city ?? null;
}

export async function findWasteOwner(db: Db, id: string) {
  const [row] = await db
    .select({ id: wasteRecords.id, companyId: wasteRecords.companyId })
    .from(wasteRecords)
    .where(eq(wasteRecords.id, id));
  return row;
}

/** Both parties as a document names them, and the journey's vehicle and driver. */
export async function proofParties(db: Db, journey: JourneyRow) {
  const parties = await db
    .select({
      id: companies.id,
      name: companies.name,
      address: companies.address,
      city: companies.city,
      npwp: companies.npwp,
    })
    .from(companies)
    .where(inArray(companies.id, [journey.transporterId, journey.receiverId]));
  const [vehicle] = journey.vehicleId
    ? await db
        .select({ plate: vehicles.plate, type: vehicles.type })
        .from(vehicles)
        .where(eq(vehicles.id, journey.vehicleId))
    : [];
  const [driver] = journey.driverId
    ? await db
        .select({ name: drivers.name, phone: drivers.phone })
        .from(drivers)
        .where(eq(drivers.id, journey.driverId))
    : [];
  return { parties, vehicle: vehicle ?? null, driver: driver ?? null };
}

/** The pinned places of a journey's map: the customers' sites and the receiver's, and its hub's. */
export async function routePlaces(db: Db, journey: JourneyRow, customerIds: readonly string[]) {
  const sites = await db
    .select({
      id: companies.id,
      name: companies.name,
      latitude: companies.latitude,
      longitude: companies.longitude,
    })
    .from(companies)
    .where(inArray(companies.id, [...new Set([...customerIds, journey.receiverId])]));
  const [hub] = journey.transitHubId
    ? await db
        .select({ name: transitHubs.name, latitude: transitHubs.latitude, longitude: transitHubs.longitude })
        .from(transitHubs)
        .where(eq(transitHubs.id, journey.transitHubId))
    : [];
  return { sites, hub: hub ?? null };
}

/** A journey on the road for three days sends about 4,300 positions; more than this is not a journey. */
const MOST_POSITIONS = 20_000;

/** Where the driver's phone was, in the order it was there. */
export async function positionsOf(db: Db, journeyId: string) {
  return db
    .select({ latitude: journeyPositions.latitude, longitude: journeyPositions.longitude })
    .from(journeyPositions)
    .where(eq(journeyPositions.journeyId, journeyId))
    .orderBy(asc(journeyPositions.occurredAt))
    .limit(MOST_POSITIONS);
}

/** The journeys the given companies carried, received or had records on: a query of their ids. */
export function journeysOfCompanies(db: Db, companyIds: string[]) {
  const carrying = db
    .select({ id: journeyRecords.journeyId })
    .from(journeyRecords)
    .where(inArray(journeyRecords.customerId, companyIds));
  return db
    .select({ id: journeys.id })
    .from(journeys)
    .where(
      or(
        inArray(journeys.transporterId, companyIds),
        inArray(journeys.receiverId, companyIds),
        inArray(journeys.id, carrying),
      ),
    );
}

/** Demo removal: the demo companies' journeys with their timelines, positions and audit entries. */
export async function deleteDemoJourneys(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ids = (await journeysOfCompanies(db, companyIds)).map((row) => row.id);
  if (ids.length === 0) return {};
  const events = db
    .select({ id: journeyEvents.id })
    .from(journeyEvents)
    .where(inArray(journeyEvents.journeyId, ids));
  const auditEntries = await deleteAuditEntriesAbout(db, ids);
  await db.delete(journeyEventPhotos).where(inArray(journeyEventPhotos.eventId, events));
  await db.delete(journeyEvents).where(inArray(journeyEvents.journeyId, ids));
  await db.delete(journeyRecords).where(inArray(journeyRecords.journeyId, ids));
  await db.delete(journeyPositions).where(inArray(journeyPositions.journeyId, ids));
  await db.delete(journeys).where(inArray(journeys.id, ids));
  return { auditEntries };
}

/**
 * The journeys and handovers whose files these are (the storage console's owner column): a journey's
 * certificate, and a handover's photos and signature, shown as their waste record's when the handover
 * was of one record.
 */
export async function journeyFileOwners(db: Db, fileIds: string[]): Promise<OwnerOfFile[]> {
  const [certificates, photos, signatures] = await Promise.all([
    db
      .select({ fileId: journeys.certificateFileId, id: journeys.id, number: journeys.number })
      .from(journeys)
      .where(inArray(journeys.certificateFileId, fileIds)),
    db
      .select({
        fileId: journeyEventPhotos.fileId,
        journeyId: journeyEvents.journeyId,
        number: journeys.number,
        recordId: wasteRecords.id,
        registrationNumber: wasteRecords.registrationNumber,
      })
      .from(journeyEventPhotos)
      .innerJoin(journeyEvents, eq(journeyEvents.id, journeyEventPhotos.eventId))
      .innerJoin(journeys, eq(journeys.id, journeyEvents.journeyId))
      .leftJoin(wasteRecords, eq(wasteRecords.id, journeyEvents.wasteRecordId))
      .where(inArray(journeyEventPhotos.fileId, fileIds)),
    db
      .select({
        fileId: journeyEvents.signatureFileId,
        journeyId: journeyEvents.journeyId,
        number: journeys.number,
        recordId: wasteRecords.id,
        registrationNumber: wasteRecords.registrationNumber,
      })
      .from(journeyEvents)
      .innerJoin(journeys, eq(journeys.id, journeyEvents.journeyId))
      .leftJoin(wasteRecords, eq(wasteRecords.id, journeyEvents.wasteRecordId))
      .where(inArray(journeyEvents.signatureFileId, fileIds)),
  ]);
  const handovers = [...photos, ...signatures].map((row) =>
    row.recordId
      ? {
          fileId: row.fileId as string,
          kind: 'wasteRecord' as const,
          id: row.recordId,
          label: row.registrationNumber ?? '',
          href: `/internal/waste/${row.recordId}`,
        }
      : {
          fileId: row.fileId as string,
          kind: 'handover' as const,
          id: row.journeyId,
          label: row.number,
          href: `/internal/journey/${row.journeyId}`,
        },
  );
  return [
    ...certificates.map((row) => ({
      fileId: row.fileId as string,
      kind: 'journey' as const,
      id: row.id,
      label: row.number,
      href: `/internal/journey/${row.id}`,
    })),
    ...handovers,
  ];
}
