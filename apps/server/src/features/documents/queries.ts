import { type DocumentListFilter, type RecordKind, validUntilRange } from '@sirkula/domain/documents/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, documents, documentVersions, files, users } from '../../db/schema.ts';
import { withinScope } from '../../db/scope.ts';
import { containsPattern } from '../../db/search.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import type { OwnerOfFile } from '../storage/public.ts';

const creators = alias(users, 'creators');
const uploaders = alias(users, 'uploaders');

const summaryColumns = {
  id: documents.id,
  type: documents.type,
  displayName: documents.displayName,
  companyId: documents.companyId,
  companyName: companies.name,
  recordKind: documents.recordKind,
  recordId: documents.recordId,
  recordLabel: documents.recordLabel,
  validFrom: documents.validFrom,
  validUntil: documents.validUntil,
  managedKey: documents.managedKey,
  generated: documents.generated,
  version: documents.currentVersion,
  fileId: documents.currentFileId,
  fileName: files.originalName,
  contentType: files.contentType,
  size: files.size,
  createdAt: documents.createdAt,
  createdByName: creators.name,
  updatedAt: documents.updatedAt,
  deletedAt: documents.deletedAt,
};

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(documents)
    .innerJoin(files, eq(files.id, documents.currentFileId))
    .leftJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(creators, eq(creators.id, documents.createdBy));
}
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** What the list's filters keep: live documents within the actor's scope. */
function listConditions(filter: DocumentListFilter, scope: CompanyScope, today: CalendarDate) {
  const range = filter.expiry && filter.expiry !== 'none' ? validUntilRange(filter.expiry, today) : null;
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const conditions: Array<SQL | undefined> = [
    isNull(documents.deletedAt),
    withinScope(documents.companyId, scope, filter.companyId),
    filter.type ? eq(documents.type, filter.type) : undefined,
    filter.recordKind ? eq(documents.recordKind, filter.recordKind) : undefined,
    filter.recordId ? eq(documents.recordId, filter.recordId) : undefined,
    filter.expiry === 'none' ? isNull(documents.validUntil) : undefined,
    range?.from ? gte(documents.validUntil, range.from) : undefined,
    range?.to ? lte(documents.validUntil, range.to) : undefined,
    pattern ? or(ilike(documents.displayName, pattern), ilike(documents.recordLabel, pattern)) : undefined,
  ];
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: documents.createdAt,
  validUntil: documents.validUntil,
  displayName: documents.displayName,
} as const;

export async function listDocuments(
  db: Db,
  filter: DocumentListFilter,
  scope: CompanyScope,
  today: CalendarDate,
) {
  const where = listConditions(filter, scope, today);
  const direction = filter.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[filter.sort];
  // Documents without an end date come last whichever way the end dates are sorted.
  const nullsLast = filter.sort === 'validUntil' ? [sql`${documents.validUntil} is null`] : [];
  return listPage(db, {
    rows: summaries(db)
      .where(where)
      .orderBy(...nullsLast, direction(column), direction(documents.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(documents).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** A live document within the scope; another company's reads as missing. */
export async function findDocument(db: Db, id: string, scope: CompanyScope) {
  const [row] = await summaries(db).where(
    and(eq(documents.id, id), isNull(documents.deletedAt), withinScope(documents.companyId, scope)),
  );
  return row;
}

export async function findByManagedKey(db: Db, managedKey: string) {
  const [row] = await summaries(db).where(eq(documents.managedKey, managedKey));
  return row;
}

export async function lockDocument(db: Db, id: string) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function versionsOf(db: Db, documentId: string) {
  return db
    .select({
      version: documentVersions.version,
      fileId: documentVersions.fileId,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      validFrom: documentVersions.validFrom,
      validUntil: documentVersions.validUntil,
      uploadedByName: uploaders.name,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .innerJoin(files, eq(files.id, documentVersions.fileId))
    .leftJoin(uploaders, eq(uploaders.id, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
}

type NewDocument = typeof documents.$inferInsert;

/**
 * Inserts a document with its first version. A managed key already taken inserts nothing and answers
 * null: the document is already stored.
 */
export async function insertDocument(
  db: Db,
  values: NewDocument & { currentFileId: string },
  now: Date,
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, currentVersion: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: documents.id });
  if (!row) return null;
  await db.insert(documentVersions).values({
    documentId: row.id,
    version: 1,
    fileId: values.currentFileId,
    validFrom: values.validFrom ?? null,
    validUntil: values.validUntil ?? null,
    uploadedBy: values.createdBy ?? null,
    createdAt: now,
  });
  return row;
}

/** Adds a version after the current one and makes it current; the caller holds the document's lock. */
export async function addVersion(
  db: Db,
  document: { id: string; currentVersion: number },
  values: { fileId: string; validFrom: string | null; validUntil: string | null; uploadedBy: string | null },
  now: Date,
): Promise<number> {
  const version = document.currentVersion + 1;
  await db.insert(documentVersions).values({ documentId: document.id, version, ...values, createdAt: now });
  await db
    .update(documents)
    .set({
      currentVersion: version,
      currentFileId: values.fileId,
      validFrom: values.validFrom,
      validUntil: values.validUntil,
      updatedAt: now,
    })
    .where(eq(documents.id, document.id));
  return version;
}

export async function markDeleted(db: Db, id: string, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set({ deletedAt: now, deletedBy: by, updatedAt: now })
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

export interface ExpiryCursor {
  validUntil: CalendarDate;
  id: string;
}

/** Live documents of a company whose last valid day is in the window, after the cursor, in its order. */
export async function documentsExpiring(
  db: Db,
  window: { from: CalendarDate; to: CalendarDate },
  after: ExpiryCursor | null,
  limit: number,
) {
  return db
    .select({
      id: documents.id,
      type: documents.type,
      displayName: documents.displayName,
      validUntil: documents.validUntil,
      companyId: documents.companyId,
      companyName: companies.name,
      companyKind: companies.kind,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .where(
      and(
        isNull(documents.deletedAt),
        gte(documents.validUntil, window.from),
        lte(documents.validUntil, window.to),
        after
          ? or(
              gt(documents.validUntil, after.validUntil),
              and(eq(documents.validUntil, after.validUntil), gt(documents.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(documents.validUntil), asc(documents.id))
    .limit(limit);
}
export type ExpiringDocument = Awaited<ReturnType<typeof documentsExpiring>>[number];

/**
 * Demo removal: the demo companies' documents and their versions, with the audit entries about them.
 * Their files go with the companies' own (storage's `deleteFilesOf`, run after this).
 */
export async function deleteDemoDocuments(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofDemo = inArray(documents.companyId, companyIds);
  const ids = db.select({ id: documents.id }).from(documents).where(ofDemo);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(documents.id) })
      .from(documents)
      .where(ofDemo),
  );
  await db.delete(documentVersions).where(inArray(documentVersions.documentId, ids));
  await db.delete(documents).where(ofDemo);
  return { auditEntries };
}

/**
 * Removes the documents of the given records with their versions and the audit entries about them (a
 * feature's demo removal: the provider's own reports belong to no company). Answers the files they held.
 */
export async function deleteDocumentsOfRecords(
  db: Db,
  kind: RecordKind,
  recordIds: string[],
): Promise<{ fileIds: string[]; auditEntries: number }> {
  if (recordIds.length === 0) return { fileIds: [], auditEntries: 0 };
  const ofRecords = and(eq(documents.recordKind, kind), inArray(documents.recordId, recordIds));
  const ids = db.select({ id: documents.id }).from(documents).where(ofRecords);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(documents.id) })
      .from(documents)
      .where(ofRecords),
  );
  const versions = await db
    .delete(documentVersions)
    .where(inArray(documentVersions.documentId, ids))
    .returning({ fileId: documentVersions.fileId });
  await db.delete(documents).where(ofRecords);
  return { fileIds: versions.map((version) => version.fileId), auditEntries };
}

export async function companyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}

/**
 * The library documents these files are a version of (the storage console's owner column): reports,
 * invoices, proofs of delivery and staff uploads alike, read along `document_versions_file_idx`.
 */
export async function documentFileOwners(db: Db, fileIds: string[]): Promise<OwnerOfFile[]> {
  const rows = await db
    .select({ fileId: documentVersions.fileId, id: documents.id, name: documents.displayName })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(inArray(documentVersions.fileId, fileIds));
  return rows.map((row) => ({
    fileId: row.fileId,
    kind: 'document' as const,
    id: row.id,
    label: row.name,
    href: `/internal/documents/${row.id}`,
  }));
}
