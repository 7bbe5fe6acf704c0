import type { KeyListFilter, KeyRequestFilter, KeyValues } from '@sirkula/domain/integrations/inputs';
import type { KeyScope } from '@sirkula/domain/shared/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  companies,
  integrationKeyMinutes,
  integrationKeyRequests,
  integrationKeys,
  users,
} from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';

const creators = alias(users, 'creators');

const keyColumns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  companyId: integrationKeys.companyId,
  companyName: companies.name,
  scopes: integrationKeys.scopes,
  publicId: integrationKeys.publicId,
  createdAt: integrationKeys.createdAt,
  createdByName: creators.name,
  expiresAt: integrationKeys.expiresAt,
  // The latest request in its log; past the log's 30 days, what the daily clean-up kept of it.
  lastUsedAt:
    sql<Date | null>`coalesce((select max(r.at) from ${integrationKeyRequests} r where r.key_id = ${integrationKeys.id}), ${integrationKeys.lastUsedAt})`.mapWith(
      (value: Date | string | null) => (value === null ? null : new Date(value)),
    ),
  revokedAt: integrationKeys.revokedAt,
  requestsPerMinute: integrationKeys.requestsPerMinute,
  previousValidUntil: integrationKeys.previousValidUntil,
};

function keysWith(db: Db) {
  return db
    .select(keyColumns)
    .from(integrationKeys)
    .leftJoin(companies, eq(companies.id, integrationKeys.companyId))
    .leftJoin(creators, eq(creators.id, integrationKeys.createdBy));
}

export async function listKeys(db: Db, filter: KeyListFilter, now: Date) {
  const conditions: Array<SQL | undefined> = [
    filter.companyId ? eq(integrationKeys.companyId, filter.companyId) : undefined,
    filter.status === 'active'
      ? and(
          isNull(integrationKeys.revokedAt),
          sql`(${integrationKeys.expiresAt} is null or ${integrationKeys.expiresAt} > ${now.toISOString()}::timestamptz)`,
        )
      : undefined,
  ];
  const where = and(...conditions);
  return listPage(db, {
    rows: keysWith(db)
      .where(where)
      .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(integrationKeys).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findKey(db: Db, id: string) {
  const [row] = await keysWith(db).where(eq(integrationKeys.id, id));
  return row;
}
export type KeyRow = NonNullable<Awaited<ReturnType<typeof findKey>>>;

export async function insertKey(
  db: Db,
  values: KeyValues & { publicId: string; secretHash: string; createdBy: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(integrationKeys).values(values).returning({ id: integrationKeys.id });
  if (!row) throw new Error('Inserting an integration key returned nothing');
  return row;
}

export async function revokeKey(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({ revokedAt: at })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

/** A key as a request presenting it is judged: its state, its company and this minute's requests. */
export interface PresentedKey {
  id: string;
  companyId: string | null;
  companyKind: 'customer' | 'partner' | null;
  companyStatus: string | null;
  scopes: KeyScope[];
  createdBy: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  requestsPerMinute: number;
  /** This request included; null when the key is revoked (not counted). */
  hits: number | null;
}

interface PresentedRow {
  id: string;
  company_id: string | null;
  company_kind: 'customer' | 'partner' | null;
  company_status: string | null;
  scopes: KeyScope[];
  created_by: string | null;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  requests_per_minute: number;
  hits: number | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The key with this public id and secret (or its secret before a rotation, within the grace period),
 * in one round trip that also counts the request in its minute, across every server (its log, written
 * after the answer, says when it was last used; the key's row is never written by a request). The hashes are compared in SQL: they are of 32 random bytes, so how long a
 * comparison takes says nothing an attacker could use.
 */
export async function presentKey(
  db: Db,
  key: { publicId: string; secretHash: string },
  at: { now: Date; minute: Date },
): Promise<PresentedKey | undefined> {
  const now = at.now.toISOString();
  const answer = await executePrepared(
    db,
    'presented_key',
    sql`
    with found as (
      select k.id, k.company_id, c.kind as company_kind, c.status as company_status,
        to_json(k.scopes) as scopes, k.created_by, k.expires_at, k.revoked_at,
        k.requests_per_minute
      from ${integrationKeys} k left join ${companies} c on c.id = k.company_id
      where k.public_id = ${key.publicId}
        and (k.secret_hash = ${key.secretHash}
          or (k.previous_secret_hash = ${key.secretHash} and k.previous_valid_until > ${now}::timestamptz))
    ), hit as (
      insert into ${integrationKeyMinutes} (key_id, minute, hits)
      select id, ${at.minute.toISOString()}::timestamptz, 1 from found where revoked_at is null
      on conflict (key_id, minute) do update set hits = ${integrationKeyMinutes}.hits + 1
      returning hits
    )
    select found.id, company_id, company_kind, company_status, scopes, created_by, expires_at, revoked_at,
      requests_per_minute, (select hits from hit) as hits
    from found`,
  );
  const [row] = rowsOf<PresentedRow>(answer);
  if (!row) return undefined;
  return {
    id: row.id,
    companyId: row.company_id,
    companyKind: row.company_kind,
    companyStatus: row.company_status,
    scopes: row.scopes,
    createdBy: row.created_by,
    expiresAt: dateOf(row.expires_at),
    revokedAt: dateOf(row.revoked_at),
    requestsPerMinute: row.requests_per_minute,
    hits: row.hits === null ? null : Number(row.hits),
  };
}

/** The secret hash a public id stands for, for checking the published demo key. */
export async function keySecretHash(db: Db, publicId: string) {
  const [row] = await db
    .select({ secretHash: integrationKeys.secretHash, revokedAt: integrationKeys.revokedAt })
    .from(integrationKeys)
    .where(eq(integrationKeys.publicId, publicId));
  return row;
}

export async function rotateKey(
  db: Db,
  id: string,
  change: { secretHash: string; previousValidUntil: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({
      secretHash: change.secretHash,
      previousSecretHash: change.previousValidUntil ? integrationKeys.secretHash : null,
      previousValidUntil: change.previousValidUntil,
    })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

export async function logKeyRequest(db: Db, entry: typeof integrationKeyRequests.$inferInsert) {
  await db.insert(integrationKeyRequests).values(entry);
}

/** A key's requests, newest first; counted only up to the list's cap (a busy key makes thousands). */
export async function listKeyRequests(db: Db, keyId: string, filter: KeyRequestFilter) {
  const where = eq(integrationKeyRequests.keyId, keyId);
  return listPage(db, {
    rows: db
      .select({
        id: integrationKeyRequests.id,
        at: integrationKeyRequests.at,
        method: integrationKeyRequests.method,
        path: integrationKeyRequests.path,
        status: integrationKeyRequests.status,
        durationMs: integrationKeyRequests.durationMs,
      })
      .from(integrationKeyRequests)
      .where(where)
      .orderBy(desc(integrationKeyRequests.at), desc(integrationKeyRequests.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(integrationKeyRequests).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/**
 * The daily clean-up: request logs past their 30 days (each key keeping the time of its latest) and
 * minute counters past a day; how many went.
 */
export async function deleteOldKeyUsage(db: Db, logsBefore: Date, minutesBefore: Date) {
  const answer = await db.execute(sql`
    with kept as (
      update ${integrationKeys} k set last_used_at = old.at
      from (select key_id, max(at) as at from ${integrationKeyRequests}
        where at < ${logsBefore.toISOString()}::timestamptz group by key_id) old
      where k.id = old.key_id and (k.last_used_at is null or k.last_used_at < old.at)
    ), logs as (
      delete from ${integrationKeyRequests} where at < ${logsBefore.toISOString()}::timestamptz returning 1
    ), minutes as (
      delete from ${integrationKeyMinutes} where minute < ${minutesBefore.toISOString()}::timestamptz returning 1
    )
    select (select count(*) from logs)::int as logs, (select count(*) from minutes)::int as minutes`);
  const [row] = rowsOf<{ logs: number; minutes: number }>(answer);
  return { logs: row?.logs ?? 0, minutes: row?.minutes ?? 0 };
}

/** Demo removal: the demo companies' keys and the demo key, with their audit entries. */
export async function deleteDemoKeys(
  db: Db,
  { companyIds }: DemoRows,
  demoPublicId: string,
): Promise<DemoRemoved> {
  const ofDemo = sql`${inArray(integrationKeys.companyId, companyIds)} or ${eq(integrationKeys.publicId, demoPublicId)}`;
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(integrationKeys.id) })
      .from(integrationKeys)
      .where(ofDemo),
  );
  await db.delete(integrationKeys).where(ofDemo);
  return { auditEntries };
}
