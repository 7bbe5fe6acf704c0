import { REGISTRATION_NUMBER, TRANSACTION_NUMBER } from '@sirkula/domain/waste/numbers';
import {
  type ConfirmationFilter,
  QUOTA_STATUSES,
  type WasteListFilter,
  type WasteStatus,
} from '@sirkula/domain/waste/rules';
import {
  AWAITING_PICKUP_STATUSES,
  OPEN_WASTE_STATUSES,
  type WasteStatusFilter,
} from '@sirkula/domain/waste/status';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import {
  companies,
  contracts,
  journeyRecords,
  journeys,
  smartBins,
  users,
  wasteRecords,
  wasteStatusHistory,
} from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import type { WasteScope } from './policy.ts';

export type WasteRow = typeof wasteRecords.$inferSelect;
export type NewWasteRow = typeof wasteRecords.$inferInsert;

const SORT_COLUMNS = {
  transactionDate: wasteRecords.transactionDate,
  createdAt: wasteRecords.createdAt,
  quantity: wasteRecords.quantity,
  status: wasteRecords.status,
  requestedPickupDate: wasteRecords.requestedPickupDate,
} as const;

/**
 * A record's transaction date is the (WIB) day it was created, so within a date range the newest-first
 * order can walk the transaction-date index instead of skipping through every later record.
 */
function sortOrder(filter: WasteListFilter) {
  const byCreation = filter.sort === 'createdAt' && (filter.from || filter.to);
  const first = byCreation
    ? [wasteRecords.transactionDate, wasteRecords.createdAt]
    : [SORT_COLUMNS[filter.sort]];
  return [...first, wasteRecords.id];
}

/** A full number is found by its unique index; a partial one by prefix. */
function numberMatch(q: string): SQL | undefined {
  const text = q.toUpperCase();
  if (REGISTRATION_NUMBER.test(text)) return eq(wasteRecords.registrationNumber, text);
  if (TRANSACTION_NUMBER.test(text)) return eq(wasteRecords.transactionNumber, text);
  const prefix = `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(like(wasteRecords.transactionNumber, prefix), like(wasteRecords.registrationNumber, prefix));
}

/** The same rule as the domain's `awaitsConfirmation`, as a condition the list can filter on. */
function confirmationMatch(confirmation: ConfirmationFilter): SQL | undefined {
  return confirmation === 'awaiting'
    ? and(eq(wasteRecords.status, 'waiting'), isNull(wasteRecords.confirmedAt))
    : isNotNull(wasteRecords.confirmedAt);
}

function statusMatch(status: WasteStatusFilter): SQL {
  if (status === 'open') return inArray(wasteRecords.status, [...OPEN_WASTE_STATUSES]);
  if (status === 'awaitingPickup') return inArray(wasteRecords.status, [...AWAITING_PICKUP_STATUSES]);
  return eq(wasteRecords.status, status);
}

/**
 * The records a scope reaches. A partner's are those on the journeys it carries or receives, found
 * from its journeys (few) rather than by testing every record; `wanted` then narrows by customer.
 */
function wasteWithin(scope: WasteScope, wanted?: string | null): SQL | undefined {
  if (scope.kind !== 'carried') return withinScope(wasteRecords.companyId, scope, wanted);
  const partner = scope.companyId;
  const theirs = scope.driverId
    ? sql`(${journeys.transporterId} = ${partner} and ${journeys.driverId} = ${scope.driverId})`
    : sql`(${journeys.transporterId} = ${partner} or ${journeys.receiverId} = ${partner})`;
  return and(
    sql`${wasteRecords.id} in (select ${journeyRecords.wasteRecordId} from ${journeyRecords}
      inner join ${journeys} on ${journeys.id} = ${journeyRecords.journeyId}
      where ${journeyRecords.leftAt} is null and ${theirs})`,
    wanted ? eq(wasteRecords.companyId, wanted) : undefined,
  );
}

export async function listWaste(db: Db, filter: WasteListFilter, scope: WasteScope) {
  const conditions: Array<SQL | undefined> = [
    wasteWithin(scope, filter.companyId),
    filter.status ? statusMatch(filter.status) : undefined,
    filter.confirmation ? confirmationMatch(filter.confirmation) : undefined,
    filter.type ? eq(wasteRecords.type, filter.type) : undefined,
    filter.from ? gte(wasteRecords.transactionDate, filter.from) : undefined,
    filter.to ? lte(wasteRecords.transactionDate, filter.to) : undefined,
    filter.pickupDate ? eq(wasteRecords.requestedPickupDate, filter.pickupDate) : undefined,
    filter.smartBinId ? eq(wasteRecords.smartBinId, filter.smartBinId) : undefined,
    filter.q ? numberMatch(filter.q) : undefined,
  ];
  const where = and(...conditions);
  const direction = filter.order === 'asc' ? asc : desc;
  const order = sortOrder(filter).map((column) => direction(column));
  // The page's ids come from an index alone; only those twenty rows are then read and joined.
  const pageIds = db
    .select({ id: wasteRecords.id })
    .from(wasteRecords)
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return listPage(db, {
    rows: db
      .select({
        id: wasteRecords.id,
        transactionNumber: wasteRecords.transactionNumber,
        registrationNumber: wasteRecords.registrationNumber,
        transactionDate: wasteRecords.transactionDate,
        companyId: wasteRecords.companyId,
        companyName: companies.name,
        contractId: wasteRecords.contractId,
        contractNumber: contracts.number,
        type: wasteRecords.type,
        subType: wasteRecords.subType,
        wasteCode: wasteRecords.wasteCode,
        quantity: wasteRecords.quantity,
        unit: wasteRecords.unit,
        status: wasteRecords.status,
        potentialCost: wasteRecords.potentialCost,
        requestedPickupDate: wasteRecords.requestedPickupDate,
        timeWindow: wasteRecords.timeWindow,
        confirmedAt: wasteRecords.confirmedAt,
        createdAt: wasteRecords.createdAt,
      })
      .from(wasteRecords)
      .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
      .innerJoin(contracts, eq(contracts.id, wasteRecords.contractId))
      .where(inArray(wasteRecords.id, pageIds))
      .orderBy(...order),
    matching: db.select({ one: sql`1` }).from(wasteRecords).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findWaste(db: Db, id: string, scope: WasteScope) {
  const [row] = await db
    .select({
      record: wasteRecords,
      companyName: companies.name,
      companyAddress: companies.address,
      companyCity: companies.city,
      contractNumber: contracts.number,
      createdByName: users.name,
    })
    .from(wasteRecords)
    .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
    .innerJoin(contracts, eq(contracts.id, wasteRecords.contractId))
    .leftJoin(users, eq(users.id, wasteRecords.createdBy))
    .where(and(eq(wasteRecords.id, id), wasteWithin(scope)));
  return row;
}

export async function findByRegistrationNumber(db: Db, registrationNumber: string) {
  const [row] = await db
    .select({
      id: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      type: wasteRecords.type,
      status: wasteRecords.status,
    })
    .from(wasteRecords)
    .where(eq(wasteRecords.registrationNumber, registrationNumber));
  return row;
}

export async function historyOf(db: Db, wasteRecordId: string) {
  return db
    .select({
      fromStatus: wasteStatusHistory.fromStatus,
      toStatus: wasteStatusHistory.toStatus,
      actorName: users.name,
      reason: wasteStatusHistory.reason,
      createdAt: wasteStatusHistory.createdAt,
    })
    .from(wasteStatusHistory)
    .leftJoin(users, eq(users.id, wasteStatusHistory.actorId))
    .where(eq(wasteStatusHistory.wasteRecordId, wasteRecordId))
    .orderBy(asc(wasteStatusHistory.createdAt), asc(wasteStatusHistory.id));
}

/** A contract as the form reads it, without holding it. */
export async function findContract(db: Db, contractId: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  return row;
}

/** The contract a request is made on, locked for the rest of the transaction so quantity checks do not race. */
export async function lockContract(db: Db, contractId: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  return row;
}

/** What is already requested on a contract for pickups in `[from, to)`, drafts and cancellations aside. */
export async function requestedInPeriod(
  db: Db,
  contractId: string,
  period: { from: string; to: string },
  exceptId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ value: sum(wasteRecords.quantity) })
    .from(wasteRecords)
    .where(
      and(
        eq(wasteRecords.contractId, contractId),
        gte(wasteRecords.requestedPickupDate, period.from),
        lt(wasteRecords.requestedPickupDate, period.to),
        inArray(wasteRecords.status, [...QUOTA_STATUSES]),
        exceptId ? sql`${wasteRecords.id} <> ${exceptId}` : undefined,
      ),
    );
  return Number(row?.value ?? 0);
}

export async function insertWaste(db: Db, values: NewWasteRow): Promise<WasteRow> {
  const [row] = await db.insert(wasteRecords).values(values).returning();
  if (!row) throw new Error('Waste insert returned nothing');
  return row;
}

export async function updateWaste(db: Db, id: string, values: Partial<NewWasteRow>): Promise<void> {
  await db
    .update(wasteRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wasteRecords.id, id));
}

/** Changes a record only while it is still in `status`; answers whether it did (false: someone moved it first). */
export async function updateWasteIn(
  db: Db,
  id: string,
  status: WasteStatus,
  values: Partial<NewWasteRow>,
): Promise<boolean> {
  const changed = await db
    .update(wasteRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(wasteRecords.id, id), eq(wasteRecords.status, status)))
    .returning({ id: wasteRecords.id });
  return changed.length > 0;
}

/** What a sheet of labels prints, for the records among `ids` this reader may see. */
export async function findLabels(db: Db, ids: string[], scope: WasteScope) {
  return db
    .select({
      id: wasteRecords.id,
      registrationNumber: wasteRecords.registrationNumber,
      transactionNumber: wasteRecords.transactionNumber,
      transactionDate: wasteRecords.transactionDate,
      requestedPickupDate: wasteRecords.requestedPickupDate,
      companyName: companies.name,
      type: wasteRecords.type,
      subType: wasteRecords.subType,
      wasteCode: wasteRecords.wasteCode,
      quantity: wasteRecords.quantity,
      unit: wasteRecords.unit,
      status: wasteRecords.status,
    })
    .from(wasteRecords)
    .innerJoin(companies, eq(companies.id, wasteRecords.companyId))
    .where(and(inArray(wasteRecords.id, ids), wasteWithin(scope)))
    .orderBy(asc(wasteRecords.transactionNumber));
}

export async function insertHistory(
  db: Db,
  entry: {
    wasteRecordId: string;
    fromStatus: WasteStatus | null;
    toStatus: WasteStatus;
    actorId: string | null;
    reason?: string | null;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(wasteStatusHistory).values({ ...entry, reason: entry.reason ?? null });
}

/** Who hears about a pickup: the company's active admins and whoever requested it. */
export async function pickupRecipients(db: Db, companyId: string, requesterId: string | null) {
  return db
    .select({ email: users.email, name: users.name, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          and(eq(users.companyId, companyId), eq(users.role, 'admin')),
          requesterId ? eq(users.id, requesterId) : undefined,
        ),
      ),
    );
}

/** Demo removal: the demo companies' waste records and those under their contracts, with history and trail. */
export async function deleteDemoWasteRecords(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = or(
    inArray(wasteRecords.companyId, companyIds),
    inArray(
      wasteRecords.contractId,
      db.select({ id: contracts.id }).from(contracts).where(inArray(contracts.companyId, companyIds)),
    ),
  );
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(wasteRecords.id) })
      .from(wasteRecords)
      .where(ofDemo),
  );
  await db
    .delete(wasteStatusHistory)
    .where(
      inArray(
        wasteStatusHistory.wasteRecordId,
        db.select({ id: wasteRecords.id }).from(wasteRecords).where(ofDemo),
      ),
    );
  const deleted = await db.delete(wasteRecords).where(ofDemo).returning({ id: wasteRecords.id });
  return { wasteRecords: deleted.length, auditEntries };
}

/** Whether the smart bin stands, not deleted, at this customer's site. */
export async function isLiveBinOf(db: Db, binId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: smartBins.id })
    .from(smartBins)
    .where(and(eq(smartBins.id, binId), eq(smartBins.companyId, companyId), isNull(smartBins.deletedAt)));
  return Boolean(row);
}
