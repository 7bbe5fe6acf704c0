import { type AccountStatus, LIVE_STATUSES } from '@sirkula/domain/auth/account-status';
import type { CompanyListFilter, CompanyProfile } from '@sirkula/domain/companies/rules';
import { and, arrayContains, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, files, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import type { OwnerOfFile } from '../storage/public.ts';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The company row, locked until the transaction ends, for a change that reads what it replaces. */
export async function lockCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function findFileInfos(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      name: files.originalName,
      size: files.size,
      contentType: files.contentType,
      uploadedAt: files.createdAt,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

const SORT_COLUMNS = {
  name: companies.name,
  city: companies.city,
  status: companies.status,
  createdAt: companies.createdAt,
  profileComplete: companies.profileComplete,
} as const;

export async function listCompanies(db: Db, filter: CompanyListFilter) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(companies.name, pattern),
      ilike(companies.city, pattern),
      ilike(companies.npwp, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.kind) conditions.push(eq(companies.kind, filter.kind));
  if (filter.partnerRole) conditions.push(arrayContains(companies.partnerRoles, [filter.partnerRole]));
  // Deleted companies stay out of the list unless asked for by status.
  conditions.push(
    filter.status ? eq(companies.status, filter.status) : inArray(companies.status, LIVE_STATUSES),
  );
  if (filter.complete) conditions.push(eq(companies.profileComplete, filter.complete === 'yes'));
  const where = and(...conditions);
  const direction = filter.order === 'desc' ? desc : asc;
  return listPage(db, {
    rows: db
      .select({
        id: companies.id,
        name: companies.name,
        kind: companies.kind,
        partnerRoles: companies.partnerRoles,
        city: companies.city,
        status: companies.status,
        profileComplete: companies.profileComplete,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(companies.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(companies).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function companyOptions(db: Db, filter: { q?: string; kind?: 'customer' | 'partner' }) {
  return db
    .select({ id: companies.id, name: companies.name, kind: companies.kind })
    .from(companies)
    .where(
      and(
        inArray(companies.status, LIVE_STATUSES),
        filter.kind ? eq(companies.kind, filter.kind) : undefined,
        filter.q ? ilike(companies.name, containsPattern(filter.q)) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(20);
}

type CompanyValues = CompanyProfile & { profileComplete: boolean };

export async function insertCompany(db: Db, values: CompanyValues & { status: AccountStatus }) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('Company insert returned nothing');
  return row;
}

export async function updateCompany(
  db: Db,
  id: string,
  values: Partial<CompanyValues> & {
    status?: AccountStatus;
    environmentalDocumentFileId?: string;
    registrationFormFileId?: string;
  },
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw new Error('Company update returned nothing');
  return row;
}

export async function assignUserToCompany(db: Db, userId: string, companyId: string): Promise<void> {
  await db.update(users).set({ companyId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The companies point at their documents and the documents at the companies: demo removal unlinks first. */
export async function unlinkCompanyDocuments(db: Db, companyIds: string[]): Promise<void> {
  await db
    .update(companies)
    .set({ environmentalDocumentFileId: null, registrationFormFileId: null })
    .where(inArray(companies.id, companyIds));
}

export async function deleteCompanies(db: Db, companyIds: string[]): Promise<number> {
  const deleted = await db
    .delete(companies)
    .where(inArray(companies.id, companyIds))
    .returning({ id: companies.id });
  return deleted.length;
}

/** The companies whose profile documents are these files (the storage console's owner column). */
export async function companyFileOwners(db: Db, fileIds: string[]): Promise<OwnerOfFile[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      environmental: companies.environmentalDocumentFileId,
      registration: companies.registrationFormFileId,
    })
    .from(companies)
    .where(
      or(
        inArray(companies.environmentalDocumentFileId, fileIds),
        inArray(companies.registrationFormFileId, fileIds),
      ),
    );
  return rows.flatMap((row) =>
    [row.environmental, row.registration]
      .filter((fileId): fileId is string => fileId !== null && fileIds.includes(fileId))
      .map((fileId) => ({
        fileId,
        kind: 'company' as const,
        id: row.id,
        label: row.name,
        href: `/internal/companies/${row.id}`,
      })),
  );
}
