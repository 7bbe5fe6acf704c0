import type { KeyListFilter, KeyValues } from '@sirkula/domain/integrations/inputs';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies, integrationKeys, users } from '../../db/schema.ts';
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
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
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

export interface KeyCredentials {
  id: string;
  companyId: string | null;
  scopes: string[];
  secretHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/**
 * The key with this public id, in one round trip that also notes its use: at most once a minute, so
 * a busy key does not rewrite its row on every request.
 */
export async function useKey(db: Db, publicId: string, now: Date): Promise<KeyCredentials | undefined> {
  const at = now.toISOString();
  const answer = await executePrepared(
    db,
    'integration_key',
    sql`
    with found as (
      select id, company_id, to_json(scopes) as scopes, secret_hash, expires_at, revoked_at, last_used_at
      from ${integrationKeys} where public_id = ${publicId}
    ), touched as (
      update ${integrationKeys} set last_used_at = ${at}::timestamptz
      where id = (select id from found)
        and (select revoked_at from found) is null
        and ((select last_used_at from found) is null
          or (select last_used_at from found) < ${at}::timestamptz - interval '1 minute')
    )
    select id, company_id, scopes, secret_hash, expires_at, revoked_at from found`,
  );
  const [row] = rowsOf<{
    id: string;
    company_id: string | null;
    scopes: string[];
    secret_hash: string;
    expires_at: Date | string | null;
    revoked_at: Date | string | null;
  }>(answer);
  if (!row) return undefined;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    companyId: row.company_id,
    scopes: row.scopes,
    secretHash: row.secret_hash,
    expiresAt: date(row.expires_at),
    revokedAt: date(row.revoked_at),
  };
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
