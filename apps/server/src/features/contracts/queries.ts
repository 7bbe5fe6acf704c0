import type { ContractListFilter, ContractStatus, ContractValues } from '@sirkula/domain/contracts/rules';
import { addDays, type CalendarDate } from '@sirkula/domain/shared/dates';
import { and, asc, between, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, contracts } from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import { containsPattern } from '../../db/search.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteNoticesAbout, noticeAbout } from '../mail/public.ts';

export type ContractRow = typeof contracts.$inferSelect;

/** Whose contracts a list or lookup may return: every company's (null) or one company's. */

const summaryColumns = {
  id: contracts.id,
  number: contracts.number,
  kind: contracts.kind,
  companyId: contracts.companyId,
  companyName: companies.name,
  companyStatus: companies.status,
  companyProfileComplete: companies.profileComplete,
  status: contracts.status,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  unit: contracts.unit,
  pricePerUnit: contracts.pricePerUnit,
  frequency: contracts.frequency,
  frequencyInterval: contracts.frequencyInterval,
  ppnRate: contracts.ppnRate,
  wasteTypes: contracts.wasteTypes,
  createdAt: contracts.createdAt,
};

/** A contract with the counterparty a detail page shows, or undefined when missing or out of scope. */
export async function findContractDetail(db: Db, id: string, scope: CompanyScope) {
  const [row] = await db
    .select({
      contract: contracts,
      company: {
        id: companies.id,
        name: companies.name,
        address: companies.address,
        city: companies.city,
        npwp: companies.npwp,
        status: companies.status,
        profileComplete: companies.profileComplete,
      },
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(and(eq(contracts.id, id), withinScope(contracts.companyId, scope)));
  return row;
}
export type ContractDetailRow = NonNullable<Awaited<ReturnType<typeof findContractDetail>>>;

/** What a contract's counterparty must be: of the contract's kind, live, and for activation complete. */
export async function findCounterparty(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      kind: companies.kind,
      status: companies.status,
      profileComplete: companies.profileComplete,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Numbers sort by year, then by their sequence, not as text (`1000/…` after `999/…`). */
const NUMBER_ORDER = [
  sql`split_part(${contracts.number}, '/', 4)::int`,
  sql`split_part(${contracts.number}, '/', 1)::int`,
];

const SORT_COLUMNS = {
  startDate: [contracts.startDate],
  endDate: [contracts.endDate],
  createdAt: [contracts.createdAt],
  company: [companies.name],
  number: NUMBER_ORDER,
} as const;

function statusCondition(status: ContractListFilter['status'], today: CalendarDate): SQL | undefined {
  // Expired is shown, not stored: an active contract whose end date has passed.
  if (status === 'expired') return and(eq(contracts.status, 'active'), lt(contracts.endDate, today));
  if (status === 'active') return and(eq(contracts.status, 'active'), gte(contracts.endDate, today));
  return status ? eq(contracts.status, status) : undefined;
}

export async function listContracts(
  db: Db,
  filter: ContractListFilter,
  scope: CompanyScope,
  today: CalendarDate,
) {
  const conditions: Array<SQL | undefined> = [statusCondition(filter.status, today)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(contracts.number, pattern), ilike(companies.name, pattern)));
  }
  // A customer or partner user's own company replaces any company filter they send.
  conditions.push(withinScope(contracts.companyId, scope, filter.companyId));
  if (filter.kind) conditions.push(eq(contracts.kind, filter.kind));
  if (filter.unit) conditions.push(eq(contracts.unit, filter.unit));
  if (filter.expiringWithinDays) {
    // The domain's `isExpiringWithin`, in SQL; the list's API test holds the two together.
    conditions.push(
      eq(contracts.status, 'active'),
      between(contracts.endDate, today, addDays(today, filter.expiringWithinDays)),
    );
  }
  const where = and(...conditions);
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select(summaryColumns)
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(where)
      .orderBy(...SORT_COLUMNS[filter.sort].map((column) => direction(column)), asc(contracts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db
      .select({ one: sql`1` })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

type NewContract = ContractValues & { kind: ContractRow['kind']; number: string; createdBy: string };

export async function insertContract(db: Db, values: NewContract): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  if (!row) throw new Error('Contract insert returned nothing');
  return row;
}

/**
 * Changes a contract only while it is still in one of `fromStatuses`, so two people acting at once
 * cannot both move it; undefined when it had already moved on.
 */
export async function updateContractIn(
  db: Db,
  id: string,
  fromStatuses: ContractStatus[],
  values: Partial<ContractValues> & { status?: ContractStatus; cancelReason?: string },
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contracts.id, id), inArray(contracts.status, fromStatuses)))
    .returning();
  return row;
}

/** Where a page of the ending notices stopped: the next page starts after this contract. */
export interface EndDateCursor {
  endDate: CalendarDate;
  id: string;
}

/**
 * A page of active contracts ending within `window`, in end-date order, with the company each is
 * with, for the ending notices. Read through `contracts_status_end_idx`; a page starts at the last
 * one's end date, so no page rescans the ones before.
 */
export async function activeContractsEnding(
  db: Db,
  window: { from: CalendarDate; to: CalendarDate },
  after: EndDateCursor | null,
  limit: number,
) {
  return db
    .select({
      id: contracts.id,
      number: contracts.number,
      kind: contracts.kind,
      status: contracts.status,
      endDate: contracts.endDate,
      companyId: contracts.companyId,
      companyName: companies.name,
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(
      and(
        eq(contracts.status, 'active'),
        between(contracts.endDate, window.from, window.to),
        after
          ? and(
              gte(contracts.endDate, after.endDate),
              or(gt(contracts.endDate, after.endDate), gt(contracts.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(contracts.endDate), asc(contracts.id))
    .limit(limit);
}
export type EndingContract = Awaited<ReturnType<typeof activeContractsEnding>>[number];

/** Demo removal: the demo companies' contracts with their audit entries. */
export async function deleteDemoContracts(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = inArray(contracts.companyId, companyIds);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(contracts.id) })
      .from(contracts)
      .where(ofDemo),
  );
  await deleteNoticesAbout(
    db,
    db
      .select({ about: noticeAbout('contract', contracts.id) })
      .from(contracts)
      .where(ofDemo),
  );
  const deleted = await db.delete(contracts).where(ofDemo).returning({ id: contracts.id });
  return { contracts: deleted.length, auditEntries };
}
