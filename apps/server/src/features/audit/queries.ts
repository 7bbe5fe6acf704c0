import type { ReferenceKind } from '@sirkula/domain/audit/rules';
import type { AuditEntity } from '@sirkula/domain/features';
import { and, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { auditLog, companies, contracts, users } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: string | null;
  /** The kind of record, as its feature declares it (`packages/domain/src/<feature>/feature.ts`). */
  entity: AuditEntity;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** When it happened, for seeds writing a history that happened earlier; now by default. */
  createdAt?: Date;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** Deletes the entries about the given records (ids as text, or a query of them): how many went. */
export async function deleteAuditEntriesAbout(db: Db, entityIds: SQLWrapper | string[]): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(inArray(auditLog.entityId, entityIds))
    .returning({ id: auditLog.id });
  return deleted.length;
}

export async function listAudit(
  db: Db,
  filter: { entity: string; entityId: string; page: number; pageSize: number },
) {
  const where = and(eq(auditLog.entity, filter.entity), eq(auditLog.entityId, filter.entityId));
  return listPage(db, {
    rows: db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(auditLog).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** Users' ids are text (the auth library's), the others uuid: one union needs one type. */

/** Matches the ids in `list` by the column's own index; an empty list matches nothing, so the union keeps its shape. */
const among = (column: AnyPgColumn, list: string[]) => (list.length > 0 ? inArray(column, list) : sql`false`);

/**
 * The name (a company's or a user's) or number (a contract's) of each referenced record, for a whole
 * page of entries in one query.
 */
export async function referenceNames(db: Db, ids: Record<ReferenceKind, string[]>) {
  const rows = await unionAll(
    db
      .select({ id: asText(companies.id), name: companies.name })
      .from(companies)
      .where(among(companies.id, ids.company)),
    db
      .select({ id: asText(contracts.id), name: contracts.number })
      .from(contracts)
      .where(among(contracts.id, ids.contract)),
    db
      .select({ id: asText(users.id), name: users.name })
      .from(users)
      .where(among(users.id, ids.user)),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
